import path from "node:path";
import { expect, test } from "@playwright/test";
import { FIRST_PAINT, closeDb, db, insertCompetitor, openCards, signUp, type Session } from "./support/competitors";

/** Competitor detail: a doubtful pricing extraction says so instead of a high percentage, and plans of
 * several groups on one page show their group. The snapshot is written with `pg`, as a scan would. */

test.afterAll(closeDb);

async function seed(s: Session, doubt: string | null): Promise<string> {
  const id = await insertCompetitor(s, "Buildrail");
  const plan = (name: string, price: number | null, group: string, over: object = {}) => ({
    name, price, currency: price === null ? null : "EUR", period: price ? "month" : null, unit: price ? "seat" : null, addOns: [], features: ["Unlimited pipelines"], group, ...over,
  });
  const extracted = {
    markdown: "# Buildrail\nCI that keeps up.",
    pricingMarkdown: "# Pricing",
    featuresMarkdown: "",
    pricingPlans: [plan("Team", 25, "Cloud", { highlighted: true }), plan("Enterprise", null, "Cloud"), plan("Business", 19, "Self-hosted")],
    // as extraction writes a page's usage rates: a rate picker's card text, a Resource | Price table's rows
    pricingAddOns: ["€0.008 per extra build minute", "Memory: €6 / GB / month", "Outbound traffic: €0.04 / GB"],
    features: [],
    aiExtractedData: { integrations: [], keyCapabilities: [] },
  };
  const meta = { markdownLength: 1200, hasPublicPricing: true, hasPricingPage: true, pages: [], screenshots: {}, fetchMode: "http", warnings: [], ...(doubt ? { pricingDoubt: doubt } : {}) };
  await db().query("insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data) values ($1,$2,$3,'e2e',$4,$5)", [id, s.userId, doubt ? 0.5 : 0.91, JSON.stringify(meta), JSON.stringify(extracted)]);
  return id;
}

test("a doubtful pricing page says some plans may be missing; plan groups are shown", async ({ page }, info) => {
  const s = await signUp(page);
  const id = await seed(s, "3 prices on the page belong to no plan that was found.");
  await page.goto(`/dashboard/competitors/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Buildrail" })).toBeVisible(FIRST_PAINT);
  await openCards(page);
  const scanInfo = page.getByTestId("scan-info");
  await expect(scanInfo).toContainText("Low");
  await expect(scanInfo).toContainText("Some plans may be missing");
  await expect(scanInfo).not.toContainText("50%");
  await expect(page.getByTestId("pricing-doubt")).toContainText("Some plans may be missing. 3 prices on the page belong to no plan that was found.");
  const groups = page.getByTestId("plan-group");
  await expect(groups).toHaveText(["Cloud", "Cloud", "Self-hosted"]);
  await expect(page.getByTestId("pricing-addons").getByRole("listitem")).toHaveText(["€0.008 per extra build minute", "Memory: €6 / GB / month", "Outbound traffic: €0.04 / GB"]);
  await page.getByTestId("pricing-plans").screenshot({ path: path.join(".test-results", `pricing-doubt-${info.project.name}.png`) });
});

test("a sound pricing page shows its confidence and no doubt", async ({ page }) => {
  const s = await signUp(page);
  const id = await seed(s, null);
  await page.goto(`/dashboard/competitors/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Buildrail" })).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId("scan-info")).toContainText("91%");
  await expect(page.getByTestId("pricing-doubt")).toHaveCount(0);
});
