import { expect, test } from "@playwright/test";
import { FIRST_PAINT, closeDb, db, insertCompetitor, openCards, signUp, type Session } from "./support/competitors";

/**
 * The product profile on the competitor detail page (issue 25 point 5): the target audience with its
 * evidence (the words, the plan, the page), key capabilities that are not the hero sentence, and
 * integrations with their taxonomy categories; at 1280 and 390 px. The snapshot is written with `pg`
 * as a scan stores it.
 */

test.afterAll(closeDb);

async function seed(s: Session, name: string, ai: object): Promise<string> {
  const id = await insertCompetitor(s, name);
  const plan = (n: string, price: number | null, features: string[], unit: string | null = null) => ({ name: n, price, currency: price === null ? null : "USD", period: price === null ? null : "month", unit, addOns: [], features });
  const extracted = {
    markdown: "# Ship every week\nThe planning tool your team will actually use.",
    pricingMarkdown: "# Pricing",
    featuresMarkdown: "",
    pricingPlans: [plan("Free", 0, ["Up to 3 team members"]), plan("Team", 12, ["Roadmaps", "Sprint boards"], "user"), plan("Enterprise", null, ["SSO / SAML", "Audit logs"])],
    features: [],
    aiExtractedData: ai,
  };
  const meta = { markdownLength: 9120, hasPublicPricing: true, hasPricingPage: true, pages: [], screenshots: {}, fetchMode: "http", warnings: [] };
  await db().query("insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data) values ($1,$2,0.8,'e2e',$3,$4)", [id, s.userId, JSON.stringify(meta), JSON.stringify(extracted)]);
  return id;
}

const PROFILE = {
  integrations: [
    { name: "GitHub", category: "Source control" },
    { name: "Slack", category: "Chat" },
    { name: "Google Calendar", category: "Calendar" },
    { name: "Stripe", category: "Payments" },
  ],
  keyCapabilities: ["Roadmaps", "Sprint boards", "Time tracking", "Custom dashboards & reports"],
  audience: {
    segment: "small teams",
    also: ["enterprise"],
    evidence: [
      { segment: "small teams", kind: "phrase", text: "For growing teams that ship every week", page: "pricing", plan: "Team" },
      { segment: "small teams", kind: "seats", text: "Up to 3 team members", page: "pricing", plan: "Free" },
      { segment: "small teams", kind: "per-seat price", text: "Team: priced per user", page: "pricing", plan: "Team" },
      { segment: "enterprise", kind: "compliance", text: "SSO / SAML", page: "pricing", plan: "Enterprise" },
    ],
  },
};

for (const width of [1280, 390]) {
  test(`profile area at ${width} px: segment with named evidence, capabilities not the hero, categorised integrations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const s = await signUp(page);
    const id = await seed(s, "Shipwise", PROFILE);
    await page.goto(`/dashboard/competitors/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Shipwise" })).toBeVisible(FIRST_PAINT);
    await openCards(page);
    const audience = page.getByTestId("target-audience");
    await expect(audience.getByTestId("audience-segment")).toHaveText("Small teams");
    await expect(audience).toContainText("also serves");
    await expect(audience).toContainText("Enterprise");
    const evidence = audience.getByTestId("audience-evidence");
    await expect(evidence).toHaveCount(4);
    await expect(evidence.first()).toContainText("“For growing teams that ship every week”");
    await expect(evidence.first()).toContainText("Team plan · Pricing page · says who it is for");
    await expect(evidence.nth(1)).toContainText("Free plan · Pricing page · team size");
    const caps = page.getByTestId("key-capabilities");
    await expect(caps).toContainText("Sprint boards");
    await expect(caps).not.toContainText("The planning tool your team will actually use");
    const ints = page.getByTestId("integrations");
    await expect(ints).toContainText("GitHub· Source control");
    await expect(ints).toContainText("Google Calendar· Calendar");
    await expect(ints).not.toContainText("General");
    // the profile area (the grid of the three cards), for a person to look at
    await audience.locator("xpath=..").screenshot({ path: `/tmp/profile-${width}-${test.info().project.name}.png` });
  });
}

test("a snapshot scanned before the profile existed says the next scan reads the audience", async ({ page }) => {
  const s = await signUp(page);
  const id = await seed(s, "Oldscan", { integrations: [{ name: "Slack", category: "General" }], keyCapabilities: [] });
  await page.goto(`/dashboard/competitors/${id}`);
  await openCards(page);
  await expect(page.getByTestId("target-audience")).toContainText("Not read yet: the next scan reads who the plans and pages address.");
  await expect(page.getByTestId("key-capabilities")).toContainText("No key capabilities found.");
});
