import { expect, test } from "@playwright/test";
import { AFTER_CALL, closeDb, db, FIRST_PAINT, insertCompetitor, isMobile, openCards, signUp } from "./support/competitors";

/**
 * Issue 27, point 4: a competitor whose site answered the last scan with a bot wall is Blocked, with
 * the reason and advice, on the list and the detail page (the scan pipeline itself is covered by
 * tests/integration/scan-blocked.test.ts). Screenshots under /tmp for review.
 */

const WHY = "The site answered HTTP 403 with a bot check instead of its page. Nothing was compared and no change was recorded. Rivalscope keeps the last good snapshot and tries again later with growing intervals. If it stays blocked, ask the site to allow the Rivalscope crawler, or check the page in a browser.";

test.afterAll(closeDb);

test("a Blocked competitor on the list and its detail page: label, reason and advice", async ({ page }, info) => {
  const s = await signUp(page);
  const blocked = await insertCompetitor(s, "Walledgarden", { status: "blocked", lastError: WHY });
  await insertCompetitor(s, "Openfield");
  const meta = { markdownLength: 4200, hasPublicPricing: true, hasPricingPage: true, pages: [], screenshots: {}, fetchMode: "http", warnings: [] };
  const extracted = { markdown: "# Walledgarden\nGardens behind walls.", pricingMarkdown: "", featuresMarkdown: "", pricingPlans: [{ name: "Team", price: 49, currency: "USD", period: "month", unit: null, addOns: [], features: ["5 users"] }], features: [] };
  await db().query("insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data) values ($1,$2,0.9,'e2e-blocked',$3,$4)", [blocked, s.userId, JSON.stringify(meta), JSON.stringify(extracted)]);

  // The scan that ended Blocked, as the worker records it.
  await db().query(
    "insert into jobs (user_id, kind, status, competitor_id, data, result, error, attempts, started_at, completed_at) values ($1,'scan','failed',$2,$3,$4,$5,1,now(),now())",
    [s.userId, blocked, JSON.stringify({ competitorId: blocked, competitorName: "Walledgarden", reason: "scheduled" }), JSON.stringify({ status: "failed", message: "Blocked by the site", details: { websiteAccessError: WHY.split(" Nothing")[0], blocked: true } }), WHY.split(" Nothing")[0]],
  );

  await page.goto("/dashboard/competitors");
  const mobile = isMobile(info);
  const row = mobile ? page.getByRole("button", { name: /Walledgarden/ }) : page.getByTestId("competitor-card").filter({ hasText: "Walledgarden" });
  await expect(row).toBeVisible(FIRST_PAINT);
  await expect(row.getByTestId("status-badge")).toHaveText("Blocked");
  if (mobile) {
    await expect(row).toContainText("Bot check · will retry later");
  } else {
    await expect(row.getByTestId("blocked-notice")).toContainText("HTTP 403 with a bot check");
    // The status filter has Blocked, and it keeps only the blocked competitor.
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Blocked" }).click();
    await expect(page.getByTestId("competitor-card")).toHaveCount(1, AFTER_CALL);
    await expect(page.getByText("with status Blocked")).toBeVisible();
  }
  await page.screenshot({ path: `/tmp/rivalscope-shots/blocked-list-${info.project.name}.png`, fullPage: true });

  // The jobs dialog names the failed scan Blocked, with what happened.
  await page.getByTestId("scan-jobs-trigger").click();
  const job = page.getByTestId("scan-jobs-dialog").getByTestId("scan-job").filter({ hasText: "Walledgarden" });
  await expect(job).toContainText("Blocked");
  await expect(job).toContainText("Blocked by the site");
  await page.screenshot({ path: `/tmp/rivalscope-shots/blocked-jobs-${info.project.name}.png` });
  await page.keyboard.press("Escape");

  if (mobile) {
    // The drawer of the row shows the reason too.
    await row.click();
    await expect(page.getByRole("dialog").getByTestId("blocked-notice")).toContainText("bot check");
    await page.screenshot({ path: `/tmp/rivalscope-shots/blocked-drawer-${info.project.name}.png` });
    await page.keyboard.press("Escape");
  }

  await page.goto(`/dashboard/competitors/${blocked}`);
  await expect(page.getByRole("heading", { level: 1, name: "Walledgarden" })).toBeVisible(FIRST_PAINT);
  const notice = page.getByRole("alert").filter({ hasText: "Blocked by the site." });
  await expect(notice).toContainText("Nothing was compared");
  await expect(notice).toContainText("ask the site to allow the Rivalscope crawler");
  await expect(page.getByTestId("status-badge").first()).toHaveText("Blocked");
  await openCards(page);
  // The last good snapshot still shows.
  await expect(page.getByTestId("pricing-plan").first()).toContainText("$49/mo");
  await page.screenshot({ path: `/tmp/rivalscope-shots/blocked-detail-${info.project.name}.png`, fullPage: true });

  // The API says it too.
  const api = await page.request.get(`/api/competitors/${blocked}`, { headers: { authorization: `Bearer ${s.token}` } });
  expect((await api.json()).data).toMatchObject({ status: "blocked", lastError: WHY });
});
