import { readFile } from "node:fs/promises";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import pg from "pg";
import { signUpViaApi } from "./support/signup";

/**
 * The changes feed (spec §2 Changes feed, §8 change toasts, §9 page size 20 and the 5 s toast):
 * filters and the URL, 'Showing X of Y', Load More, mark read, feedback with the insight display,
 * comparison and View Full, CSV export, Share Feed, empty and error states, and a live change.
 * Users are signed up through the API; competitors and changes are written with `pg`, and live
 * events are published with pg_notify exactly as the server's live bus does.
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
  const email = `e2e-feed-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
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

async function competitor(userId: string, name: string, opts: { type?: string; status?: string } = {}): Promise<string> {
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.test`;
  const { rows } = await db().query(
    "insert into competitors (user_id, name, url, domain, type, status) values ($1, $2, $3, $4, $5, $6) returning id",
    [userId, name, `https://${domain}`, domain, opts.type ?? "competitor", opts.status ?? "active"],
  );
  return rows[0].id;
}

interface Seed { competitorId: string; type: string; importance?: string; isRead?: boolean; description: string; oldContent?: string; newContent?: string; minutesAgo: number }

async function changes(userId: string, list: Seed[]): Promise<string[]> {
  const { rows } = await db().query(
    `insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, url, is_read, detected_at)
     select $1, c, t, i, d, o, n, 'https://example.test/page', r, now() - make_interval(mins => m)
     from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bool[], $9::int[]) as x(c, t, i, d, o, n, r, m)
     returning id`,
    [
      userId,
      list.map((s) => s.competitorId),
      list.map((s) => s.type),
      list.map((s) => s.importance ?? "low"),
      list.map((s) => s.description),
      list.map((s) => s.oldContent ?? null),
      list.map((s) => s.newContent ?? null),
      list.map((s) => s.isRead ?? false),
      list.map((s) => s.minutesAgo),
    ],
  );
  return rows.map((r) => r.id);
}

const TYPES = ["pricing", "feature", "integration", "content", "design"];

/** 45 changes across two competitors: every 9th high, every 4th read; newest first is #0. */
async function seedFeed(userId: string) {
  const acme = await competitor(userId, "Acme Analytics");
  const flow = await competitor(userId, "Flowdesk");
  const list: Seed[] = Array.from({ length: 45 }, (_, i) => ({
    competitorId: i % 3 === 0 ? flow : acme,
    type: TYPES[i % TYPES.length],
    importance: i % 9 === 0 ? "high" : i % 2 ? "low" : "medium",
    isRead: i % 4 === 3,
    description: `${TYPES[i % TYPES.length]} change number ${i}`,
    oldContent: "Team plan: $12 per user/month. Includes 10 projects and email support.",
    newContent: "Team plan: $15 per user/month. Includes unlimited projects, SSO and priority support.",
    minutesAgo: i * 10 + 1,
  }));
  const ids = await changes(userId, list);
  return { acme, flow, ids, list };
}

const items = (page: Page) => page.getByTestId("change-item");

