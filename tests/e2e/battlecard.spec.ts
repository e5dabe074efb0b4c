import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { FIRST_PAINT, closeDb, db, insertCompetitor, signUp, type Session } from "./support/competitors";

/**
 * The battlecard screen (issue 26 point 3): the user's product and a competitor are written with `pg`
 * as scans, a price change and a psychology analysis would leave them; the card is opened from the
 * competitor page, checked, exported as Markdown, printed (print media) and run through axe-core.
 * Screenshots at the project's width (1280 desktop, 390 mobile), light and dark, plus print, go to
 * /tmp/battlecard-shots.
 */

const SHOTS = "/tmp/battlecard-shots";

test.afterAll(closeDb);

const plan = (name: string, price: number | null, over: object = {}) => ({ name, price, currency: price === null ? null : "USD", period: price === null ? null : "month", unit: null, addOns: [], features: [], ...over });

async function snapshot(s: Session, competitorId: string, host: string, extracted: object): Promise<string> {
  const pages = ["home", "pricing", "features", "integrations"].map((kind) => ({ kind, url: `https://${host}/${kind === "home" ? "" : kind}`, title: kind === "home" ? `${host.split(".")[0]} — work, together` : kind }));
  const r = await db().query("insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data) values ($1,$2,0.9,'e2e',$3,$4) returning id", [competitorId, s.userId, JSON.stringify({ pages }), JSON.stringify(extracted)]);
  return r.rows[0].id;
}

async function seed(s: Session): Promise<{ id: string; snap: string; change: string }> {
  const ours = await insertCompetitor(s, "Northwind", { type: "baseline" });
  await snapshot(s, ours, "northwind.example", {
    markdown: "# Northwind",
    pricingMarkdown: "",
    featuresMarkdown: "",
    pricingPlans: [plan("Free", 0), plan("Team", 10, { unit: "user", annualPrice: 8 }), plan("Business", 20, { unit: "user" })],
    features: ["Kanban boards", "Gantt timelines", "Time tracking", "Guest access"].map((name) => ({ category: "Planning", name })),
    aiExtractedData: { integrations: ["Slack", "GitHub", "Jira"].map((name) => ({ name, category: "Dev" })), keyCapabilities: [] },
  });
  const id = await insertCompetitor(s, "Globex");
  const snap = await snapshot(s, id, "globex.example", {
    markdown: "# Globex",
    pricingMarkdown: "",
    featuresMarkdown: "",
    pricingPlans: [plan("Starter", 0), plan("Growth", 79, { highlighted: true }), plan("Scale", 299), plan("Enterprise", null)],
    features: ["Kanban boards", "Journey automation", "A/B testing", "Predictive send time"].map((name) => ({ category: "Campaigns", name })),
    aiExtractedData: { integrations: ["Slack", "Shopify", "Zapier"].map((name) => ({ name, category: "Commerce" })), keyCapabilities: ["Email journeys", "SMS campaigns"] },
  });
  const change = await db().query(
    "insert into changes (user_id, competitor_id, snapshot_id, type, importance, score, description, url, detected_at) values ($1,$2,$3,'pricing','high',80,'Growth plan: $69 → $79/month','https://globex.example/pricing', now() - interval '3 days') returning id",
    [s.userId, id, snap],
  );
  const analysis = {
    snapshotId: snap,
    profile: { summary: "", targetAudience: "Speaks mainly to marketers", emotionalTriggers: [], competitiveAdvantages: [] },
    techniques: [{ tactic: "Default plan highlighting", description: "The Growth plan is marked most popular.", effectiveness: "medium", evidence: ["Most popular"] }],
    darkPatterns: [{ category: "Urgency", type: "Limited-time Message", description: "Offer ends soon.", evidence: ["Offer ends Friday"], severity: "medium" }],
    weaknesses: [],
    counterTactics: [],
    ethicalConcerns: [],
  };
  await db().query("insert into psychology_analyses (user_id, competitor_id, status, analysis, confidence, data_points, source, completed_at) values ($1,$2,'completed',$3,0.7,12,'local',now())", [s.userId, id, JSON.stringify(analysis)]);
  return { id, snap, change: change.rows[0].id };
}

