import path from "node:path";
import { expect as baseExpect, test, type Page, type TestInfo } from "@playwright/test";
import { FIRST_PAINT, closeDb, db, insertCompetitor, isMobile, signUp, type Session } from "./support/competitors";

/**
 * Issue 29, the rough edges a new user met in the first ten minutes, each checked where it shows, at
 * both sizes (desktop 1280 px, mobile 390 px), with a screenshot under .test-results/.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: path.join(".test-results", `rough-edges-${name}-${info.project.name}.png`), fullPage: true });

/** A scanned competitor with enough on it to fill every card of its page. */
async function seedRichSnapshot(s: Session): Promise<string> {
  const id = await insertCompetitor(s, "Initech");
  const plan = (name: string, price: number | null) => ({ name, price, currency: price === null ? null : "USD", period: price === null ? null : "month", unit: null, addOns: [], features: ["Unlimited projects", "Priority support", "SSO", "Audit logs"] });
  const extracted = {
    markdown: "h".repeat(40),
    pricingMarkdown: "p".repeat(300),
    featuresMarkdown: "f".repeat(500),
    pricingPlans: [plan("Starter", 0), plan("Team", 29), plan("Business", 79), plan("Enterprise", null)],
    features: ["Analytics", "Security", "Automation", "Reporting"].flatMap((category) => ["Dashboards", "Alerts", "Exports", "Roles", "Audit trail", "Webhooks"].map((n) => ({ category, name: `${category} ${n}` }))),
    aiExtractedData: {
      integrations: ["Slack", "Salesforce", "HubSpot", "Zapier", "Jira", "GitHub", "Notion", "Teams"].map((name) => ({ name, category: "Apps" })),
      keyCapabilities: ["Real-time analytics on any event stream", "Role-based access control", "Scheduled reports by e-mail", "Open API and webhooks"],
    },
  };
  // markdownLength as scans before issue 29 stored it: the home page's text only (40 characters).
  const pages = ["home", "pricing", "features", "integrations"].map((kind) => ({ url: `https://initech.example/${kind}`, kind, title: kind, headings: [], navigation: [], stylesheets: [], colors: [], fonts: [], textHash: kind }));
  const meta = { markdownLength: 40, hasPublicPricing: true, hasPricingPage: true, pages, screenshots: {}, fetchMode: "http", warnings: [] };
  await db().query("insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data) values ($1,$2,0.8,'e2e',$3,$4)", [id, s.userId, JSON.stringify(meta), JSON.stringify(extracted)]);
  return id;
}

test("competitor detail: Content Size counts every page; on a phone the cards start closed and open from the keyboard", async ({ page }, info) => {
  const s = await signUp(page);
  const id = await seedRichSnapshot(s);
  await page.goto(`/dashboard/competitors/${id}`);
  const info1 = page.getByTestId("scan-info");
  await expect(info1).toContainText("840 characters", FIRST_PAINT);
  await expect(info1).toContainText("across 4 pages");

  const cards = ["pricing-plans", "integrations", "key-capabilities", "psychology-panel", "key-features", "insight-report-card"];
  const toggle = (testId: string) => page.getByTestId(testId).getByTestId("card-toggle");
  // Scan Information, the summary, is open at both sizes.
  await expect(toggle("scan-info")).toHaveAttribute("aria-expanded", "true");
  for (const c of cards) await expect(toggle(c)).toHaveAttribute("aria-expanded", isMobile(info) ? "false" : "true");
  await shot(page, info, "detail");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (isMobile(info)) {
    expect(height).toBeLessThan(2200);
    await expect(page.getByTestId("pricing-plan").first()).toBeHidden();
    // Tab to the Pricing Plans heading button and open it with Enter; Space closes it again.
    await toggle("pricing-plans").focus();
    await page.keyboard.press("Enter");
    await expect(toggle("pricing-plans")).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("pricing-plan")).toHaveCount(4);
    await expect(page.getByTestId("pricing-plan").first()).toBeVisible();
    const controls = await toggle("pricing-plans").getAttribute("aria-controls");
    await expect(page.locator(`[id="${controls}"]`)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(toggle("pricing-plans")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("pricing-plan").first()).toBeHidden();
  } else {
    await expect(page.getByTestId("pricing-plan").first()).toBeVisible();
    await toggle("key-features").click();
    await expect(toggle("key-features")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("feature-group").first()).toBeHidden();
  }
});

