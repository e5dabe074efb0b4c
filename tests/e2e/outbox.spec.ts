import { expect, test, type Page } from "@playwright/test";
import { signUpAndStore } from "./support/signup";

/**
 * Issue 27, point 3: without an e-mail provider (the e2e server has no RESEND_API_KEY and runs in
 * production mode, as `npm start` does) the user reads their mail in the app: sign up → the banner's
 * "Open outbox" → the verification mail → its link → verified. The banner is compact on a phone and
 * can be dismissed for the session with the keyboard; one user never reads another's mail.
 * Screenshots under /tmp for review.
 */

const PASSWORD = "Quartz-Lantern-92!x";
const shot = (page: Page, name: string, project: string) => page.screenshot({ path: `/tmp/rivalscope-shots/outbox-${name}-${project}.png`, fullPage: true });
const uniqueEmail = (tag: string) => `e2e-outbox-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function signUp(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  const { tokens } = await signUpAndStore(page, { name: "Grace Hopper", email, password: PASSWORD }, { "beta-notice-dismissed": "true", "has-seen-onboarding": "true" });
  return { email, token: tokens.accessToken };
}

test("sign up, open the outbox from the banner, follow the verification link: verified", async ({ page }, info) => {
  test.slow();
  const { email } = await signUp(page, "verify");
  await page.goto("/dashboard");
  const banner = page.getByTestId("verify-email-banner");
  await expect(banner).toContainText("Please verify your e-mail address", { timeout: 30_000 });
  await expect(banner).toContainText(email);
  const box = await banner.boundingBox();
  // Compact: a couple of lines, never a screenful (it was 240 px on a phone).
  expect(box!.height).toBeLessThanOrEqual(info.project.name === "mobile" ? 110 : 90);
  await shot(page, "banner", info.project.name);

  await banner.getByRole("link", { name: "Open outbox" }).click();
  await expect(page).toHaveURL(/\/dashboard\/outbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  // The worker writes the mail within seconds; the list refreshes by itself.
  const mail = page.getByTestId("outbox-mail").filter({ hasText: "Confirm your e-mail address for Rivalscope" });
  await expect(mail).toHaveCount(1, { timeout: 45_000 });
  await expect(mail).toContainText("Verification");
  await shot(page, "list", info.project.name);

  await mail.click();
  await expect(page).toHaveURL(/\/dashboard\/outbox\?mail=/);
  const viewer = page.getByTestId("mail-viewer");
  await expect(viewer.getByRole("heading", { name: "Confirm your e-mail address for Rivalscope" })).toBeVisible();
  await expect(viewer).toContainText(`To ${email}`);
  const frame = page.frameLocator('[data-testid="mail-frame"]');
  const confirm = frame.getByRole("link", { name: "Confirm my address" });
  await expect(confirm).toBeVisible();
  await shot(page, "mail", info.project.name);

  // The plain-text part carries the same link, clickable.
  await viewer.getByRole("tab", { name: "Plain text" }).click();
  await expect(page.getByTestId("mail-text").getByRole("link", { name: /\/verify-email\?token=/ }).first()).toBeVisible();
  await viewer.getByRole("tab", { name: "Rendered" }).click();

  // The link opens the verification page in this tab (which takes the token out of the address bar).
  await confirm.click();
  await expect(page).toHaveURL(/\/verify-email(\?token=|$)/);
  await expect(page.getByRole("heading", { name: "Verify your e-mail address" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByTestId("verify-done")).toContainText(email);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
  const me = await page.request.get("/api/user/me");
  expect((await me.json()).data.emailVerified).toBe(true);
});

test("the banner is dismissed for the session with the keyboard, and comes back in a new session", async ({ page, browser }, info) => {
  const { email } = await signUp(page, "dismiss");
  await page.goto("/dashboard");
  const banner = page.getByTestId("verify-email-banner");
  await expect(banner).toContainText(email, { timeout: 30_000 });
  const dismiss = banner.getByRole("button", { name: "Dismiss until next session" });
  await dismiss.focus();
  await expect(dismiss).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
  await shot(page, "dismissed", info.project.name);

  // A new session (a new browser context signed in as the same user) shows it again.
  const storage = await page.context().storageState();
  const again = await browser.newContext({ storageState: storage, viewport: page.viewportSize() ?? undefined });
  const other = await again.newPage();
  await other.goto("/dashboard");
  await expect(other.getByTestId("verify-email-banner")).toContainText(email, { timeout: 30_000 });
  await again.close();
});

test("Settings → Security and the account menu lead to the outbox; another user's mail is not found", async ({ page, browser }, info) => {
  const a = await signUp(page, "owner");
  const ctx = await browser.newContext();
  const otherPage = await ctx.newPage();
  const b = await signUp(otherPage, "other");
  await ctx.close();

  // Settings → Security (where the banner steps aside) says where the link is.
  await page.goto("/dashboard/settings?tab=security");
  await expect(page.getByTestId("email-status")).toContainText("the link is in your outbox", { timeout: 30_000 });
  await page.getByTestId("security-open-outbox").click();
  await expect(page).toHaveURL(/\/dashboard\/outbox$/);

  await page.goto("/dashboard");
  await page.getByTestId("user-menu-trigger").click();
  await page.getByRole("menuitem", { name: "Outbox" }).click();
  await expect(page).toHaveURL(/\/dashboard\/outbox$/);
  await expect(page.getByTestId("outbox-mail").first()).toBeVisible({ timeout: 45_000 });
  await shot(page, "menu-list", info.project.name);

  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const mine = (await (await page.request.get("/api/outbox", auth(a.token))).json()).data as { id: string; to: string }[];
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.every((m) => m.to === a.email)).toBe(true);
  const theirs = await page.request.get(`/api/outbox/${mine[0].id}`, auth(b.token));
  expect(theirs.status()).toBe(404);
  const theirList = (await (await page.request.get("/api/outbox", auth(b.token))).json()).data as { to: string }[];
  expect(theirList.every((m) => m.to === b.email)).toBe(true);
});
