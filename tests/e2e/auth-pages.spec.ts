import { expect, test, type Page } from "@playwright/test";
import { signUpViaApi } from "./support/signup";
import os from "node:os";
import path from "node:path";

/** Login and signup screens (spec §2, §5, §8), against the real API. */

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Five rules met and not in any breach list. */
function strongPassword(): string {
  return `Qv7!${Math.random().toString(36).slice(2, 10)}#Lm2x`;
}

async function fillSignup(page: Page, v: { name?: string; email?: string; company?: string; password?: string; confirm?: string }) {
  if (v.name !== undefined) await page.getByLabel("Full name").fill(v.name);
  if (v.email !== undefined) await page.getByLabel("Work email").fill(v.email);
  if (v.company !== undefined) await page.getByLabel(/Company/).fill(v.company);
  if (v.password !== undefined) await page.getByLabel("Password", { exact: true }).fill(v.password);
  if (v.confirm !== undefined) await page.getByLabel("Confirm password").fill(v.confirm);
}

/** Opens a form page and waits for hydration: the submit button is disabled until then. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('button[type="submit"]')).toBeEnabled({ timeout: 30_000 });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("beta-notice-dismissed", "true"));
});

test.describe("login", () => {
  test("requires email and password, trimmed", async ({ page }) => {
    await open(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter your email")).toBeVisible();
    await expect(page.getByText("Please enter your password")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();

    await page.getByLabel("Email").fill("   ");
    await page.getByLabel("Password", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter your email")).toBeVisible();
    await expect(page.getByText("Please enter your password")).toBeVisible();

    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter your email")).toHaveCount(0);
    await expect(page.getByText("Please enter your password")).toBeVisible();
  });

  test("the show/hide toggle reveals the password", async ({ page }) => {
    await open(page, "/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-value");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("wrong credentials show the server's message", async ({ page }) => {
    await open(page, "/login");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByLabel("Password", { exact: true }).fill("Not-the-password-1!");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  });

  test("a network failure is reported as such", async ({ page }) => {
    await page.route("**/api/auth/signin", (r) => r.abort("internetdisconnected"));
    await open(page, "/login");
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Password", { exact: true }).fill("whatever-it-is");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Network error: Unable to connect to server")).toBeVisible();
  });

  test("links to signup", async ({ page }) => {
    await open(page, "/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/signup$/, { timeout: 30_000 });
  });
});

test.describe("signup", () => {
  test("shows the trial badge, benefits, breach check and terms notice", async ({ page }) => {
    await open(page, "/signup");
    const panel = page.getByRole("complementary").filter({ hasText: "14-day free trial" });
    await expect(panel).toBeVisible();
    for (const benefit of ["Instant setup", "GDPR compliant", "AI insights"]) {
      await expect(panel.getByRole("heading", { name: benefit })).toBeVisible();
    }
    await expect(page.getByText(/checks new passwords against known data breaches/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Terms of Service" }).first()).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy");
  });

  test("validation messages", async ({ page }) => {
    await open(page, "/signup");
    const submit = page.getByRole("button", { name: "Create account" });
    await submit.click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeFocused();

    await fillSignup(page, { name: "Ada Lovelace", email: "not-an-email", password: "short", confirm: "short" });
    await submit.click();
    await expect(page.getByText("Name is required")).toHaveCount(0);
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expect(page.getByText("Password does not meet all requirements")).toBeVisible();

    const pw = strongPassword();
    await fillSignup(page, { email: "ada@example.com", password: pw, confirm: `${pw}x` });
    await submit.click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText("Password does not meet all requirements")).toHaveCount(0);
  });

  test("strength labels follow the rules met, with a live checklist", async ({ page }) => {
    await open(page, "/signup");
    const label = page.getByTestId("password-strength");
    const password = page.getByLabel("Password", { exact: true });
    const rule = (id: string) => page.locator(`[data-rule="${id}"]`);

    await expect(label).toHaveText("Password strength: Very Weak");
    for (const id of ["length", "upper", "lower", "number", "special"]) await expect(rule(id)).toHaveAttribute("data-met", "false");

    const steps: [string, string][] = [
      ["a", "Weak"],
      ["aB", "Fair"],
      ["aB3", "Good"],
      ["aB3$", "Strong"],
      ["aB3$aB3$aB3$", "Very Strong"],
    ];
    for (const [value, expected] of steps) {
      await password.fill(value);
      await expect(label).toHaveText(`Password strength: ${expected}`);
    }
    for (const id of ["length", "upper", "lower", "number", "special"]) await expect(rule(id)).toHaveAttribute("data-met", "true");

    await password.fill("abcdefghijkl");
    await expect(rule("length")).toHaveAttribute("data-met", "true");
    await expect(rule("lower")).toHaveAttribute("data-met", "true");
    await expect(rule("upper")).toHaveAttribute("data-met", "false");
    await expect(label).toHaveText("Password strength: Fair");
  });

  test("a new account lands on the dashboard, and can sign in again", async ({ page, context }) => {
    test.slow(); // three password hashes and three page loads
    const email = uniqueEmail("signup");
    const password = strongPassword();
    await open(page, "/signup");
    await fillSignup(page, { name: "E2E Tester", email, company: "Rivalscope QA", password, confirm: password });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 45_000 });
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem("auth_token"),
      apiKey: localStorage.getItem("api_key"),
      user: localStorage.getItem("user"),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.apiKey).toBe(stored.token);
    expect(JSON.parse(stored.user ?? "{}").email).toBe(email);

    // Same email again, by someone without its password: the answer does not say that the account
    // exists; the form asks to check the inbox (the owner is e-mailed). Leave the dashboard first so its
    // guard cannot redirect mid-way.
    await page.goto("/privacy");
    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();
    await open(page, "/signup");
    const other = strongPassword();
    await fillSignup(page, { name: "Someone Else", email, password: other, confirm: other });
    await page.getByRole("button", { name: "Create account" }).click();
    const inbox = page.getByTestId("signup-check-inbox");
    await expect(inbox).toContainText("Check your inbox", { timeout: 30_000 });
    await expect(inbox).toContainText(email);
    await expect(page).toHaveURL(/\/signup$/);
    await expect(inbox.getByRole("link", { name: "Reset password" })).toHaveAttribute("href", "/forgot-password");
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR ?? os.tmpdir(), `signup-check-inbox-${test.info().project.name}.png`), fullPage: true });

    // Sign in with the created account (email with stray spaces: it is trimmed).
    await open(page, "/login?next=/pricing");
    await page.getByLabel("Email").fill(`  ${email}  `);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/pricing$/, { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeTruthy();
  });

  test("login ignores an off-site next parameter", async ({ page, context }) => {
    test.slow();
    const email = uniqueEmail("next");
    const password = strongPassword();
    const res = await signUpViaApi(page, { name: "Next Tester", email, password });
    expect(res.status()).toBe(200);
    await context.clearCookies();
    await open(page, "/login?next=//evil.example.com/");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 45_000 });
  });
});
