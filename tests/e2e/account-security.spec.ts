import os from "node:os";
import path from "node:path";
import { expect as baseExpect, test, type Page, type TestInfo } from "@playwright/test";
import { closeDb, db } from "./support/competitors";
import { signUpAndStore } from "./support/signup";

/**
 * Issue 13, points 1-2 in real Chromium: password edges at signup and sign-in, forgot/reset password,
 * e-mail verification (banner, resend, link) and change password in Settings → Security. Mails are
 * read from the outbox table the running worker writes (no Resend key in the test server).
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });
test.afterAll(closeDb);

const PASSWORD = "Quartz-Lantern-92!x";
const NEW_PASSWORD = "Harbour-Compass-58#q";
const uniqueEmail = (tag: string) => `e2e-acct-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
/** Outside .test-results, which every `npm test` run empties (other runs may start meanwhile). */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "rivalscope-shots");
const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: path.join(SHOTS, `account-${name}-${info.project.name}.png`), fullPage: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("beta-notice-dismissed", "true");
    localStorage.setItem("has-seen-onboarding", "true");
  });
});

/** The newest mail of a kind to an address, once the worker has written it; returns the link's token. */
async function mailedLink(to: string, kind: string, path: string, after = 0): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const r = await db().query("select text from emails where \"to\" = $1 and kind = $2 order by created_at desc", [to, kind]);
      text = r.rows.length > after ? r.rows[0].text : "";
      return text.length > 0;
    }, { timeout: 45_000 })
    .toBe(true);
  const m = new RegExp(`(/${path}\\?token=[A-Za-z0-9_%-]+)`).exec(text);
  expect(m, `link in ${text.slice(0, 300)}`).not.toBeNull();
  return m![1];
}

async function countMails(to: string, kind: string): Promise<number> {
  return (await db().query("select count(*)::int as n from emails where \"to\" = $1 and kind = $2", [to, kind])).rows[0].n;
}

/** Waits for hydration: submit buttons are disabled until then. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('button[type="submit"]')).toBeEnabled({ timeout: 30_000 });
}

async function signIn(page: Page, email: string, password: string) {
  await open(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs up through the API (the context keeps the session cookie) and stores the sign-in as the app does. */
async function apiSignUp(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  const { tokens } = await signUpAndStore(page, { name: "Ada Lovelace", email, password: PASSWORD });
  return { email, token: tokens.accessToken as string, refreshToken: tokens.refreshToken as string };
}

test("signup refuses a password with a leading space; unicode and 128 characters sign up and sign in through the forms", async ({ page, context }) => {
  test.slow();
  await open(page, "/signup");
  await page.getByLabel("Full name").fill("Edge Case");
  await page.getByLabel("Work email").fill(uniqueEmail("space"));
  await page.getByLabel("Password", { exact: true }).fill(" Leading-space-Pass-1");
  await page.getByLabel("Confirm password").fill(" Leading-space-Pass-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password cannot start or end with a space")).toBeVisible();

  const email = uniqueEmail("unicode");
  const password = `Ünïcødé 🔐 Пароль Az9!${"x".repeat(128 - [..."Ünïcødé 🔐 Пароль Az9!"].length)}`;
  expect([...password]).toHaveLength(128);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 45_000 });

  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 45_000 });
});

test("forgot password: the mailed link sets a new password once, and the old session stops working", async ({ page, context }, info) => {
  test.slow();
  const { email, token: oldToken, refreshToken } = await apiSignUp(page, "reset");
  await context.clearCookies();
  await open(page, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter your email")).toBeVisible();
  await shot(page, info, "forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-sent")).toContainText("If an account exists for");

  const link = await mailedLink(email, "password-reset", "reset-password");
  await open(page, link);
  await expect(page).toHaveURL(/\/reset-password$/); // the token left the address bar
  await page.getByLabel("New password", { exact: true }).fill("Trailing-space-Pass-1 ");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.locator("#reset-password-error")).toHaveText("Password cannot start or end with a space");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await shot(page, info, "reset-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByTestId("reset-done")).toContainText("every device was signed out");

  // Old access and refresh tokens are refused.
  expect((await page.request.get("/api/user/me", { headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(401);
  expect((await page.request.post("/api/auth/refresh", { data: { refreshToken } })).status()).toBe(401);

  // The link works once.
  await open(page, link);
  await page.getByLabel("New password", { exact: true }).fill("Another-Harbour-77!");
  await page.getByLabel("Confirm new password").fill("Another-Harbour-77!");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByTestId("reset-link-error")).toContainText("already used");
  await expect(page.getByRole("link", { name: "Send me a new link" })).toHaveAttribute("href", "/forgot-password");

  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 45_000 });
});

test("forgot password for an address without an account looks the same and mails nothing", async ({ page }) => {
  const email = uniqueEmail("ghost");
  await open(page, "/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-sent")).toContainText(email);
  await page.waitForTimeout(3000);
  expect(await countMails(email, "password-reset")).toBe(0);
});

