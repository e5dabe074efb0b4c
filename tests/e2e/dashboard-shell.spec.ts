import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signUpViaApi } from "./support/signup";

// Pages hydrate before the guard and data states show; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "Quartz-Lantern-92!x";

interface Session { email: string; accessToken: string; refreshToken: string }

/** Signs up through the API (the browser context keeps the session cookie) and stores the sign-in. */
async function signUp(page: Page, opts: { name?: string; store?: boolean; extra?: Record<string, string> } = {}): Promise<Session> {
  const email = `e2e-shell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await signUpViaApi(page, { name: opts.name ?? "Ada Lovelace", email, password: PASSWORD });
  expect(res.status()).toBe(200);
  const { user, tokens } = (await res.json()).data;
  if (opts.store !== false) {
    const items: Record<string, string> = {
      auth_token: tokens.accessToken,
      api_key: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      user: JSON.stringify(user),
      "has-seen-onboarding": "true",
      ...opts.extra,
    };
    await seedStorage(page, items);
  }
  return { email, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

/** Writes local storage once per tab (a later reload keeps whatever the app changed). */
async function seedStorage(page: Page, items: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem("e2e-seeded")) return;
    sessionStorage.setItem("e2e-seeded", "1");
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, items);
}

const isCompact = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

function jwt(payload: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}.c2lnbmF0dXJl`;
}

