import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { AFTER_CALL, FIRST_PAINT, closeDb, db, insertCompetitor, signUp, type Session } from "./support/competitors";

/**
 * A change's card names the fact that changed with its value before and after, and opens to the
 * screenshot of the page the change was found on. The change is written with `pg` as a scan stores a
 * price change (the detector's facts, the pricing page's screenshot file under the app's DATA_DIR,
 * taken here by the browser from a small pricing page), and read through the real API.
 */

test.afterAll(closeDb);

const SHOTS = "/tmp/shots-learn";

/** A page rendered and screenshotted by the browser, stored as a scan stores it. */
async function storeScreenshot(page: Page, competitorId: string, name: string, html: string): Promise<string> {
  const rel = `screenshots/${competitorId}/${name}`;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return rel;
  const shooter = await page.context().newPage();
  await shooter.setViewportSize({ width: 1024, height: 640 });
  await shooter.setContent(html);
  const png = await shooter.screenshot();
  await shooter.close();
  fs.mkdirSync(path.join(dataDir, "screenshots", competitorId), { recursive: true });
  fs.writeFileSync(path.join(dataDir, rel), png);
  return rel;
}

const pricingHtml = `<body style="font-family:sans-serif;padding:32px;background:#f8fafc">
  <h1>Globex pricing</h1>
  <div style="display:flex;gap:16px">
    ${[["Starter", "€0"], ["Team", "€29"], ["Business", "€59"]].map(([n, p]) => `<div style="flex:1;border:1px solid #cbd5e1;border-radius:12px;padding:16px;background:white"><h2>${n}</h2><p style="font-size:28px;font-weight:700">${p}<small> per seat/month</small></p></div>`).join("")}
  </div></body>`;
const homeHtml = `<body style="font-family:sans-serif;padding:32px;background:#0f172a;color:white"><h1>Globex: world domination, as a service</h1></body>`;

async function seedPriceChange(page: Page, s: Session): Promise<{ competitorId: string; pricingShot: string; homeShot: string }> {
  const competitorId = await insertCompetitor(s, "Globex");
  const pricingShot = await storeScreenshot(page, competitorId, "pricing-1.png", pricingHtml);
  const homeShot = await storeScreenshot(page, competitorId, "home-1.png", homeHtml);
  const facts = { kind: "price_changed", plan: "Team", oldPrice: 25, newPrice: 29, oldCurrency: "EUR", newCurrency: "EUR", oldPeriod: "month", newPeriod: "month", oldUnit: "seat", newUnit: "seat", direction: "increase", relativeChange: 0.16 };
  await db().query(
    `insert into changes (user_id, competitor_id, type, importance, score, description, old_content, new_content, url, screenshot, facts)
     values ($1, $2, 'pricing', 'high', 86, 'Team plan: €25 → €29 per seat/month', '€25 per seat/month', '€29 per seat/month', 'https://globex.example/pricing', $3, $4)`,
    [s.userId, competitorId, pricingShot, JSON.stringify(facts)],
  );
  return { competitorId, pricingShot, homeShot };
}

/** A change stored as a scan stores it (no screenshot), for the user's competitor. */
async function insertChange(s: Session, competitorId: string, c: { type?: string; importance: string; score: number; description: string; old: string | null; new: string | null; url: string; facts: object }) {
  await db().query(
    `insert into changes (user_id, competitor_id, type, importance, score, description, old_content, new_content, url, facts)
     values ($1, $2, $10, $3, $4, $5, $6, $7, $8, $9)`,
    [s.userId, competitorId, c.importance, c.score, c.description, c.old, c.new, c.url, JSON.stringify(c.facts), c.type ?? "pricing"],
  );
}

test("a change's card names its fact before → after and shows the screenshot of the page it was found on", async ({ page }, info) => {
  const s = await signUp(page);
  const { pricingShot, homeShot } = await seedPriceChange(page, s);
  await page.goto("/dashboard/changes");
  const card = page.getByTestId("change-item").first();
  await expect(card).toBeVisible(FIRST_PAINT);
  const fact = card.getByTestId("change-fact");
  await expect(fact).toHaveAttribute("aria-label", "Team: €25 → €29 per seat/month", AFTER_CALL);
  await expect(fact.getByTestId("change-fact-before")).toHaveText("€25");
  await expect(fact.getByTestId("change-fact-after")).toHaveText("€29");
  await expect(fact.getByTestId("change-fact-tail")).toHaveText("per seat/month");
  // Said once: the description that restates the fact is not shown beside it.
  await expect(card.getByTestId("change-description")).toHaveCount(0);
  await expect(card.getByText("€29", { exact: false })).toHaveCount(1);
  fs.mkdirSync(SHOTS, { recursive: true });
  await card.screenshot({ path: path.join(SHOTS, `change-card-${info.project.name}.png`) });

  await card.getByRole("button", { name: "Compare" }).click();
  const shots = card.getByTestId("change-screenshots");
  await expect(shots).toBeVisible();
  const img = shots.getByRole("img", { name: /Screenshot of Globex's page/ });
  await expect(img).toHaveAttribute("src", new RegExp(`${path.basename(pricingShot)}$`));
  await expect(img).not.toHaveAttribute("src", new RegExp(path.basename(homeShot)));
  if (process.env.E2E_DATA_DIR) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), AFTER_CALL).toBeGreaterThan(0);
  }
  await card.screenshot({ path: path.join(SHOTS, `change-card-open-${info.project.name}.png`) });
});

