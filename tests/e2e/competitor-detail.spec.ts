import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { AFTER_CALL, FIRST_PAINT, closeDb, db, insertCompetitor, openCards, signUp, type Session } from "./support/competitors";

/** Competitor detail and LLM view (spec §8), desktop and mobile: the latest snapshot is written with
 * `pg` into DATABASE_URL (and its screenshot into the app's DATA_DIR), as a scan would. */

test.afterAll(closeDb);

test.describe("competitor detail", () => {
  async function seedSnapshot(s: Session): Promise<string> {
    const id = await insertCompetitor(s, "Globex");
    const shot = `screenshots/${id}/home-1.png`;
    const dataDir = process.env.E2E_DATA_DIR;
    if (dataDir) {
      fs.mkdirSync(path.join(dataDir, "screenshots", id), { recursive: true });
      const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
      fs.writeFileSync(path.join(dataDir, shot), png);
    }
    const plan = (name: string, price: number | null, features: string[], over: object = {}) => ({ name, price, currency: price === null ? null : "USD", period: price === null ? null : "month", unit: null, addOns: [], features, ...over });
    const extracted = {
      markdown: "# Globex\nWorld domination, as a service.",
      pricingMarkdown: "# Pricing\nStarter and Team.",
      featuresMarkdown: "# Features",
      pricingPlans: [plan("Starter", 0, ["1 project"]), plan("Team", 29, ["Unlimited projects", "Priority support", "SSO", "Audit logs", "Roles"], { unit: "user", highlighted: true }), plan("Enterprise", null, ["SLA"]), plan("Prices in USD. Taxes extra.", 5, [])],
      features: [
        { category: "Analytics", name: "**Real-time dashboards**" },
        { category: "Analytics", name: "Funnels (beta)" },
        { category: "Analytics", name: "BI" },
        ...["Cohorts", "Retention", "Custom events", "Data export"].map((name) => ({ category: "Analytics", name })),
        { category: "Security", name: "[Audit logs](https://globex.example/audit)" },
      ],
      aiExtractedData: { integrations: [{ name: "Slack", category: "Chat" }], keyCapabilities: ["Real-time analytics on any event stream"] },
    };
    const meta = { markdownLength: 18342, hasPublicPricing: true, hasPricingPage: true, pages: [], screenshots: { home: shot }, fetchMode: "browser", warnings: [] };
    await db().query("insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data) values ($1,$2,0.87,'e2e',$3,$4)", [id, s.userId, JSON.stringify(meta), JSON.stringify(extracted)]);
    return id;
  }

  test("shows the latest snapshot with the display rules, and the LLM view", async ({ page }) => {
    const s = await signUp(page);
    const id = await seedSnapshot(s);
    await page.goto(`/dashboard/competitors/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Globex" })).toBeVisible(FIRST_PAINT);
    await openCards(page);
    await expect(page.getByTestId("status-badge").first()).toHaveText("Active");
    await expect(page.getByRole("link", { name: "Visit Site" })).toHaveAttribute("href", "https://globex.example");
    const info = page.getByTestId("scan-info");
    await expect(info).toContainText("18,342 characters");
    await expect(info).toContainText("Yes");
    await expect(info).toContainText("87%");
    const plans = page.getByTestId("pricing-plan");
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(1)).toContainText("$29/user/mo");
    await expect(plans.nth(1)).toContainText("+2 more features");
    await expect(plans.nth(1).getByRole("listitem")).toHaveCount(4);
    await expect(plans.nth(2)).toContainText("Custom");
    await expect(page.getByTestId("pricing-plans")).not.toContainText("Taxes extra");
    const features = page.getByTestId("key-features");
    await expect(features).toContainText("Real-time dashboards");
    await expect(features).not.toContainText("**");
    await expect(features).toContainText("Funnels");
    await expect(features).not.toContainText("(beta)");
    await expect(features.getByText("BI", { exact: true })).toHaveCount(0);
    await expect(features.getByTestId("feature-group").first().getByRole("listitem")).toHaveCount(5);
    await expect(features).toContainText("Audit logs");
    await expect(page.getByTestId("integrations")).toContainText("Slack");
    await expect(page.getByTestId("key-capabilities")).toContainText("Real-time analytics on any event stream");
    // The competitor's intelligence report: with no changes recorded yet it says no prediction can be made.
    const report = page.getByTestId("insight-report-card");
    await expect(report.getByRole("heading", { name: "Intelligence report" })).toBeVisible();
    await expect(report.getByTestId("insight-no-prediction")).toBeVisible(AFTER_CALL);
    if (process.env.E2E_DATA_DIR) {
      const img = page.getByTestId("screenshots").getByRole("img", { name: "Home page screenshot" });
      // The image loads lazily: bring it into view as a reader scrolling down would.
      await img.scrollIntoViewIfNeeded();
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }

    await page.getByRole("link", { name: "LLM View" }).click();
    const text = page.getByTestId("llm-text");
    await expect(text).toBeVisible(FIRST_PAINT);
    for (const section of ["MAIN CONTENT", "PRICING PAGE", "FEATURES PAGE", "EXTRACTED PRICING PLANS", "EXTRACTED FEATURES", "INTEGRATIONS", "KEY CAPABILITIES"]) {
      await expect(text).toContainText(`=== ${section} ===`);
    }
    await expect(text).toContainText("World domination, as a service.");
  });

  test("the intelligence report shows the next move with its track record of kept predictions", async ({ page }) => {
    const s = await signUp(page);
    const id = await seedSnapshot(s);
    // Three pricing moves 10, 45 and 80 days ago, and four earlier predictions already judged: three came true.
    await db().query(
      `insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, detected_at)
       select $1, $2, 'pricing', 'high', 'Team plan: $' || (20 + d) || ' → $29 per user/month', null, null, now() - make_interval(days => d)
       from unnest(array[10, 45, 80]) as x(d)`,
      [s.userId, id],
    );
    await db().query(
      `insert into predictions (user_id, competitor_id, kind, what, confidence, made_at, window_end, outcome, resolved_at)
       select $1, $2, 'pricing', 'Globex changes its pricing again within 90 days', c, now() - make_interval(days => (300 - 60 * n)::int), now() - make_interval(days => (210 - 60 * n)::int), o, now() - make_interval(days => (220 - 60 * n)::int)
       from unnest(array[0.7, 0.6, 0.8, 0.65]::real[], array['came_true', 'came_true', 'did_not', 'came_true']) with ordinality as x(c, o, n)`,
      [s.userId, id],
    );
    await page.goto(`/dashboard/competitors/${id}`);
    await openCards(page);
    const prediction = page.getByTestId("insight-report-card").getByTestId("insight-prediction");
    await expect(prediction).toContainText("Globex changes its pricing again within 90 days", AFTER_CALL);
    await expect(prediction.getByTestId("insight-track-record")).toHaveText("Track record: 3 of 4 predictions came true.");
    await prediction.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`track-record-${page.viewportSize()!.width}.png`) });
  });

  test("empty and error states", async ({ page }) => {
    const s = await signUp(page);
    const id = await insertCompetitor(s, "Fresh", { lastChecked: null });
    await page.goto(`/dashboard/competitors/${id}`);
    await expect(page.getByText("No content available")).toBeVisible(FIRST_PAINT);
    await expect(page.getByText("This competitor hasn't been scanned yet")).toBeVisible();
    const screenshot = await page.request.get(`/api/competitors/${id}/screenshots/home-1.png`);
    expect(screenshot.status()).toBe(404);

    await page.goto("/dashboard/competitors/00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("Failed to load competitor")).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
    await page.goto("/dashboard/competitors/00000000-0000-4000-8000-000000000000/llm");
    await expect(page.getByText("Error loading data")).toBeVisible(FIRST_PAINT);
  });
});
