import { expect as baseExpect, test, type Page } from "@playwright/test";
import pg from "pg";
import { signUpAndStore } from "./support/signup";
import { startAlertReceiver, type AlertReceiver } from "../fakes/alert-receiver";

/**
 * The Notifications screen: title and description kept, the specification's empty state, then every
 * alert on record (in-app, webhook delivered and failed) with status, time and a link to the change;
 * the bell's "View all" leads there. At phone and desktop widths.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Quartz-Lantern-92!x";
const dbUrl = process.env.DATABASE_URL;
let pool: pg.Pool | null = null;
const db = () => (pool ??= new pg.Pool({ connectionString: dbUrl, max: 2 }));
let hook: AlertReceiver;
test.beforeAll(async () => {
  hook = await startAlertReceiver();
});
test.afterAll(async () => {
  await hook.close();
  await pool?.end();
  pool = null;
});
test.beforeEach(() => {
  test.skip(!dbUrl, "needs DATABASE_URL (npm test provides it)");
});

async function signUp(page: Page) {
  const email = `e2e-notif-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  return signUpAndStore(page, { name: "Noor Patel", email, password: PASSWORD }, { "has-seen-onboarding": "true", "beta-notice-dismissed": "true" });
}

test("lists every alert on record, after the empty state,", async ({ page }) => {
  // The desktop project runs it at 1280 px, the mobile one at 390 px.
  const width = page.viewportSize()!.width;
  const { user, tokens } = await signUp(page);
  const auth = { authorization: `Bearer ${tokens.accessToken}` };
  await page.goto("/dashboard/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByText("Manage your notification preferences and view recent alerts.")).toBeVisible();
  const empty = page.getByTestId("notifications-page-empty");
  await expect(empty.getByRole("heading", { name: "No notifications yet" })).toBeVisible();
  await expect(empty).toContainText("We'll notify you here when important changes are detected");
  await page.screenshot({ path: `/tmp/shots-27/notifications-empty-${width}.png`, fullPage: true });

  // One change (an in-app alert) and two webhook tests, one delivered and one refused by the receiver.
  const { rows: [c] } = await db().query("insert into competitors (user_id, name, url, domain, status) values ($1, 'Fabrikam Cloud', 'https://fabrikam.test', 'fabrikam.test', 'active') returning id", [user.id]);
  const { rows: [change] } = await db().query("insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, detected_at) values ($1, $2, 'pricing', 'high', 'Business plan raised from $99 to $129 per month', 'Business $99/month', 'Business $129/month', now() - interval '5 minutes') returning id", [user.id, c.id]);
  const created = await page.request.post("/api/alerts/webhooks", { headers: auth, data: { url: hook.url, kind: "webhook" } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id;
  expect((await page.request.post(`/api/alerts/webhooks/${id}/test`, { headers: auth })).status()).toBe(200);
  hook.answerNext(500);
  expect((await page.request.post(`/api/alerts/webhooks/${id}/test`, { headers: auth })).status()).toBe(200);

  await page.reload();
  const rows = page.getByTestId("notification-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("Webhook");
  await expect(rows.nth(0)).toContainText("Failed");
  await expect(rows.nth(0)).toContainText("The endpoint answered HTTP 500 (Internal Server Error).");
  await expect(rows.nth(1)).toContainText("Delivered");
  await expect(rows.nth(2)).toContainText("In-app");
  await expect(rows.nth(2)).toContainText("Fabrikam Cloud: Business plan raised from $99 to $129 per month");
  await expect(rows.nth(2)).toContainText("5m ago");
  await expect(page.getByText("Showing 3 of 3 alerts")).toBeVisible();
  await page.screenshot({ path: `/tmp/shots-27/notifications-list-${width}.png`, fullPage: true });

  // Filter by channel with the keyboard.
  await page.getByRole("button", { name: "In-app", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(1);
  // Newer changes of the same competitor put this one below the fold of its feed.
  await db().query("insert into changes (user_id, competitor_id, type, importance, description, detected_at) select $1, $2, 'content', 'medium', 'Homepage headline rewritten (' || n || ')', now() - interval '1 minute' from generate_series(1, 8) n", [user.id, c.id]);
  await rows.filter({ hasText: "Business plan raised" }).getByRole("link", { name: /^View the change/ }).click();
  // The link leads to that change: the feed of its competitor, the change opened, outlined, scrolled to and focused.
  await expect(page).toHaveURL(new RegExp(`/dashboard/changes\\?competitorId=${c.id}&change=${change.id}$`));
  const focused = page.locator(`[data-testid="change-item"][data-change-id="${change.id}"]`);
  await expect(focused).toHaveAttribute("data-focused", "true");
  await expect(focused).toBeFocused();
  await expect(page.getByTestId("change-item")).toHaveCount(9);
  await expect(focused).toBeInViewport();
  await expect(focused.getByTestId("change-details")).toBeVisible();
  await expect(focused.getByRole("button", { name: "Hide comparison" })).toBeVisible();
  await page.screenshot({ path: `/tmp/shots-27/notifications-to-change-${width}.png` });

  // The bell's "View all" leads back here.
  await page.getByTestId("notification-bell").click();
  await page.getByTestId("notification-popover").getByRole("link", { name: "View all" }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(rows).toHaveCount(11);
});

test("a link to a change further back loads the feed down to it; a deleted change is said to be gone", async ({ page }) => {
  const width = page.viewportSize()!.width;
  const { user } = await signUp(page);
  const { rows: [c] } = await db().query("insert into competitors (user_id, name, url, domain, status) values ($1, 'Tailspin Forms', 'https://tailspin.test', 'tailspin.test', 'active') returning id", [user.id]);
  const { rows: [old] } = await db().query("insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, detected_at) values ($1, $2, 'pricing', 'high', 'Starter plan dropped from $15 to $12 per month', 'Starter $15/month', 'Starter $12/month', now() - interval '3 days') returning id", [user.id, c.id]);
  // 45 newer changes: the linked one is on the feed's third page of 20.
  await db().query("insert into changes (user_id, competitor_id, type, importance, description, detected_at) select $1, $2, 'content', 'low', 'Blog post published (' || n || ')', now() - n * interval '1 minute' from generate_series(1, 45) n", [user.id, c.id]);

  await page.goto(`/dashboard/changes?competitorId=${c.id}&change=${old.id}`);
  const linked = page.locator(`[data-testid="change-item"][data-change-id="${old.id}"]`);
  await expect(linked).toHaveAttribute("data-focused", "true");
  await expect(page.getByTestId("change-item")).toHaveCount(46);
  await expect(linked).toBeFocused();
  await expect(linked).toBeInViewport();
  await expect(linked.getByTestId("change-details")).toContainText("Starter $12/month");
  await expect(page.getByTestId("linked-change-missing")).toHaveCount(0);
  await page.screenshot({ path: `/tmp/shots-27/linked-change-far-${width}.png` });

  // The change is deleted meanwhile: the feed says so above the competitor's other changes.
  await db().query("delete from changes where id = $1", [old.id]);
  await page.goto(`/dashboard/changes?competitorId=${c.id}&change=${old.id}`);
  await expect(page.getByTestId("linked-change-missing")).toContainText("no longer in the feed");
  await expect(page.getByTestId("change-item")).toHaveCount(45);
  await expect(page.locator('[data-testid="change-item"][data-focused]')).toHaveCount(0);
});
