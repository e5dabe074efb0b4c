import { expect as baseExpect, test, type Page } from "@playwright/test";
import pg from "pg";
import { signUpViaApi } from "./support/signup";

/**
 * The notification bell (spec §2: 99+ cap, red dot, groups in order with titles, 3 per group,
 * 'View N more', view and mark read, Mark all as read, empty text) and the dashboard overview
 * (hero with its intelligence report, System Overview counts, 'Everything is quiet', failure and
 * Retry, upgrade links), including a live change reaching both.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Quartz-Lantern-92!x";
const dbUrl = process.env.DATABASE_URL;
let pool: pg.Pool | null = null;
const db = () => (pool ??= new pg.Pool({ connectionString: dbUrl, max: 3 }));
test.afterAll(async () => {
  await pool?.end();
  pool = null;
});
test.beforeEach(() => {
  test.skip(!dbUrl, "needs DATABASE_URL (npm test provides it)");
});

async function signUp(page: Page): Promise<string> {
  const email = `e2e-bell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await signUpViaApi(page, { name: "Dana Rivera", email, password: PASSWORD });
  expect(res.status()).toBe(200);
  const { user, tokens } = (await res.json()).data;
  await page.addInitScript((items) => {
    if (sessionStorage.getItem("e2e-seeded")) return;
    sessionStorage.setItem("e2e-seeded", "1");
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, {
    auth_token: tokens.accessToken,
    api_key: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    user: JSON.stringify(user),
    "has-seen-onboarding": "true",
    "beta-notice-dismissed": "true",
  });
  return user.id;
}

async function competitor(userId: string, name: string, status = "active", type = "competitor"): Promise<string> {
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.test`;
  const { rows } = await db().query(
    "insert into competitors (user_id, name, url, domain, type, status) values ($1, $2, $3, $4, $5, $6) returning id",
    [userId, name, `https://${domain}`, domain, type, status],
  );
  return rows[0].id;
}

/** `spec` is [type, importance, count]; the first listed is the newest. */
async function changes(userId: string, competitorId: string, spec: [string, string, number][], isRead = false): Promise<string[]> {
  const rows: [string, string][] = spec.flatMap(([t, imp, n]) => Array.from({ length: n }, () => [t, imp] as [string, string]));
  const res = await db().query(
    `insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, is_read, detected_at)
     select $1, $2, t, i, t || ' change #' || o, 'Starter: $9 per month', 'Starter: $12 per month', $5, now() - make_interval(mins => o::int)
     from unnest($3::text[], $4::text[]) with ordinality as x(t, i, o)
     returning id`,
    [userId, competitorId, rows.map((r) => r[0]), rows.map((r) => r[1]), isRead],
  );
  return res.rows.map((r) => r.id);
}