test("verification: banner on the dashboard, resend, the mailed link confirms, banner gone", async ({ page }, info) => {
  test.slow();
  const { email } = await apiSignUp(page, "verify");
  await mailedLink(email, "verify-email", "verify-email"); // the signup mail
  await page.goto("/dashboard");
  const banner = page.getByTestId("verify-email-banner");
  await expect(banner).toContainText("Please verify your e-mail address");
  await expect(banner).toContainText(email);
  await shot(page, info, "verify-banner");
  await banner.getByRole("button", { name: "Resend verification link" }).click();
  await expect(banner.getByRole("button", { name: "Link sent" })).toBeDisabled();
  await expect(banner).toContainText("A new link is on its way");
  // Settings → Notifications says why no alert arrives yet.
  await page.goto("/dashboard/settings?tab=notifications");
  await expect(page.getByTestId("alerts-wait-for-verification")).toContainText(`E-mails wait until you confirm ${email}`);
  await shot(page, info, "notifications-unverified");

  const link = await mailedLink(email, "verify-email", "verify-email", 1);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verify your e-mail address" })).toBeVisible();
  await shot(page, info, "verify-page");
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByTestId("verify-done")).toContainText(email);
  await page.getByRole("link", { name: "Go to dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
  await page.goto("/dashboard/settings?tab=notifications");
  await expect(page.getByRole("heading", { name: "Email Notifications" })).toBeVisible();
  await expect(page.getByTestId("alerts-wait-for-verification")).toHaveCount(0);
});

test("Settings → Security: change password needs the current one and signs out other sessions", async ({ page, browser }, info) => {
  test.slow();
  const { email } = await apiSignUp(page, "change");
  // A second device, signed in separately.
  const other = await browser.newContext();
  const otherSignIn = await other.request.post(`${info.project.use.baseURL}/api/auth/signin`, { data: { email, password: PASSWORD } });
  expect(otherSignIn.status()).toBe(200);
  const otherToken = (await otherSignIn.json()).data.tokens.accessToken;

  await page.goto("/dashboard/settings?tab=security");
  const status = page.getByTestId("email-status");
  await expect(status).toContainText("Not verified");
  await shot(page, info, "settings-security");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Please enter your current password")).toBeVisible();

  await page.getByLabel("Current password").fill("Not-my-password-1!");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("#security-currentPassword-error")).toHaveText("Your current password is incorrect");
  await expect(page.getByLabel("Current password")).toBeFocused();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");

  // The other device is signed out; this browser is not (reload, its data still loads).
  expect((await other.request.get(`${info.project.use.baseURL}/api/user/me`, { headers: { authorization: `Bearer ${otherToken}` } })).status()).toBe(401);
  await other.close();
  await page.reload();
  await expect(page.getByTestId("email-status")).toContainText(email);
  expect(page.url()).toMatch(/\/dashboard\/settings/);
  const res = await page.request.post("/api/auth/signin", { data: { email, password: NEW_PASSWORD } });
  expect(res.status()).toBe(200);
});

test("a signed-in visitor of /login or /signup goes to the dashboard; a revoked session stays on the form", async ({ page }) => {
  test.slow();
  const { token } = await apiSignUp(page, "already");
  await page.goto("/login?next=/dashboard/settings");
  await expect(page).toHaveURL(/\/dashboard\/settings$/, { timeout: 30_000 });
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  // Signed out everywhere (token version moves on): the stored token and cookie no longer count.
  expect((await page.request.post("/api/auth/signout", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await open(page, "/login");
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});
