import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signUpAndStore } from "./support/signup";

// Pages hydrate before the guard and data states show; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "Quartz-Lantern-92!x";

/** Signs up through the API (the browser context keeps the session cookie) and stores the sign-in once. */
async function signUp(page: Page, extra: Record<string, string> = {}) {
  const email = `e2e-onboarding-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const { tokens } = await signUpAndStore(page, { name: "Grace Hopper", email, password: PASSWORD }, extra);
  return { token: tokens.accessToken as string };
}

async function competitorsOf(page: Page, token: string) {
  const res = await page.request.get("/api/competitors", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as Array<{ name: string; type: string; url: string; checkFrequency: string }>;
}

const wizard = (page: Page) => page.getByTestId("onboarding-wizard");
/** The wizard waits for the competitors list, so its first appearance gets a longer allowance. */
const FIRST_PAINT = { timeout: 30_000 };
const seenFlag = (page: Page) => page.evaluate(() => localStorage.getItem("has-seen-onboarding"));

async function goToLastStep(page: Page) {
  const w = wizard(page);
  await expect(w.getByRole("heading", { name: "Welcome to Rivalscope" })).toBeVisible(FIRST_PAINT);
  await w.getByRole("button", { name: "Next" }).click();
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByRole("heading", { name: "Ready to Set Your Baseline" })).toBeVisible();
}

test.describe("onboarding wizard", () => {
  test("walks the three steps within bounds", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard");
    const w = wizard(page);
    await expect(w.getByRole("heading", { name: "Welcome to Rivalscope" })).toBeVisible(FIRST_PAINT);
    await expect(w.getByText("Track unlimited competitors")).toBeVisible();
    await expect(w.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(w.getByRole("button", { name: "Skip for now" })).toBeVisible();

    await w.getByRole("button", { name: "Next" }).click();
    await expect(w.getByRole("heading", { name: "Understanding Your Baseline" })).toBeVisible();
    await w.getByRole("button", { name: "Back" }).click();
    await expect(w.getByRole("heading", { name: "Welcome to Rivalscope" })).toBeVisible();

    await w.getByRole("button", { name: "Next" }).click();
    await w.getByRole("button", { name: "Next" }).click();
    await expect(w.getByRole("heading", { name: "Ready to Set Your Baseline" })).toBeVisible();
    await expect(w.getByText("Takes about 30 seconds")).toBeVisible();
    await expect(w.getByText("Step 3 of 3")).toBeVisible();
    await expect(w.getByRole("button", { name: "Next" })).toHaveCount(0);
    await expect(w.getByRole("button", { name: "Set Up Baseline" })).toBeVisible();
  });

  test("Skip for now sets the flag and the wizard stays closed", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard");
    await expect(wizard(page)).toBeVisible(FIRST_PAINT);
    await wizard(page).getByRole("button", { name: "Skip for now" }).click();
    await expect(wizard(page)).toBeHidden();
    expect(await seenFlag(page)).toBe("true");
    await page.reload();
    await page.waitForTimeout(1_500);
    await expect(wizard(page)).toBeHidden();
  });

  test("does not open when the flag is set or a competitor exists", async ({ page }) => {
    const { token } = await signUp(page);
    const created = await page.request.post("/api/competitors", {
      headers: { authorization: `Bearer ${token}` },
      data: { name: "Mine", url: "https://example.com", checkFrequency: "1d", type: "baseline", metadata: { domain: "example.com" } },
    });
    expect(created.status()).toBe(201);
    const listed = page.waitForResponse((r) => r.url().includes("/api/competitors") && r.request().method() === "GET");
    await page.goto("/dashboard");
    await listed;
    await page.waitForTimeout(1_000);
    await expect(wizard(page)).toBeHidden();
  });

  test("closing the baseline dialog early returns to step 3", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard");
    await goToLastStep(page);
    await wizard(page).getByRole("button", { name: "Set Up Baseline" }).click();
    const dialog = page.getByRole("dialog", { name: "Set Your Baseline" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(wizard(page).getByRole("heading", { name: "Ready to Set Your Baseline" })).toBeVisible();
    await wizard(page).getByRole("button", { name: "Set Up Baseline" }).click();
    await page.keyboard.press("Escape");
    await expect(wizard(page).getByRole("heading", { name: "Ready to Set Your Baseline" })).toBeVisible();
  });

  test("a baseline failure returns to step 3 with the error", async ({ page }) => {
    const { token } = await signUp(page);
    await page.route("**/api/competitors", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, json: { error: { code: "service_unavailable", message: "Scanner offline" } } })
        : route.continue(),
    );
    await page.goto("/dashboard");
    await goToLastStep(page);
    await wizard(page).getByRole("button", { name: "Set Up Baseline" }).click();
    const dialog = page.getByRole("dialog", { name: "Set Your Baseline" });
    await dialog.getByLabel("Product name").fill("Rivalscope");
    await dialog.getByLabel("Domain").fill("example.com");
    await dialog.getByRole("button", { name: "Set Baseline" }).click();
    await expect(page.getByText("Failed to add competitor: Scanner offline")).toBeVisible();
    await expect(wizard(page).getByRole("heading", { name: "Ready to Set Your Baseline" })).toBeVisible();
    expect(await competitorsOf(page, token)).toEqual([]);
  });

  test("sets the baseline, then offers the first competitor 2 seconds later", async ({ page }) => {
    const { token } = await signUp(page);
    await page.goto("/dashboard");
    await goToLastStep(page);
    await wizard(page).getByRole("button", { name: "Set Up Baseline" }).click();
    const dialog = page.getByRole("dialog", { name: "Set Your Baseline" });

    await dialog.getByRole("button", { name: "Set Baseline" }).click();
    await expect(dialog.getByText("Please fill in all required fields")).toBeVisible();
    await dialog.getByLabel("Product name").fill("Rivalscope");
    await dialog.getByLabel("Domain").fill("localhost");
    await dialog.getByRole("button", { name: "Set Baseline" }).click();
    await expect(dialog.getByText(/^Please enter a valid domain \(e\.g\., .+\)$/)).toBeVisible();

    await dialog.getByLabel("Domain").fill("  HTTPS://Example.COM/ ");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/competitors") && r.method() === "POST");
    const created = page.waitForResponse((r) => r.url().endsWith("/api/competitors") && r.request().method() === "POST").then(() => Date.now());
    await dialog.getByRole("button", { name: "Set Baseline" }).click();
    expect((await posted).postDataJSON()).toEqual({
      name: "Rivalscope",
      url: "https://example.com",
      checkFrequency: "1d",
      type: "baseline",
      metadata: { domain: "example.com" },
    });
    await expect(dialog).toBeHidden();
    const prompt = page.getByTestId("first-competitor-prompt");
    await expect(prompt.getByRole("heading", { name: "Great! Your baseline is set" })).toBeVisible({ timeout: 10_000 });
    // The prompt comes 2 s after the baseline was created (measured from the API's answer).
    expect(Date.now() - (await created)).toBeGreaterThanOrEqual(1_900);
    expect(await seenFlag(page)).toBe("true");
    expect(await competitorsOf(page, token)).toMatchObject([{ name: "Rivalscope", type: "baseline", url: "https://example.com" }]);

    await prompt.getByRole("button", { name: "I'll do this later" }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await page.waitForTimeout(1_500);
    await expect(wizard(page)).toBeHidden();
  });

  test("Add Competitor from the prompt creates the first competitor", async ({ page }) => {
    const { token } = await signUp(page);
    await page.goto("/dashboard");
    await goToLastStep(page);
    await wizard(page).getByRole("button", { name: "Set Up Baseline" }).click();
    const baseline = page.getByRole("dialog", { name: "Set Your Baseline" });
    await baseline.getByLabel("Product name").fill("Rivalscope");
    await baseline.getByLabel("Domain").fill("example.com");
    await baseline.getByRole("button", { name: "Set Baseline" }).click();
    const prompt = page.getByTestId("first-competitor-prompt");
    await expect(prompt.getByRole("heading", { name: "Great! Your baseline is set" })).toBeVisible();
    await prompt.getByRole("button", { name: "Add Competitor" }).click();
    await expect(prompt).toBeHidden();
    const add = page.getByRole("dialog", { name: "Add Competitor" });
    await add.getByLabel("Competitor name").fill("Example Rival");
    await add.getByLabel("Domain").fill("example.org");
    await add.getByRole("button", { name: "Add Competitor" }).click();
    await expect(add).toBeHidden();
    // The add toast, or the first scan's progress/outcome shown in its place (one toast per competitor).
    await expect(page.getByText(/Started monitoring Example Rival|Analyzing competitor|Scan failed - please try again|Scan completed successfully/).first()).toBeVisible();
    const list = await competitorsOf(page, token);
    expect(list.map((c) => [c.name, c.type]).sort()).toEqual([["Example Rival", "competitor"], ["Rivalscope", "baseline"]]);
  });
});