test("the intelligence panel shows what the thumbs taught per fact type, with an empty state before any", async ({ page }, info) => {
  const s = await signUp(page);
  await seedPriceChange(page, s);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.goto("/dashboard");
  const panel = page.getByTestId("intelligence-panel");
  await expect(panel.getByTestId("fact-patterns-empty")).toBeVisible(FIRST_PAINT);
  await panel.screenshot({ path: path.join(SHOTS, `intelligence-empty-${info.project.name}.png`) });

  // A thumbs-down on the plan price change (shown high) teaches the "plan price" fact type.
  await page.goto("/dashboard/changes");
  const card = page.getByTestId("change-item").first();
  await card.getByRole("button", { name: "No, not important" }).click();
  await expect(card.getByTestId("feedback-recorded")).toBeVisible(AFTER_CALL);

  await page.goto("/dashboard");
  const row = panel.getByTestId("fact-pattern");
  await expect(row).toHaveCount(1, AFTER_CALL);
  await expect(row).toContainText("Plan price");
  await expect(row).toContainText("Pricing · 1 rating");
  const rate = Number((await row.getByText(/· \d+%$/).textContent())?.match(/(\d+)%/)?.[1]);
  expect(rate).toBeLessThan(50);
  // One answer is noted, not announced: the row and the patterns say the same as the rate.
  if (rate >= 30) {
    await expect(row).toContainText("scoring stays as it is");
    await expect(panel).not.toContainText("“plan price” pricing changes now score");
  } else await expect(row).toContainText("now score a level lower");
  await panel.screenshot({ path: path.join(SHOTS, `intelligence-fact-types-${info.project.name}.png`) });
  await panel.getByTestId("fact-patterns").screenshot({ path: path.join(SHOTS, `intelligence-fact-row-${info.project.name}.png`) });
});

test("a priced option of a rewritten section is its own card, named by its section with what it states", async ({ page }, info) => {
  const s = await signUp(page);
  const competitorId = await insertCompetitor(s, "Initech");
  // As the detector stores a priced group of a pricing-page rewrite (lib/changes/detect/priced-groups.ts).
  const facts = {
    kind: "price_terms_changed",
    fact: { kind: "priced_item", label: "Premium package", before: null, after: "Replies within four hours for €199 per month; A named engineer and a shared chat channel" },
    page: "pricing",
    section: "Premium package",
    moneyBefore: [],
    moneyAfter: ["EUR 199"],
  };
  await insertChange(s, competitorId, {
    importance: "high",
    score: 80,
    description: "Pricing page (Premium package): added “Replies within four hours for €199 per month.”, “A named engineer and a shared chat channel.”",
    old: null,
    new: "Replies within four hours for €199 per month.\nA named engineer and a shared chat channel.",
    url: "https://initech.example/pricing",
    facts,
  });
  await page.goto("/dashboard/changes");
  const card = page.getByTestId("change-item").first();
  await expect(card).toBeVisible(FIRST_PAINT);
  const fact = card.getByTestId("change-fact");
  await expect(fact).toHaveAttribute("aria-label", "Premium package: Replies within four hours for €199 per month; A named engineer and a shared chat channel (new)", AFTER_CALL);
  await expect(fact.getByTestId("change-fact-after")).toContainText("€199 per month");
  fs.mkdirSync(SHOTS, { recursive: true });
  await card.screenshot({ path: path.join(SHOTS, `change-card-priced-${info.project.name}.png`) });
});

test("a recommendation moved from one card to another names the recommended plan before → after", async ({ page }, info) => {
  const s = await signUp(page);
  const competitorId = await insertCompetitor(s, "Globex");
  const facts = { kind: "highlight_changed", page: "pricing", plan: "Growth", highlighted: true, from: "Starter" };
  await insertChange(s, competitorId, { importance: "medium", score: 55, description: "Highlight as recommended moved from Starter to Growth", old: "Starter", new: "Growth", url: "https://globex.example/pricing", facts });
  await page.goto("/dashboard/changes");
  const card = page.getByTestId("change-item").first();
  await expect(card).toBeVisible(FIRST_PAINT);
  const fact = card.getByTestId("change-fact");
  await expect(fact).toHaveAttribute("aria-label", "Recommended plan: Starter → Growth", AFTER_CALL);
  await expect(fact.getByTestId("change-fact-before")).toHaveText("Starter");
  await expect(fact.getByTestId("change-fact-after")).toHaveText("Growth");
  fs.mkdirSync(SHOTS, { recursive: true });
  await card.screenshot({ path: path.join(SHOTS, `change-card-recommended-${info.project.name}.png`) });
});