/** Opens a dashboard page and waits until the bell has its unread count (slow first loads happen). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("notification-bell")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("overview-loading")).toHaveCount(0, { timeout: 60_000 });
}

async function openBell(page: Page) {
  await page.getByTestId("notification-bell").click();
  const popover = page.getByTestId("notification-popover");
  await expect(popover).toBeVisible();
  return popover;
}

test("the bell groups unread changes by type in order, 3 per group, with 'View N more'", async ({ page }) => {
  const userId = await signUp(page);
  const acme = await competitor(userId, "Acme Analytics");
  await changes(userId, acme, [
    ["other", "low", 1],
    ["visual", "low", 1],
    ["structure", "low", 1],
    ["content", "low", 1],
    ["integration", "medium", 1],
    ["feature", "medium", 2],
    ["pricing", "high", 1],
    ["pricing", "medium", 4],
  ]);
  await changes(userId, acme, [["pricing", "high", 3]], true);
  await visit(page, "/dashboard/notifications");

  await expect(page.getByTestId("bell-count")).toHaveText("12");
  await expect(page.getByTestId("bell-high-dot")).toBeVisible();
  const popover = await openBell(page);
  const groups = popover.getByTestId("notification-group");
  await expect(groups.locator("h3")).toHaveText([/^Pricing Changes/, /^New Features/, /^Product Updates/, /^Content Changes/, /^Design Updates/, /^Other Changes/]);
  const pricing = groups.filter({ hasText: "Pricing Changes" });
  await expect(pricing.getByTestId("notification-item")).toHaveCount(3);
  await expect(groups.filter({ hasText: "Design Updates" }).getByTestId("notification-item")).toHaveCount(2);
  await expect(popover.getByRole("link", { name: /View \d+ more/ })).toHaveCount(1);
  const more = pricing.getByRole("link", { name: "View 2 more" });
  await expect(more).toHaveAttribute("href", "/dashboard/changes?type=pricing");
  await more.click();
  await expect(page).toHaveURL(/\/dashboard\/changes\?type=pricing$/);
  await expect(page.getByTestId("changes-found")).toHaveText("8 changes found");
});

test("the badge caps at 99+, and the dot only shows for unread high importance", async ({ page }) => {
  const userId = await signUp(page);
  const acme = await competitor(userId, "Acme Analytics");
  await changes(userId, acme, [["content", "low", 120]]);
  await visit(page, "/dashboard/notifications");
  await expect(page.getByTestId("bell-count")).toHaveText("99+");
  await expect(page.getByTestId("notification-bell")).toHaveAccessibleName("Notifications, 120 unread");
  await expect(page.getByTestId("bell-high-dot")).toHaveCount(0);
  const popover = await openBell(page);
  await expect(popover.getByRole("link", { name: "View 117 more" })).toHaveAttribute("href", "/dashboard/changes?type=content");
});

test("view marks read and opens the competitor; mark read; Mark all as read; the empty state", async ({ page }) => {
  const userId = await signUp(page);
  const acme = await competitor(userId, "Acme Analytics");
  const [newest] = await changes(userId, acme, [["pricing", "high", 1], ["feature", "low", 2], ["content", "low", 2]]);
  await visit(page, "/dashboard/notifications");
  await expect(page.getByTestId("bell-count")).toHaveText("5");

  let popover = await openBell(page);
  const view = popover.getByRole("link", { name: /^View Acme Analytics: pricing change/ });
  await expect(view).toHaveAttribute("href", `/dashboard/competitors/${acme}`);
  await view.click();
  // The first visit may compile the competitor page on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/dashboard/competitors/${acme}$`), { timeout: 90_000 });
  await expect.poll(async () => (await db().query("select is_read from changes where id = $1", [newest])).rows[0].is_read).toBe(true);
  await expect(page.getByTestId("bell-count")).toHaveText("4");
  await expect(page.getByTestId("bell-high-dot")).toHaveCount(0);

  popover = await openBell(page);
  await popover.getByRole("button", { name: /^Mark as read: feature change/ }).first().click();
  await expect(page.getByText("Marked as read", { exact: true })).toBeVisible();
  await expect(page.getByTestId("bell-count")).toHaveText("3");

  await popover.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByText("All notifications marked as read")).toBeVisible();
  await expect(popover.getByTestId("notifications-empty")).toContainText("You're all caught up!");
  await expect(popover.getByTestId("notifications-empty")).toContainText("No new notifications");
  await expect(page.getByTestId("bell-count")).toHaveCount(0);
  const left = await db().query("select count(*)::int as n from changes where user_id = $1 and not is_read", [userId]);
  expect(left.rows[0].n).toBe(0);
});

test("the overview shows the newest unread high change with its report, and the System Overview counts", async ({ page }) => {
  const userId = await signUp(page);
  const acme = await competitor(userId, "Acme Analytics");
  await competitor(userId, "Flowdesk");
  await competitor(userId, "Ledgerly", "error");
  await competitor(userId, "Sendwave", "paused");
  // The baseline is not a monitor slot: Active Monitors leaves it out, like the top bar's usage.
  await competitor(userId, "Our Product", "active", "baseline");
  await changes(userId, acme, [["content", "low", 2], ["pricing", "high", 1], ["feature", "high", 1]]);
  await changes(userId, acme, [["pricing", "high", 1]], true);
  await visit(page, "/dashboard");

  const hero = page.getByTestId("overview-hero");
  await expect(hero).toContainText("Important change");
  await expect(hero.getByRole("heading", { name: "Acme Analytics" })).toBeVisible();
  await expect(hero.getByTestId("hero-description")).toHaveText("pricing change #3");
  await expect(hero.getByTestId("insight-badge")).toContainText("May be important");
  await expect(hero.getByTestId("competitor-insight").or(hero.getByTestId("competitor-insight-empty"))).toBeVisible();
  await expect(hero.getByRole("link", { name: /View change/ })).toHaveAttribute("href", `/dashboard/changes?competitorId=${acme}`);

  await expect(page.getByTestId("stat-active-monitors-value")).toHaveText("2");
  await expect(page.getByTestId("competitor-usage")).toHaveText(/^4\/10/);
  await expect(page.getByTestId("stat-unread-changes-value")).toHaveText("4");
  await expect(page.getByTestId("stat-issues-value")).toHaveText("1");
  await expect(page.getByRole("link", { name: "View all changes" }).first()).toHaveAttribute("href", "/dashboard/changes");
  await expect(page.getByTestId("intelligence-panel")).toContainText("Learning progress");
  // A new account is on the trial: both upgrade links lead to the pricing page.
  await expect(page.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/pricing");

  await hero.getByRole("button", { name: "Mark as Read" }).click();
  await expect(page.getByText("Marked as read", { exact: true })).toBeVisible();
  await expect(page.getByTestId("overview-hero").getByTestId("hero-description")).toHaveText("feature change #4");
  await expect(page.getByTestId("stat-unread-changes-value")).toHaveText("3");
});

test("'Everything is quiet' without an unread important change; a live high change takes the hero", async ({ page }) => {
  const userId = await signUp(page);
  const acme = await competitor(userId, "Acme Analytics");
  await changes(userId, acme, [["content", "low", 1], ["feature", "medium", 1]]);
  await visit(page, "/dashboard");

  const quiet = page.getByTestId("quiet-state");
  await expect(quiet).toContainText("Everything is quiet");
  await expect(quiet.getByRole("link", { name: "Add New Competitor" })).toHaveAttribute("href", "/dashboard/competitors");
  await expect(page.getByTestId("live-badge")).toBeVisible();
  await expect(page.getByTestId("bell-count")).toHaveText("2");

  const { rows } = await db().query(
    `insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, url)
     values ($1, $2, 'pricing', 'high', 'Team plan: $12 → $15 per user/month', '$12', '$15', 'https://acmeanalytics.test/pricing') returning *`,
    [userId, acme],
  );
  const r = rows[0];
  const at = (r.detected_at as Date).toISOString();
  const data = {
    id: r.id, competitorId: acme, competitorName: "Acme Analytics", competitorUrl: "https://acmeanalytics.test", type: "pricing", importance: "high",
    score: 90, description: r.description, oldContent: "$12", newContent: "$15", url: r.url, screenshot: null, highlight: null, isRead: false,
    detectedAt: at, timestamp: at, feedback: null, facts: {},
  };
  await db().query("select pg_notify('live_events', $1)", [JSON.stringify({ userId, event: "change", data })]);

  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "New change detected" })).toContainText("Acme Analytics: Team plan: $12 → $15 per user/month");
  await expect(page.getByTestId("overview-hero").getByTestId("hero-description")).toHaveText("Team plan: $12 → $15 per user/month");
  await expect(page.getByTestId("bell-count")).toHaveText("3");
  await expect(page.getByTestId("bell-high-dot")).toBeVisible();
  await expect(page.getByTestId("stat-unread-changes-value")).toHaveText("3");
});

test("a load failure says 'Failed to load dashboard data' and Retry reloads", async ({ page }) => {
  await signUp(page);
  await page.route("**/api/changes/unread-count", (route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "Down" } } }));
  await visit(page, "/dashboard");
  const error = page.getByTestId("overview-error");
  await expect(error).toContainText("Failed to load dashboard data");
  await page.unroute("**/api/changes/unread-count");
  await error.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("quiet-state")).toBeVisible();
  await expect(page.getByTestId("stat-unread-changes-value")).toHaveText("0");
});
