import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { signUpViaApi } from "./support/signup";
import { openCards } from "./support/competitors";

/**
 * The psychology panel on the competitor detail page, in real Chromium against the real app and
 * worker: a competitor and its scanned snapshot are seeded with SQL, the analysis is run from the
 * panel and appears; plus the Free-plan prompt, the load failure and the 30-second poll.
 */

const PASSWORD = "Quartz-Lantern-92!x";

interface SignedUp { user: { id: string }; tokens: { accessToken: string; refreshToken: string } }

async function signUp(page: Page): Promise<SignedUp> {
  const email = `e2e-psy-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await signUpViaApi(page, { name: "Pat Psych", email, password: PASSWORD });
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

async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[]): Promise<T[]> {
  const url = process.env.DATABASE_URL;
  test.skip(!url, "needs DATABASE_URL (npm test provides it)");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

const PRICING = `# Plans for marketing agencies

**Founders' pricing ends in 05:42:17** — don't miss it.

Hurry! Only 4 licences left at this price.

| Solo | Studio (Most popular) | Agency |
|---|---|---|
| ~~$59~~ $39/mo | ~~$149~~ $99/mo | $249/mo |

Start your 7-day free trial. A credit card is required to begin.
When the trial ends your card is charged automatically every month.

[No thanks, I prefer losing clients](#)`;

/** A competitor with one scanned snapshot of a pushy pricing page. */
async function seedCompetitor(userId: string): Promise<string> {
  const [c] = await sql<{ id: string }>(
    "insert into competitors (user_id, name, url, domain, status, last_checked) values ($1, 'Pushly', 'https://pushly.example', 'pushly.example', 'active', now()) returning id",
    [userId],
  );
  const plans = [
    { name: "Solo", price: 39, currency: "USD", period: "month", unit: null, addOns: [], features: ["1 brand", "Reports"] },
    { name: "Studio", price: 99, currency: "USD", period: "month", unit: null, addOns: [], features: ["10 brands", "White label"], highlighted: true },
    { name: "Agency", price: 249, currency: "USD", period: "month", unit: null, addOns: [], features: ["Unlimited brands", "SSO"] },
  ];
  const extracted = {
    markdown: "# Pushly\n\nThe reporting suite for agencies. Used by 3,500+ agencies.",
    pricingMarkdown: PRICING,
    featuresMarkdown: "",
    pricingPlans: plans,
    features: [],
    aiExtractedData: { integrations: [], keyCapabilities: [] },
  };
  const metadata = { markdownLength: extracted.markdown.length, hasPublicPricing: true, hasPricingPage: true, pages: [{ kind: "pricing", url: "https://pushly.example/pricing" }], screenshots: {}, fetchMode: "http", warnings: [] };
  await sql(
    "insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data, text_content) values ($1, $2, 0.8, 'e2e-psy', $3, $4, $5)",
    [c.id, userId, JSON.stringify(metadata), JSON.stringify(extracted), `${extracted.markdown}\n\n${PRICING}`],
  );
  return c.id;
}

const panelUrl = (id: string) => `/dashboard/competitors/${id}`;

test.describe("psychology panel", () => {
  test("runs an analysis from the panel and shows it with techniques, dark patterns and ethical concerns", async ({ page }) => {
    test.setTimeout(90_000);
    const s = await signUp(page);
    const id = await seedCompetitor(s.user.id);
    await page.goto(panelUrl(id));
    await openCards(page);
    const panel = page.getByTestId("psychology-panel");
    // The panel mounts once the competitor and its snapshot have loaded.
    await expect(panel.getByText("No psychology analysis available yet")).toBeVisible({ timeout: 30_000 });
    await panel.getByRole("button", { name: "Run Analysis" }).click();
    await expect(panel.getByTestId("psychology-pending")).toBeVisible();
    await expect(panel.getByText("Analysis in progress")).toBeVisible();

    // Re-fetched 5 s after the run request (and polled every 30 s while still in progress).
    await expect(panel.getByTestId("psychology-analysis")).toBeVisible({ timeout: 45_000 });
    await expect(panel.getByTestId("psychology-profile")).toContainText("Pushly");
    await expect(panel.getByTestId("psychology-techniques")).toContainText("Price anchoring");
    // Evidence as the user saw it: the struck price without markdown marks, named in the description.
    await expect(panel.getByTestId("psychology-techniques")).toContainText("$59 $39/mo");
    await expect(panel.getByTestId("psychology-techniques")).toContainText("struck-through reference prices ($59, $149)");
    await expect(panel.getByTestId("psychology-techniques")).not.toContainText("~~");
    await expect(panel.getByTestId("psychology-dark-patterns")).toContainText("Countdown Timer");
    await expect(panel.getByTestId("psychology-dark-patterns")).toContainText("05:42:17");
    await expect(panel.getByTestId("psychology-weaknesses")).toBeVisible();
    await expect(panel.getByTestId("psychology-counter-tactics")).toBeVisible();
    const manipulative = panel.locator('[data-testid="psychology-ethical-concern"][data-rating="manipulative"]');
    await expect(manipulative.first()).toBeVisible();
    await expect(manipulative.first().getByText("Manipulative", { exact: true })).toBeVisible();
    await expect(panel.getByTestId("psychology-confidence")).toHaveText(/^(High|Medium|Low) · \d+%$/);
    await expect(panel.getByTestId("psychology-data-points")).toHaveText(/^\d+$/);
    await expect(panel.getByTestId("psychology-date")).not.toBeEmpty();
    await expect(panel.getByRole("button", { name: "Re-analyze" })).toBeVisible();
  });

  test("shows the upgrade prompt on the Free plan", async ({ page }) => {
    const s = await signUp(page);
    const id = await seedCompetitor(s.user.id);
    await sql("update subscriptions set plan = 'free', status = 'free', trial_ends_at = null where user_id = $1", [s.user.id]);
    await page.goto(panelUrl(id));
    await openCards(page);
    const upgrade = page.getByTestId("psychology-upgrade");
    await expect(upgrade).toContainText("Dark Psychology Mode is not available on the Free plan", { timeout: 30_000 });
    await expect(upgrade.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/pricing");
  });

  test("says 'Failed to load psychology analysis' when the fetch fails", async ({ page }) => {
    const s = await signUp(page);
    const id = await seedCompetitor(s.user.id);
    await page.route(`**/api/psychology/${id}`, (route) => route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "boom" } } }));
    await page.goto(panelUrl(id));
    await openCards(page);
    await expect(page.getByTestId("psychology-error")).toContainText("Failed to load psychology analysis", { timeout: 30_000 });
  });

  test("polls an analysis in progress again after 30 seconds", async ({ page }) => {
    const s = await signUp(page);
    const id = await seedCompetitor(s.user.id);
    await page.clock.install();
    let calls = 0;
    const now = new Date().toISOString();
    await page.route(`**/api/psychology/${id}`, (route) => {
      calls += 1;
      if (calls === 1) return route.fulfill({ status: 202, json: { data: { status: "pending", competitorId: id, previous: null } } });
      return route.fulfill({
        status: 200,
        json: {
          data: {
            id: "00000000-0000-4000-8000-000000000001", competitorId: id, status: "completed", source: "local",
            profile: { summary: "Polled summary", targetAudience: "Agencies", emotionalTriggers: ["Urgency"], competitiveAdvantages: [] },
            techniques: [], darkPatterns: [], weaknesses: [], counterTactics: [], ethicalConcerns: [],
            confidence: 0.5, dataPoints: 12, createdAt: now, requestedAt: now, completedAt: now, snapshotAt: null, lastError: null,
          },
        },
      });
    });
    await page.goto(panelUrl(id));
    await openCards(page);
    await expect(page.getByTestId("psychology-pending")).toBeVisible({ timeout: 30_000 });
    await page.clock.fastForward(25_000);
    expect(calls).toBe(1);
    await page.clock.fastForward(6_000);
    await expect(page.getByTestId("psychology-profile")).toContainText("Polled summary");
    expect(calls).toBe(2);
  });
});
