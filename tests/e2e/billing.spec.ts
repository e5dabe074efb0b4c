import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { signUpViaApi } from "./support/signup";

/**
 * Billing page, checkout result pages and plan actions in real Chromium against the real app. The
 * end-to-end app runs without Stripe keys, so billing is in local mode: plan changes apply at once.
 */

// Sign-up, a plan change and several page loads per test: allow for a slow machine.
test.describe.configure({ timeout: 120_000 });

const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

interface SignedUp { user: { id: string; email: string }; tokens: { accessToken: string; refreshToken: string } }

async function signUp(page: Page): Promise<SignedUp> {
  const email = `e2e-billing-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await signUpViaApi(page, { name: "Billie Billing", email, password: `Qv7!${Math.random().toString(36).slice(2, 10)}#Lm2x` });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: SignedUp };
  await page.addInitScript((d: SignedUp) => {
    localStorage.setItem("auth_token", d.tokens.accessToken);
    localStorage.setItem("api_key", d.tokens.accessToken);
    localStorage.setItem("refresh_token", d.tokens.refreshToken);
    localStorage.setItem("user", JSON.stringify(d.user));
    localStorage.setItem("beta-notice-dismissed", "true");
    localStorage.setItem("has-seen-onboarding", "true");
  }, data);
  return data;
}