test.describe("route guard", () => {
  test("a session cookie without a stored token goes to /login", async ({ page }) => {
    await signUp(page, { store: false });
    await page.goto("/dashboard/notifications");
    await expect(page).toHaveURL(/\/login/);
  });

  test("an expired token is removed with the API key and refresh token, then /login", async ({ page }) => {
    await signUp(page, { store: false });
    const expired = jwt({ sub: "someone", exp: Math.floor(Date.now() / 1000) - 60 });
    await seedStorage(page, { auth_token: expired, api_key: expired, refresh_token: "refresh-me", "beta-notice-dismissed": "true" });
    await page.goto("/dashboard/notifications");
    await expect(page).toHaveURL(/\/login/);
    const left = await page.evaluate(() => ({
      token: localStorage.getItem("auth_token"),
      key: localStorage.getItem("api_key"),
      refresh: localStorage.getItem("refresh_token"),
      beta: localStorage.getItem("beta-notice-dismissed"),
    }));
    expect(left).toEqual({ token: null, key: null, refresh: null, beta: "true" });
  });

  test("an unparseable token goes to /login", async ({ page }) => {
    await signUp(page, { store: false });
    await seedStorage(page, { auth_token: "definitely-not-a-token" });
    await page.goto("/dashboard/notifications");
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe("dashboard shell", () => {
  test("shows navigation, plan facts, the avatar and the live badge", async ({ page }) => {
    await signUp(page, { name: "Ada Lovelace" });
    await page.goto("/dashboard/notifications");
    await expect(page.getByRole("heading", { name: "Notifications", exact: true })).toBeVisible();
    await expect(page.getByText("Manage your notification preferences and view recent alerts.")).toBeVisible();
    await expect(page.getByText("No notifications yet")).toBeVisible();
    await expect(page.getByText("We'll notify you here when important changes are detected")).toBeVisible();

    // Plan badge, usage (limit falls back to 10 when unknown; Pro trial has 10) and trial days.
    const plan = page.getByTestId("plan-status");
    await expect(plan.getByRole("link", { name: /Plan: Pro Trial/ })).toBeVisible();
    await expect(page.getByTestId("competitor-usage")).toHaveAccessibleName("0/10 competitors");
    await expect(page.getByTestId("trial-days")).toContainText(isCompact(page) ? "14d left" : "14 days left in trial");

    await expect(page.getByTestId("live-badge")).toHaveText("Live updates active");
    await expect(page.getByTestId("user-menu-trigger").getByText("AL", { exact: true })).toBeVisible();

    let nav = page.getByRole("navigation", { name: "Dashboard" });
    if (isCompact(page)) {
      await expect(nav).toBeHidden();
      await page.getByRole("button", { name: "Open navigation" }).click();
      nav = page.getByRole("dialog").getByRole("navigation", { name: "Dashboard" });
    }
    for (const [label, href] of [["Overview", "/dashboard"], ["Competitors", "/dashboard/competitors"], ["Changes", "/dashboard/changes"], ["Chat", "/dashboard/chat"]]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    const report = page.getByRole("link", { name: "Report an issue" });
    await expect(report).toBeVisible();
    await expect(report).toHaveAttribute("href", /^mailto:.+subject=Beta%20issue%20report/);
  });

  test("the side navigation collapses to icons on wide screens", async ({ page }) => {
    test.skip(isCompact(page), "under 768 px the navigation lives in a drawer");
    await signUp(page);
    await page.goto("/dashboard/notifications");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByText("Competitors", { exact: true })).toBeVisible();
    await nav.getByRole("button", { name: "Collapse navigation" }).press("Enter");
    await expect(nav.getByText("Competitors", { exact: true })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Competitors" })).toBeVisible();
    await nav.getByRole("button", { name: "Expand navigation" }).press("Enter");
    await expect(nav.getByText("Competitors", { exact: true })).toBeVisible();
  });

  test("the avatar menu shows name and e-mail, Settings and Upgrade Plan (trial)", async ({ page }) => {
    const { email } = await signUp(page, { name: "Grace Brewster Hopper" });
    await page.goto("/dashboard/notifications");
    await page.getByTestId("user-menu-trigger").click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("Grace Brewster Hopper")).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    // Upgrade Plan starts checkout at once (billing.spec.ts follows it to the success page).
    await expect(menu.getByRole("menuitem", { name: "Upgrade Plan" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
    await expect(page.getByTestId("user-menu-trigger").getByText("GH")).toBeVisible();
  });

  test("sign out ends the session, clears the stored token and demo e-mail, and goes to /login", async ({ page }) => {
    const session = await signUp(page, { extra: { demo_email: "demo@example.test" } });
    await page.goto("/dashboard/notifications");
    await page.getByTestId("user-menu-trigger").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login/);
    const stored = await page.evaluate(() => ["auth_token", "api_key", "refresh_token", "demo_email"].map((k) => localStorage.getItem(k)));
    expect(stored).toEqual([null, null, null, null]);
    const me = await page.request.get("/api/user/me", { headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(me.status()).toBe(401);
    await page.goto("/dashboard/notifications");
    await expect(page).toHaveURL(/\/login/);
  });

  test("a failing health check shows a degraded notice that clears on recovery", async ({ page }) => {
    await signUp(page);
    let healthy = false;
    await page.route("**/health", (route) =>
      healthy ? route.continue() : route.fulfill({ status: 503, json: { error: { code: "service_unavailable", message: "Database unreachable" } } }),
    );
    await page.goto("/dashboard/notifications");
    const notice = page.getByTestId("health-notice");
    // Three retries (1 s, 2 s, 4 s) before the poll counts as failed.
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText("Service degraded");
    healthy = true;
    await notice.getByRole("button", { name: "Check now" }).click();
    await expect(notice).toBeHidden({ timeout: 15_000 });
  });

  test("the live badge waits for the stream and reconnects after an error", async ({ page }) => {
    await signUp(page);
    let blocked = true;
    await page.route("**/api/live/changes*", (route) => (blocked ? route.abort() : route.continue()));
    await page.goto("/dashboard/notifications");
    await expect(page.getByText("No notifications yet")).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId("live-badge")).toBeHidden();
    blocked = false;
    // The stream is reopened 5 seconds after the error.
    await expect(page.getByTestId("live-badge")).toBeVisible({ timeout: 12_000 });
  });
});
