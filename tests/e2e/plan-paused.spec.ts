import { expect, test } from "@playwright/test";
import { closeDb, FIRST_PAINT, insertCompetitor, isMobile, signUp } from "./support/competitors";

/**
 * Issue 28, point 1 (the user is told which competitors a downgrade paused): after Switch to Free
 * during the trial, the competitor over the Free limit (the newest) says on the list and on its page
 * that the plan paused it, that nothing was deleted, and how to get it back; the one kept does not.
 * Screenshots under /tmp/shots-a28 for review.
 */

test.afterAll(closeDb);

test("a competitor paused by a downgrade says so on the list and on its page", async ({ page }, info) => {
  const s = await signUp(page);
  await insertCompetitor(s, "Oldfield");
  const newer = await insertCompetitor(s, "Newfield");
  const down = await page.request.put("/api/subscriptions/plan", { data: { newPriceId: "free" }, headers: { authorization: `Bearer ${s.token}` } });
  expect(down.status(), await down.text()).toBe(200);

  await page.goto("/dashboard/competitors");
  const mobile = isMobile(info);
  const row = (name: string) => (mobile ? page.getByRole("button", { name: new RegExp(name) }) : page.getByTestId("competitor-card").filter({ hasText: name }));
  await expect(row("Newfield")).toBeVisible(FIRST_PAINT);
  await expect(row("Newfield").getByTestId("status-badge")).toHaveText("Paused");
  if (mobile) {
    await expect(row("Newfield")).toContainText("Paused by your plan's limit");
    await expect(row("Oldfield")).not.toContainText("Paused by your plan's limit");
  } else {
    await expect(row("Newfield").getByTestId("plan-paused-notice")).toContainText("Paused by your plan's limit. Upgrade to resume it, or pause another competitor to make room.");
    await expect(row("Oldfield").getByTestId("plan-paused-notice")).toHaveCount(0);
  }
  await page.screenshot({ path: `/tmp/shots-a28/plan-paused-list-${info.project.name}.png`, fullPage: true });

  await page.goto(`/dashboard/competitors/${newer}`);
  const notice = page.getByTestId("plan-paused-notice");
  await expect(notice).toContainText("nothing was deleted", FIRST_PAINT);
  await expect(notice.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing");
  await page.screenshot({ path: `/tmp/shots-a28/plan-paused-detail-${info.project.name}.png` });
});