test("the overview's unread list shows 10 rows besides the hero", async ({ page }, info) => {
  const s = await signUp(page);
  const cid = await insertCompetitor(s, "Umbrella");
  // The newest unread change is high (the hero); 13 more unread below it.
  await db().query(
    `insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, is_read, detected_at)
     select $1, $2, case when o = 1 then 'pricing' else 'content' end, case when o = 1 then 'high' else 'low' end, 'Change #' || o, 'old', 'new', false, now() - make_interval(mins => o::int)
     from generate_series(1, 14) as o`,
    [s.userId, cid],
  );
  await page.goto("/dashboard");
  await expect(page.getByTestId("overview-hero")).toContainText("Change #1", FIRST_PAINT);
  const rows = page.getByTestId("recent-unread").getByRole("listitem");
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText("Change #2");
  await expect(rows.last()).toContainText("Change #11");
  await shot(page, info, "overview");
});

test("Switch to Free on /pricing during the trial confirms, then switches", async ({ page }, info) => {
  await signUp(page);
  await page.goto("/pricing");
  const free = page.getByTestId("plan-card-free").getByRole("button", { name: "Switch to Free" });
  await expect(free).toBeEnabled(FIRST_PAINT);
  await free.click();
  const dialog = page.getByTestId("downgrade-dialog");
  await expect(dialog).toBeVisible(FIRST_PAINT);
  await expect(dialog).toContainText("Your Pro trial ends now and your account moves to Free at once");
  await expect(dialog.getByTestId("downgrade-consequences")).toContainText("Competitor limit goes from 10 to 1");
  await shot(page, info, "switch-to-free-dialog");
  await dialog.getByRole("button", { name: "Switch to Free" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("plan-name")).toHaveText("Free");
  await expect(page.getByTestId("change-plan-free")).toContainText("Current plan");
  // Back on the pricing page, Free is the current plan.
  await page.goto("/pricing");
  await expect(page.getByTestId("plan-card-free").getByRole("button", { name: "Manage billing" })).toBeVisible(FIRST_PAINT);
});

test("Settings: one Resend verification on the Security tab; the API Keys header reads in a few full-width lines", async ({ page }, info) => {
  await signUp(page);
  await page.goto("/dashboard/settings?tab=security");
  await expect(page.getByTestId("email-status")).toContainText("Not verified", FIRST_PAINT);
  await expect(page.getByRole("button", { name: "Resend verification link" })).toHaveCount(1);
  await shot(page, info, "settings-security");
  // Elsewhere in the dashboard the banner still offers it.
  await page.goto("/dashboard/settings?tab=profile");
  await expect(page.getByTestId("verify-email-banner").getByRole("button", { name: "Resend verification link" })).toBeVisible(FIRST_PAINT);

  await page.goto("/dashboard/settings?tab=api-keys");
  const title = page.getByRole("heading", { level: 2, name: "API Keys" });
  await expect(title).toBeVisible(FIRST_PAINT);
  const description = page.getByText("Keys let the desktop assistant connector");
  const [d, t] = [await description.boundingBox(), await title.boundingBox()];
  const lineHeight = await description.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(Math.round(d!.height / lineHeight)).toBeLessThanOrEqual(isMobile(info) ? 4 : 2);
  // The text uses the card's width; the Generate button does not squeeze it.
  expect(d!.width).toBeGreaterThan(isMobile(info) ? 280 : 500);
  expect(t!.x).toBeCloseTo(d!.x, 0);
  await expect(page.getByRole("button", { name: "Generate New Key" })).toBeVisible();
  await shot(page, info, "settings-api-keys");
});

test("pricing page footnotes line up on a phone and sit on one line on a desktop", async ({ page }, info) => {
  await page.goto("/pricing");
  const notes = page.getByTestId("pricing-notes").getByRole("listitem");
  await expect(notes).toHaveCount(2, FIRST_PAINT);
  await expect(notes.first()).toContainText("All plans include SSL encryption and data security");
  await expect(notes.last()).toContainText("Cancel anytime, no questions asked");
  const boxes = await notes.evaluateAll((els) => els.map((el) => {
    const icon = el.querySelector("svg")!.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, iconX: icon.x, iconY: icon.y, top: r.top, right: r.right };
  }));
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  for (const b of boxes) expect(b.right).toBeLessThanOrEqual(width);
  if (isMobile(info)) {
    expect(boxes[0].iconX).toBeCloseTo(boxes[1].iconX, 0);
    expect(boxes[1].y).toBeGreaterThan(boxes[0].y);
    // each icon at the top of its own text
    for (const b of boxes) expect(b.iconY - b.top).toBeLessThan(6);
  } else {
    expect(boxes[0].y).toBeCloseTo(boxes[1].y, 0);
  }
  await page.getByTestId("pricing-notes").scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(".test-results", `rough-edges-pricing-notes-${info.project.name}.png`) });
});