/** Opens the feed and waits for its first answer (a busy machine can be slow on the first load). */
async function openFeed(page: Page, path = "/dashboard/changes") {
  await page.goto(path);
  await expect(page.getByTestId("changes-found")).not.toHaveText("Loading changes...", { timeout: 60_000 });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("lists 20 at a time, filters from the URL and the controls, and says 'Showing X of Y'", async ({ page }) => {
  const userId = await signUp(page);
  const { flow } = await seedFeed(userId);
  await openFeed(page, "/dashboard/changes");

  await expect(page.getByRole("heading", { name: "Changes", level: 1 })).toBeVisible();
  await expect(page.getByTestId("changes-found")).toHaveText("45 changes found");
  await expect(items(page)).toHaveCount(20);
  await expect(items(page).first()).toContainText("change number 0");
  await expect(page.getByTestId("showing-summary")).toHaveCount(0);
  await expect(page.getByTestId("unread-badge")).toHaveText("34 unread");

  await page.getByRole("button", { name: "Load More Changes" }).click();
  await expect(items(page)).toHaveCount(40);
  await page.getByRole("button", { name: "Load More Changes" }).click();
  await expect(items(page)).toHaveCount(45);
  await expect(page.getByRole("button", { name: "Load More Changes" })).toHaveCount(0);

  // A filter starts again at offset 0.
  await choose(page, "Priority", "High");
  await expect(page).toHaveURL(/importance=high/);
  await expect(items(page)).toHaveCount(5);
  await expect(page.getByTestId("showing-summary")).toHaveText("Showing 5 of 45 changes");
  for (const b of await page.getByTestId("change-importance").allTextContents()) expect(b).toBe("High");

  await choose(page, "Priority", "All priorities");
  await choose(page, "Read status", "Read");
  await expect(page.getByTestId("showing-summary")).toHaveText("Showing 11 of 45 changes");
  await expect(items(page)).toHaveCount(11);

  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page.getByTestId("changes-found")).toHaveText("45 changes found");

  await page.getByRole("searchbox", { name: "Search changes" }).fill("number 13");
  await expect(items(page)).toHaveCount(1);
  await expect(page.getByTestId("showing-summary")).toContainText("Showing 1 of 45 changes matching “number 13”");

  // ?type= and ?competitorId= from links.
  await openFeed(page, `/dashboard/changes?type=pricing&competitorId=${flow}`);
  await expect(page.getByRole("combobox", { name: "Type" })).toHaveText("Pricing");
  await expect(page.getByRole("combobox", { name: "Competitor" })).toHaveText("Flowdesk");
  await expect(page.getByTestId("changes-found")).toHaveText("3 changes found");
  for (const t of await page.getByTestId("change-type").allTextContents()) expect(t).toContain("Pricing");
  await expect(items(page).filter({ hasText: "Acme Analytics" })).toHaveCount(0);
});

test("marks one and all as read, with the toasts of the specification", async ({ page }) => {
  const userId = await signUp(page);
  const { acme } = await seedFeed(userId);
  await openFeed(page, "/dashboard/changes");

  const first = items(page).first();
  await expect(first).toHaveAttribute("data-read", "false");
  await first.getByRole("button", { name: "Mark as Read" }).click();
  await expect(page.getByText("Marked as read", { exact: true })).toBeVisible();
  await expect(first).toHaveAttribute("data-read", "true");
  await expect(page.getByRole("button", { name: "Mark All Read (33)" })).toBeVisible();

  // Filtered to a competitor, Mark All Read counts and marks only that competitor's changes.
  await openFeed(page, `/dashboard/changes?competitorId=${acme}`);
  const acmeUnread = await db().query("select count(*)::int as n from changes where competitor_id = $1 and not is_read", [acme]);
  await page.getByRole("button", { name: `Mark All Read (${acmeUnread.rows[0].n})` }).click();
  await expect(page.getByText("All changes marked as read")).toBeVisible();
  await expect(page.getByRole("button", { name: /Mark All Read/ })).toHaveCount(0);
  const left = await db().query("select count(*)::int as n from changes where user_id = $1 and not is_read", [userId]);
  expect(left.rows[0].n).toBeGreaterThan(0);
  const acmeLeft = await db().query("select count(*)::int as n from changes where competitor_id = $1 and not is_read", [acme]);
  expect(acmeLeft.rows[0].n).toBe(0);
});

test("'Important?' feedback records, toasts, and shows 'Updating...' for 3 seconds", async ({ page }) => {
  const userId = await signUp(page);
  await seedFeed(userId);
  await openFeed(page, "/dashboard/changes");

  const first = items(page).first();
  await expect(first.getByTestId("insight-badge")).toContainText("May be important");
  await expect(first.getByTestId("help-me-learn")).toHaveText("Help me learn");
  await first.getByRole("button", { name: "Yes, important" }).click();
  await expect(page.getByText("Marked as important - AI is learning!")).toBeVisible();
  await expect(first.getByTestId("feedback-recorded")).toContainText("Feedback recorded");
  await expect(first.getByText("Updating...")).toBeVisible();
  await expect(first.getByText("Updating...")).toBeHidden({ timeout: 6_000 });

  const second = items(page).nth(1);
  await second.getByRole("button", { name: "No, not important" }).click();
  await expect(page.getByText("Marked as unimportant")).toBeVisible();
  await expect(second.getByTestId("feedback-recorded")).toBeVisible();

  const votes = await db().query("select is_important from change_feedback where user_id = $1 order by created_at", [userId]);
  expect(votes.rows.map((r) => r.is_important)).toEqual([true, false]);

  // A failure keeps the thumbs and says why.
  await page.route("**/api/changes/*/feedback", (route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "Boom" } } }));
  await items(page).nth(2).getByRole("button", { name: "Yes, important" }).click();
  await expect(page.getByText("Failed to record feedback: Boom")).toBeVisible();
});