test("a plan's feature line rewritten is its own card, the line before → after", async ({ page }, info) => {
  const s = await signUp(page);
  const competitorId = await insertCompetitor(s, "Globex");
  // As the detector stores one line of a plan's list rewritten in place (lib/changes/detect/list-units.ts).
  const facts = { kind: "plan_features_changed", plan: "Team", added: ["Up to 21 projects"], removed: ["Up to 10 projects"] };
  await insertChange(s, competitorId, { importance: "medium", score: 55, description: "Team plan: Up to 10 projects → Up to 21 projects", old: "Up to 10 projects", new: "Up to 21 projects", url: "https://globex.example/pricing", facts });
  await page.goto("/dashboard/changes");
  const card = page.getByTestId("change-item").first();
  await expect(card).toBeVisible(FIRST_PAINT);
  const fact = card.getByTestId("change-fact");
  // The words both sides end on are said once, after the new value.
  await expect(fact).toHaveAttribute("aria-label", "Team · features: Up to 10 → Up to 21 projects", AFTER_CALL);
  await expect(fact.getByTestId("change-fact-before")).toHaveText("Up to 10");
  await expect(fact.getByTestId("change-fact-after")).toHaveText("Up to 21");
  await expect(fact.getByTestId("change-fact-tail")).toHaveText("projects");
  fs.mkdirSync(SHOTS, { recursive: true });
  await card.screenshot({ path: path.join(SHOTS, `change-card-feature-line-${info.project.name}.png`) });
});

test("a feature renamed names the feature before → after, one card", async ({ page }, info) => {
  const s = await signUp(page);
  const competitorId = await insertCompetitor(s, "Globex");
  // As the detector stores a feature renamed (lib/changes/detect/feature-changes.ts).
  const facts = { kind: "features_renamed", count: 1, items: ["Time tracker"], renamedFrom: "Time tracking", details: [{ name: "Time tracker", category: "Core" }] };
  await insertChange(s, competitorId, { type: "feature", importance: "medium", score: 42, description: "Feature renamed: Time tracking → Time tracker", old: "Time tracking", new: "Time tracker", url: "https://globex.example/features", facts });
  await page.goto("/dashboard/changes");
  const card = page.getByTestId("change-item").first();
  await expect(card).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId("change-item")).toHaveCount(1);
  const fact = card.getByTestId("change-fact");
  await expect(fact).toHaveAttribute("aria-label", "Feature name: Time tracking → Time tracker", AFTER_CALL);
  await expect(fact.getByTestId("change-fact-before")).toHaveText("Time tracking");
  await expect(fact.getByTestId("change-fact-after")).toHaveText("Time tracker");
  fs.mkdirSync(SHOTS, { recursive: true });
  await card.screenshot({ path: path.join(SHOTS, `change-card-feature-renamed-${info.project.name}.png`) });
});

test("a feature whose description changed names the feature, its description before → after, one card", async ({ page }, info) => {
  const s = await signUp(page);
  const competitorId = await insertCompetitor(s, "Globex");
  // As the detector stores a feature's description that states other facts (lib/changes/detect/feature-changes.ts).
  const [before, after] = ["Run up to 20 builds at once across Linux, macOS and Windows.", "Run up to 50 builds at once across Linux, macOS and Windows."];
  const facts = { kind: "features_described", count: 1, items: ["Parallel builds"], details: [{ name: "Parallel builds", category: "General", before, after }], totalBefore: 4, totalAfter: 4 };
  await insertChange(s, competitorId, { type: "feature", importance: "medium", score: 45, description: `Feature changed: Parallel builds: “${before}” → “${after}”`, old: before, new: after, url: "https://globex.example/features", facts });
  await page.goto("/dashboard/changes");
  const card = page.getByTestId("change-item").first();
  await expect(card).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId("change-item")).toHaveCount(1);
  const fact = card.getByTestId("change-fact");
  // The words both descriptions end with are written once, after the new value.
  await expect(fact).toHaveAttribute("aria-label", "Parallel builds: Run up to 20 → Run up to 50 builds at once across Linux, macOS and Windows.", AFTER_CALL);
  await expect(fact.getByTestId("change-fact-before")).toHaveText("Run up to 20");
  await expect(fact.getByTestId("change-fact-after")).toHaveText("Run up to 50");
  fs.mkdirSync(SHOTS, { recursive: true });
  await card.screenshot({ path: path.join(SHOTS, `change-card-feature-described-${info.project.name}.png`) });
});