async function api(page: Page, s: SignedUp, method: "POST" | "PUT", path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${s.tokens.accessToken}` } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return res.json();
}

/** Pro's price id, as the pricing page reads it. */
async function proPrice(page: Page): Promise<string> {
  const res = await page.request.get("/api/subscriptions/prices");
  const { data } = (await res.json()) as { data: { tiers: { id: string; priceId: string | null }[] } };
  return data.tiers.find((t) => t.id === "pro")!.priceId!;
}

async function subscribe(page: Page, s: SignedUp) {
  await api(page, s, "POST", "/api/subscriptions/checkout", { priceId: await proPrice(page), successUrl: "/subscription/success", cancelUrl: "/subscription/cancel" });
}

/** Direct database changes for states the UI cannot reach by itself (past due, an ended trial). */
async function sql(text: string, params: unknown[]) {
  const url = process.env.DATABASE_URL;
  test.skip(!url, "needs DATABASE_URL (npm test provides it)");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

const planCard = (page: Page) => page.getByTestId("current-plan-card");
/** The first render after a navigation can wait on the subscription call (and on compilation in dev). */
const FIRST = { timeout: 30_000 };

test.describe("billing page", () => {
  test("during the trial: cards, Trial badge, trial dates and the local-mode label", async ({ page }) => {
    await signUp(page);
    await page.goto("/settings/billing");
    await expect(page.getByRole("heading", { level: 1, name: "Billing & Subscription" })).toBeVisible(FIRST);
    await expect(page.getByTestId("local-mode-notice")).toContainText("Local billing mode", FIRST);
    await expect(planCard(page).getByRole("heading", { name: "Current Plan" })).toBeVisible();
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Trial");
    await expect(page.getByTestId("plan-name")).toHaveText("Pro");
    await expect(planCard(page).getByTestId("plan-limit")).toHaveText("10");
    await expect(planCard(page).getByTestId("plan-usage")).toHaveText("0 competitors");
    await expect(page.getByTestId("trial-days-left")).toHaveText("14");
    await expect(page.getByTestId("trial-ends")).toHaveText(LONG_DATE);
    for (const f of ["Basic Insights", "Email Alerts", "API Access", "Dark Psychology Mode"]) {
      await expect(page.getByTestId("plan-features-card").getByText(f, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("plan-features-card").getByText("Included", { exact: true })).toHaveCount(4);
    await expect(page.getByTestId("need-help-card")).toContainText("billing@rivalscope.io");
    await expect(planCard(page).getByRole("button", { name: "Upgrade Plan" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage Billing" })).toHaveCount(0);
  });

  test("is also reachable under the dashboard", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard/settings/billing");
    await expect(page.getByRole("heading", { level: 1, name: "Billing & Subscription" })).toBeVisible(FIRST);
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Trial", FIRST);
  });

  test("paid plan: next billing date, portal card, cancel with confirmation, Access until, reactivate", async ({ page }) => {
    const s = await signUp(page);
    await subscribe(page, s);
    await page.goto("/settings/billing");
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Active", FIRST);
    await expect(planCard(page).getByText("Next billing date")).toBeVisible();
    await expect(page.getByTestId("billing-date")).toHaveText(LONG_DATE);
    await expect(page.getByTestId("billing-portal-card")).toContainText("Download invoices and receipts");

    await planCard(page).getByRole("button", { name: "Cancel Subscription" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Are you sure you want to cancel your subscription? You will retain access until the end of your billing period.");
    await dialog.getByRole("button", { name: "Keep Subscription" }).click();
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Active");

    await planCard(page).getByRole("button", { name: "Cancel Subscription" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Canceled");
    await expect(planCard(page).getByText("Access until")).toBeVisible();
    await expect(page.getByTestId("billing-date")).toHaveText(LONG_DATE);

    await planCard(page).getByRole("button", { name: "Reactivate Subscription" }).click();
    const reactivate = page.getByTestId("reactivate-dialog");
    await expect(reactivate).toContainText("renews automatically at $44/month");
    await reactivate.getByRole("button", { name: "Not now" }).click();
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Canceled");
    await planCard(page).getByRole("button", { name: "Reactivate Subscription" }).click();
    await page.getByTestId("reactivate-dialog").getByRole("button", { name: "Reactivate Subscription" }).click();
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Active");
    await expect(planCard(page).getByText("Next billing date")).toBeVisible();

    await planCard(page).getByRole("button", { name: "Manage Billing" }).click();
    await expect(page).toHaveURL(/\/settings\/billing\?portal=local$/);
    await expect(page.getByTestId("local-portal-notice")).toBeVisible();
  });

  test("free plan: Free badge, features not included, upgrade hint, Upgrade Plan goes to /pricing", async ({ page }) => {
    const s = await signUp(page);
    await sql("update subscriptions set plan = 'free', status = 'free', trial_ends_at = now() - interval '1 day' where user_id = $1", [s.user.id]);
    await page.goto("/settings/billing");
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Free", FIRST);
    await expect(planCard(page).getByTestId("plan-limit")).toHaveText("1");
    await expect(page.getByTestId("plan-features-card").getByText("Not included", { exact: true })).toHaveCount(3);
    await expect(page.getByTestId("upgrade-hint")).toContainText("up to 10 competitors");
    await expect(page.getByTestId("billing-portal-card")).toHaveCount(0);
    await planCard(page).getByRole("link", { name: "Upgrade Plan" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("past due: the destructive badge and the spec's banner", async ({ page }) => {
    const s = await signUp(page);
    await subscribe(page, s);
    await sql("update subscriptions set status = 'past_due' where user_id = $1", [s.user.id]);
    await page.goto("/settings/billing");
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Past Due", FIRST);
    await expect(page.getByTestId("past-due-banner")).toContainText("Your payment is past due. Please update your payment method to continue using all features.");
  });
});

async function addCompetitors(s: SignedUp, names: string[]) {
  for (const [i, name] of names.entries()) {
    const domain = `${name.toLowerCase()}.example`;
    await sql(
      "insert into competitors (user_id, name, url, domain, type, status, check_frequency, created_at) values ($1,$2,$3,$4,'competitor','active','1d', now() - ($5 || ' minutes')::interval)",
      [s.user.id, name, `https://${domain}`, domain, String(100 - i)],
    );
  }
}