test("expands to baseline vs current with the differences highlighted; View Full shows everything", async ({ page }) => {
  const userId = await signUp(page);
  await seedFeed(userId);
  await openFeed(page, "/dashboard/changes");

  const first = items(page).first();
  await first.getByRole("button", { name: "Compare" }).click();
  const details = first.getByTestId("change-details");
  await expect(details.getByTestId("diff-baseline")).toContainText("Team plan: $12 per user/month");
  await expect(details.getByTestId("diff-current")).toContainText("Team plan: $15 per user/month");
  await expect(details.locator('del[data-diff="removed"]').first()).toHaveText("12");
  await expect(details.locator('ins[data-diff="added"]').first()).toHaveText("15");
  // Opening a change marks it read.
  await expect(first).toHaveAttribute("data-read", "true");

  await items(page).nth(1).getByRole("button", { name: "View Full" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Acme Analytics" })).toBeVisible();
  await expect(dialog.getByTestId("diff-current")).toContainText("unlimited projects, SSO and priority support.");
  await expect(dialog.getByRole("link", { name: "Visit Page" })).toHaveAttribute("href", "https://example.test/page");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(items(page).nth(1).getByRole("link", { name: "Visit Page" })).toHaveAttribute("target", "_blank");
});

test("a pricing change shows its plans before and after as a table (price, period, unit, limits)", async ({ page }, info) => {
  const userId = await signUp(page);
  const acme = await competitor(userId, "Acme Analytics");
  const side = (price: number, limits: Record<string, string> = {}) => ({ price, currency: "USD", period: "month", unit: "seat", annualPrice: null, limits });
  const plans = [
    { plan: "Team", before: side(12), after: side(15) },
    { plan: "Scale", before: side(29, { "RAM per service": "64 GB" }), after: side(29, { "RAM per service": "128 GB" }) },
    { plan: "Pro", before: null, after: side(19) },
  ];
  await db().query(
    `insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, url, facts)
     values ($1, $2, 'pricing', 'high', 'Team plan: $12 → $15 per seat/month', '$12 per seat/month', '$15 per seat/month', 'https://example.test/pricing', $3)`,
    [userId, acme, JSON.stringify({ kind: "price_changed", plan: "Team", plans })],
  );
  await openFeed(page);
  const first = items(page).first();
  await first.getByRole("button", { name: "Compare" }).click();
  const table = first.getByRole("table", { name: "Plans before and after" });
  await expect(table).toBeVisible();
  for (const col of ["Plan", "Price", "Period", "Unit", "Limits"]) await expect(table.getByRole("columnheader", { name: col, exact: true })).toBeVisible();
  const before = table.getByTestId("plan-row-before");
  const after = table.getByTestId("plan-row-after");
  await expect(before.nth(0)).toContainText("Team");
  await expect(before.nth(0)).toContainText("$12");
  await expect(after.nth(0)).toContainText("$15");
  await expect(after.nth(0).locator("[data-changed]")).toHaveText(["now $15"]);
  await expect(after.nth(0)).toContainText("per seat");
  await expect(before.nth(1)).toContainText("RAM per service: 64 GB");
  await expect(after.nth(1)).toContainText("RAM per service: 128 GB");
  await expect(before.nth(2)).toContainText("Not offered");
  await expect(after.nth(2)).toContainText("$19");
  await first.screenshot({ path: `.test-results/change-plan-table-${info.project.name}.png` });
});

test("Export to CSV downloads the filtered list; Share Feed copies its link; Configure Alerts opens settings", async ({ page, context, baseURL }) => {
  const userId = await signUp(page);
  await seedFeed(userId);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await openFeed(page, "/dashboard/changes?importance=high");
  await expect(page.getByTestId("changes-found")).toHaveText("5 changes found");

  await page.getByRole("button", { name: "Export" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Export to CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^rivalscope-changes-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain("Competitor");
  expect(lines).toHaveLength(6);
  for (const line of lines.slice(1)) expect(line).toContain("high");
  await expect(page.getByText("Changes exported to CSV")).toBeVisible();
  // The menu closes (with its exit animation) before it is opened again.
  await expect(page.getByRole("menu")).toHaveCount(0);

  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Share Feed" }).click();
  await expect(page.getByText("Feed link copied to clipboard")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${new URL(page.url()).origin}/dashboard/changes?importance=high`);
  await expect(page.getByRole("menu")).toHaveCount(0);

  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "Configure Alerts" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=notifications$/);
});

test("empty and error states", async ({ page }) => {
  const userId = await signUp(page);
  await competitor(userId, "Quillnote", { type: "baseline" });
  await openFeed(page, "/dashboard/changes");
  await expect(page.getByTestId("no-changes-yet")).toContainText("No changes yet");
  await expect(page.getByTestId("no-changes-yet")).toContainText("We're monitoring Quillnote and will show changes here as they happen");
  await expect(page.getByTestId("changes-found")).toHaveText("0 changes found");
  await expect(page.getByRole("button", { name: /Mark All Read/ })).toHaveCount(0);

  await openFeed(page, "/dashboard/changes?type=pricing");
  await expect(page.getByTestId("no-changes-found")).toContainText("No changes found");

  await page.route(/\/api\/changes\?/, (route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "Down" } } }));
  await openFeed(page, "/dashboard/changes");
  await expect(page.getByTestId("feed-error")).toContainText("Failed to load changes");
  await expect(page.getByTestId("feed-error")).toContainText("Please try again later");
});

function dto(row: Record<string, unknown>, competitorName: string) {
  const at = (row.detected_at as Date).toISOString();
  return {
    id: row.id, competitorId: row.competitor_id, competitorName, competitorUrl: "https://acmeanalytics.test", type: row.type,
    importance: row.importance, score: 80, description: row.description, oldContent: row.old_content, newContent: row.new_content,
    url: row.url, screenshot: null, highlight: null, isRead: false, detectedAt: at, timestamp: at, feedback: null, facts: {},
  };
}

/** Inserts a change and publishes it on the live bus, as the worker does. */
async function publishChange(userId: string, competitorId: string, description: string, importance = "high") {
  const { rows } = await db().query(
    `insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, url)
     values ($1, $2, 'pricing', $3, $4, 'Pro: $40', 'Pro: $49', 'https://acmeanalytics.test/pricing') returning *`,
    [userId, competitorId, importance, description],
  );
  await db().query("select pg_notify('live_events', $1)", [JSON.stringify({ userId, event: "change", data: dto(rows[0], "Acme Analytics") })]);
}

test("a live change appears at the top with the 'New change detected' toast only while the tab is visible", async ({ page }) => {
  const userId = await signUp(page);
  const { acme } = await seedFeed(userId);
  await openFeed(page, "/dashboard/changes");
  await expect(page.getByTestId("feed-live-badge")).toHaveText("Live");
  await expect(page.getByTestId("changes-found")).toHaveText("45 changes found");

  await publishChange(userId, acme, "Pro plan: $40 → $49 per month");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "New change detected" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Acme Analytics: Pro plan: $40 → $49 per month");
  await expect(items(page).first()).toContainText("Pro plan: $40 → $49 per month");
  await expect(page.getByTestId("changes-found")).toHaveText("46 changes found");
  await expect(toast).toBeHidden({ timeout: 9_000 });

  // A hidden tab still gets the change, without the toast.
  await page.evaluate(() => Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" }));
  await publishChange(userId, acme, "Team plan renamed to Business", "medium");
  await expect(items(page).first()).toContainText("Team plan renamed to Business");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "New change detected" })).toHaveCount(0);

  // A filtered feed only takes matching changes.
  await page.evaluate(() => Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" }));
  await choose(page, "Type", "Content");
  await expect(page.getByTestId("changes-found")).toHaveText("9 changes found");
  await publishChange(userId, acme, "Enterprise plan added");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Enterprise plan added" })).toBeVisible();
  await expect(items(page).filter({ hasText: "Enterprise plan added" })).toHaveCount(0);
  await expect(page.getByTestId("changes-found")).toHaveText("9 changes found");
});