async function shootViewport(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Waits for running animations and transitions (a toast sliding in, colours changing with the theme) to end. */
async function settle(page: Page) {
  // Two frames first, so that a change of colour scheme has started its transitions.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
}

test("the battlecard: opened from the competitor page, sourced, exported, printed, accessible", async ({ page }, info) => {
  const s = await signUp(page);
  const { id, snap, change } = await seed(s);
  await page.goto(`/dashboard/competitors/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Globex" })).toBeVisible(FIRST_PAINT);
  await shootViewport(page, `competitor-${page.viewportSize()!.width}`);
  await page.getByRole("link", { name: "Battlecard" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/competitors/${id}/battlecard$`));
  await expect(page.getByRole("heading", { level: 1, name: "Battlecard: Globex" })).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId("battlecard-refreshed")).toContainText("Last refreshed");
  await expect(page.getByTestId("battlecard-refreshed")).toContainText("local analysers");

  // Pricing at team sizes: Growth $79 flat against Team $10 per user.
  const rows = page.locator("tr[data-seats]");
  await expect(rows).toHaveCount(5);
  await expect(page.locator('tr[data-seats="5"]')).toContainText("They are dearer");
  await expect(page.locator('tr[data-seats="10"]')).toContainText("They are cheaper");
  await expect(page.locator('tr[data-seats="10"]')).toContainText("$100");
  const stronger = page.locator('[data-section="stronger"]');
  await expect(stronger).toContainText("Shopify");
  await expect(page.locator('[data-section="weaker"]')).toContainText("GitHub");
  const tactics = page.locator('[data-section="tactics"]');
  await expect(tactics).toContainText("time pressure");
  await expect(tactics).toContainText("Counter:");
  await expect(page.locator('[data-section="moves"]')).toContainText("Growth plan: $69 → $79/month");

  // Every claim's references lead to a listed source; the scan and the change are among them.
  const sources = page.locator('[data-section="sources"]');
  await expect(sources).toContainText(snap);
  await expect(sources).toContainText(change);
  const ref = page.locator('[data-section="moves"] a[href^="#source-"]').first();
  const target = (await ref.getAttribute("href"))!;
  await ref.click();
  await expect(page.locator(target)).toContainText(change);
  const inFeed = page.locator(target).getByRole("link", { name: "in the changes feed" });
  await expect(inFeed).toHaveAttribute("href", `/dashboard/changes?competitorId=${id}&change=${change}`);

  // Markdown export.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Markdown" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("battlecard-globex.md");
  const md = fs.readFileSync((await file.path())!, "utf8");
  expect(md).toContain("# Battlecard: Globex vs Northwind");
  expect(md).toContain(change);

  // The export's toast slides in: axe reads colours once it has finished (a half-faded toast is not what a user reads).
  await settle(page);
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  const width = page.viewportSize()!.width;
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `battlecard-${width}-light`);
  for (const key of ["pricing", "tactics"]) await page.locator(`[data-section="${key}"]`).screenshot({ path: `${SHOTS}/battlecard-${width}-light-${key}.png` });
  // The export's toast leaves on a timer: axe reads the dark colours once it has gone, not mid-fade.
  await page.mouse.move(0, 0); // a pointer over the toast would hold it open
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.getByRole("heading", { level: 1, name: "Battlecard: Globex" })).toBeVisible();
  await settle(page);
  const dark = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(dark.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.any[0]?.message ?? ""}`).join(", ")}`)).toEqual([]);
  await shoot(page, `battlecard-${width}-dark`);

  // Print: only the card, black on white, no navigation or buttons.
  await page.emulateMedia({ media: "print", colorScheme: "dark" });
  await expect(page.getByRole("button", { name: "Export Markdown" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to the competitor" })).toBeHidden();
  for (const nav of await page.locator("nav").all()) await expect(nav).toBeHidden();
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe("rgb(255, 255, 255)");
  const ink = await page.getByRole("heading", { level: 1, name: "Battlecard: Globex" }).evaluate((el) => getComputedStyle(el).color);
  expect(ink).toBe("rgb(0, 0, 0)");
  await shoot(page, `battlecard-${width}-print`);
  if (info.project.name === "desktop") await page.pdf({ path: `${SHOTS}/battlecard.pdf`, format: "A4", printBackground: true }).catch(() => undefined);

  // A change's source opens that change in the feed: opened, in view and focused.
  await page.emulateMedia({ media: "screen", colorScheme: "light" });
  await inFeed.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/changes\\?competitorId=${id}&change=${change}$`));
  const opened = page.locator(`[data-testid="change-item"][data-change-id="${change}"]`);
  await expect(opened).toHaveAttribute("data-focused", "true", FIRST_PAINT);
  await expect(opened).toBeInViewport();
});

test("another user's battlecard is not found", async ({ page }) => {
  const owner = await signUp(page);
  const { id } = await seed(owner);
  await page.context().clearCookies();
  await signUp(page);
  await page.goto(`/dashboard/competitors/${id}/battlecard`);
  await expect(page.getByTestId("battlecard-error")).toContainText("Competitor not found", FIRST_PAINT);
  await expect(page.getByTestId("battlecard-error").getByRole("link", { name: "Competitors" })).toBeVisible();
});