test.describe("plan changes", () => {
  test("from the trial, the avatar's Upgrade Plan goes straight to checkout", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard");
    await page.getByTestId("user-menu-trigger").click({ timeout: 30_000 });
    await page.getByRole("menuitem", { name: "Upgrade Plan" }).click();
    await expect(page).toHaveURL(/\/subscription\/success/, FIRST);
    await expect(page.getByRole("heading", { name: "Welcome to Pro Plan!" })).toBeVisible(FIRST);
  });

  test("from the trial, the pricing page's Pro button checks out instead of looping to billing", async ({ page }) => {
    await signUp(page);
    await page.goto("/pricing");
    const pro = page.getByTestId("plan-card-pro").getByRole("button", { name: "Upgrade to Pro" });
    await expect(pro).toBeEnabled(FIRST);
    await pro.click();
    await expect(page).toHaveURL(/\/subscription\/success/, FIRST);
  });

  test("Switch to Free spells out the consequences, then schedules the downgrade", async ({ page }) => {
    const s = await signUp(page);
    await subscribe(page, s);
    await addCompetitors(s, ["Acme", "Globex", "Initech"]);
    await page.goto("/settings/billing");
    const card = page.getByTestId("change-plan-card");
    await expect(card.getByTestId("change-plan-pro")).toContainText("Current", FIRST);
    await expect(card.getByTestId("change-plan-enterprise").getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", /^mailto:sales@/);
    await card.getByRole("button", { name: "Switch to Free" }).click();
    const dialog = page.getByTestId("downgrade-dialog");
    const effects = dialog.getByTestId("downgrade-consequences");
    await expect(effects).toContainText("Competitor limit goes from 10 to 1; you track 3. These 2 are paused: Globex, Initech.");
    await expect(effects).toContainText("Checks run at most every week");
    await expect(effects).toContainText("History is kept for 7 days");
    await expect(effects).toContainText("You lose e-mail alerts, API access");
    await dialog.getByRole("button", { name: "Keep Pro" }).click();
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Active");

    await card.getByRole("button", { name: "Switch to Free" }).click();
    await page.getByTestId("downgrade-dialog").getByRole("button", { name: "Switch to Free" }).click();
    await expect(planCard(page).getByTestId("subscription-status")).toHaveText("Canceled");
    await expect(card.getByTestId("change-plan-free")).toContainText("Scheduled: your plan moves to Free on");
  });

  test("the pricing page's Switch to Free opens that confirmation on the billing page", async ({ page }) => {
    const s = await signUp(page);
    await subscribe(page, s);
    await page.goto("/pricing");
    const free = page.getByTestId("plan-card-free").getByRole("button", { name: "Switch to Free" });
    await expect(free).toBeEnabled(FIRST);
    await free.click();
    await expect(page.getByTestId("downgrade-dialog")).toBeVisible(FIRST);
    await expect(page.getByTestId("downgrade-consequences")).toContainText("you track 0. Nothing needs to be paused.");
  });
});

test.describe("checkout result pages", () => {
  test("upgrading from the trial lands on the success page, which confirms, welcomes and redirects after 5 seconds", async ({ page }) => {
    await signUp(page);
    await page.goto("/settings/billing");
    await expect(planCard(page).getByRole("button", { name: "Upgrade Plan" })).toBeVisible(FIRST);
    // Slow the subscription refresh down so the confirming state is visible.
    await page.route("**/api/subscriptions/current", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await planCard(page).getByRole("button", { name: "Upgrade Plan" }).click();
    await expect(page).toHaveURL(/\/subscription\/success/, FIRST);
    await expect(page.getByText("Confirming your subscription...")).toBeVisible(FIRST);
    await expect(page.getByRole("heading", { name: "Welcome to Pro Plan!" })).toBeVisible(FIRST);
    const card = page.getByTestId("subscription-success");
    for (const line of ["Access to all Pro features", "Track up to 10 competitors", "Visit your dashboard to start monitoring"]) await expect(card.getByText(line)).toBeVisible();
    await expect(card.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(card.getByRole("link", { name: "Add Competitors" })).toHaveAttribute("href", "/dashboard/competitors");
    const shown = Date.now();
    await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
    expect(Date.now() - shown).toBeGreaterThan(3_500);
  });

  test("the cancel page says nothing changed and offers plans and the dashboard", async ({ page }) => {
    await signUp(page);
    await page.goto("/subscription/cancel");
    await expect(page.getByRole("heading", { name: "Checkout Canceled" })).toBeVisible(FIRST);
    await expect(page.getByText("Your upgrade was not completed")).toBeVisible();
    await expect(page.getByText(/plan and your competitors are unchanged/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: /support@rivalscope\.io/ })).toHaveAttribute("href", /^mailto:support@rivalscope\.io/);
    await page.getByRole("link", { name: "View Plans Again" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("the result pages need a stored sign-in", async ({ page }) => {
    await page.goto("/subscription/success");
    await expect(page).toHaveURL(/\/login/);
  });
});
