import AxeBuilder from "@axe-core/playwright";
import pg from "pg";
import { expect, test, type Page } from "@playwright/test";
import { signUpViaApi } from "./support/signup";

/** Every route of the specification's route table passes axe-core (WCAG 2.1 A/AA rules) with no
 * serious or critical violation, in the light and the dark system scheme, at desktop and mobile size.
 * A signed-in user with one scanned competitor and a change makes the dashboard pages show content. */

const PASSWORD = "Quartz-Lantern-92!x";
const READY = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

let pool: pg.Pool | null = null;
const db = () => (pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }));
test.afterAll(async () => {
  await pool?.end();
  pool = null;
});

interface Account { userId: string; competitorId: string; storage: Record<string, string> }

async function signUpWithData(page: Page): Promise<Account> {
  const email = `e2e-a11y-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await signUpViaApi(page, { name: "Grace Hopper", email, password: PASSWORD });
  expect(res.status()).toBe(200);
  const { user, tokens } = (await res.json()).data;
  const c = await db().query(
    "insert into competitors (user_id, name, url, domain, type, status, last_checked) values ($1,'Initech','https://initech.example','initech.example','competitor','active',now()) returning id",
    [user.id],
  );
  const competitorId: string = c.rows[0].id;
  const extracted = {
    markdown: "# Initech\nTPS reports, automated.",
    pricingMarkdown: "# Pricing\nBasic $10, Pro $25.",
    featuresMarkdown: "# Features\nReports",
    pricingPlans: [{ name: "Basic", price: 10, currency: "USD", period: "month", unit: "user", addOns: [], features: ["Reports"] }],
    features: [{ category: "Reporting", name: "TPS reports" }],
    aiExtractedData: { integrations: [{ name: "Slack", category: "Chat" }], keyCapabilities: ["Report automation"] },
  };
  const meta = { markdownLength: 1200, hasPublicPricing: true, hasPricingPage: true, pages: [], screenshots: {}, fetchMode: "http", warnings: [] };
  await db().query("insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data, text_content) values ($1,$2,0.8,'a11y',$3,$4,'Initech TPS reports')", [competitorId, user.id, JSON.stringify(meta), JSON.stringify(extracted)]);
  await db().query(
    `insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, url)
     values ($1,$2,'pricing','high','Basic plan: $8 → $10 per user/month','$8','$10','https://initech.example/pricing')`,
    [user.id, competitorId],
  );
  const storage = {
    auth_token: tokens.accessToken,
    api_key: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    user: JSON.stringify(user),
    "has-seen-onboarding": "true",
  };
  return { userId: user.id, competitorId, storage };
}

/** Waits for the page's heading and for every loading placeholder to be gone, then lets transitions settle. */
async function settle(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible(READY);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, READY);
  await page.waitForTimeout(400);
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => n.target.join(" ")).join("\n  ")}`).join("\n");
  expect(bad, `${label}\n${report}`).toEqual([]);
}

const SCHEMES = ["light", "dark"] as const;

const PUBLIC_PAGES = ["/", "/pricing", "/login", "/signup", "/forgot-password", "/reset-password?token=example", "/verify-email?token=example", "/privacy", "/terms", "/no-such-page"];

test.describe("public pages pass axe-core", () => {
  for (const route of PUBLIC_PAGES) {
    test(`${route} in light and dark`, async ({ page }) => {
      for (const colorScheme of SCHEMES) {
        // Reduced motion: contrast is judged on the settled page, not on a badge midway through its fade-in.
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await page.goto(route);
        await settle(page);
        await expectNoSeriousViolations(page, `${route} (${colorScheme})`);
      }
    });
  }
});

const SIGNED_IN_PAGES = [
  "/dashboard",
  "/dashboard/competitors",
  "/dashboard/competitors/:id",
  "/dashboard/competitors/:id/llm",
  "/dashboard/competitors/:id/battlecard",
  "/dashboard/compare",
  "/dashboard/changes",
  "/dashboard/chat",
  "/dashboard/notifications",
  "/dashboard/settings",
  "/dashboard/settings?tab=security",
  "/dashboard/settings/billing",
  "/settings/billing",
  "/subscription/success",
  "/subscription/cancel",
];

test.describe("signed-in pages pass axe-core", () => {
  for (const route of SIGNED_IN_PAGES) {
    test(`${route} in light and dark`, async ({ page }) => {
      const account = await signUpWithData(page);
      await page.addInitScript((items) => {
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
      }, account.storage);
      const url = route.replace(":id", account.competitorId);
      for (const colorScheme of SCHEMES) {
        // Reduced motion: contrast is judged on the settled page, not on a badge midway through its fade-in.
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await page.goto(url);
        await settle(page);
        await expectNoSeriousViolations(page, `${route} (${colorScheme})`);
      }
    });
  }
});

test("loading placeholders pass axe-core (the psychology analysis and the intelligence report held loading)", async ({ page }) => {
  const account = await signUpWithData(page);
  await page.addInitScript((items) => {
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, account.storage);
  // The two reads never answer while the page is judged, so their loading states stay on screen.
  await page.route(/\/api\/(psychology|insights)\//, () => undefined);
  await page.goto(`/dashboard/competitors/${account.competitorId}`);
  // On a phone the analysis sits in a closed section: present, not shown.
  await expect(page.getByTestId("psychology-loading")).toBeAttached(READY);
  await expect(page.getByTestId("psychology-loading")).toHaveAttribute("role", "status");
  await expectNoSeriousViolations(page, "competitor page while loading");
});
