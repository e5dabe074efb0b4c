import pg from "pg";
import { expect, test, type Page } from "@playwright/test";
import { signUpViaApi } from "./support/signup";

/**
 * Issue 13, points 5 and 6, over every route of the specification's route table:
 * - the beta banner and the 'Live updates active' badge cover no interactive element or heading at
 *   390, 768 and 1280 px (at the top of the page and scrolled to the bottom);
 * - no horizontal overflow at 390 px (the API Keys tab too, with a new key shown);
 * - every same-site link leads somewhere real (no 404), signed in and signed out.
 */

const PASSWORD = "Quartz-Lantern-92!x";
const READY = { timeout: 30_000 };
const WIDTHS = [390, 768, 1280];
test.describe.configure({ timeout: 300_000 });

let pool: pg.Pool | null = null;
const db = () => (pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }));
test.afterAll(async () => {
  await pool?.end();
  pool = null;
});

const PUBLIC_ROUTES = ["/", "/pricing", "/login", "/signup", "/privacy", "/terms", "/about", "/blog", "/security", "/no-such-page"];
const SIGNED_IN_ROUTES = [
  "/dashboard",
  "/dashboard/competitors",
  "/dashboard/competitors/:id",
  "/dashboard/competitors/:id/llm",
  "/dashboard/changes",
  "/dashboard/chat",
  "/dashboard/notifications",
  "/dashboard/settings",
  "/dashboard/settings?tab=api-keys",
  "/dashboard/settings?tab=notifications",
  "/dashboard/settings?tab=security",
  "/dashboard/settings/billing",
  "/settings/billing",
  "/subscription/success",
  "/subscription/cancel",
];

/** A signed-up user with a scanned competitor and a change, signed in through local storage. */
async function signIn(page: Page): Promise<string> {
  const email = `e2e-layout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await signUpViaApi(page, { name: "Grace Hopper", email, password: PASSWORD });
  expect(res.status()).toBe(200);
  const { user, tokens } = (await res.json()).data;
  const c = await db().query(
    "insert into competitors (user_id, name, url, domain, type, status, last_checked) values ($1,'Initech','https://initech.example','initech.example','competitor','active',now()) returning id",
    [user.id],
  );
  const id: string = c.rows[0].id;
  const extracted = {
    markdown: "# Initech\nTPS reports, automated.",
    pricingMarkdown: "# Pricing\nBasic $10.",
    featuresMarkdown: "# Features\nReports",
    pricingPlans: [{ name: "Basic", price: 10, currency: "USD", period: "month", unit: "user", addOns: [], features: ["Reports"] }],
    features: [{ category: "Reporting", name: "TPS reports" }],
    aiExtractedData: { integrations: [{ name: "Slack", category: "Chat" }], keyCapabilities: ["Report automation"] },
  };
  const meta = { markdownLength: 1200, hasPublicPricing: true, hasPricingPage: true, pages: [], screenshots: {}, fetchMode: "http", warnings: [] };
  await db().query("insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data, text_content) values ($1,$2,0.8,'layout',$3,$4,'Initech')", [id, user.id, JSON.stringify(meta), JSON.stringify(extracted)]);
  await db().query(
    "insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, url) values ($1,$2,'pricing','high','Basic plan: $8 → $10 per user/month','$8','$10','https://initech.example/pricing')",
    [user.id, id],
  );
  const storage = { auth_token: tokens.accessToken, api_key: tokens.accessToken, refresh_token: tokens.refreshToken, user: JSON.stringify(user), "has-seen-onboarding": "true" };
  await page.addInitScript((items) => {
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, storage);
  return id;
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("h1").first()).toBeAttached(READY);
  await expect(page.getByTestId("dashboard-guard")).toHaveCount(0, READY);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, READY);
  await page.waitForTimeout(300);
}

/**
 * Interactive elements and headings that a floating box overlaps (outside the box itself). A box inside
 * a sticky bar must stay within the bar; content scrolled under the bar (scrolled, not at the top) is
 * hidden by the bar as a whole, not by the box.
 */
async function covered(page: Page, boxSelector: string, scrolled: boolean): Promise<string[]> {
  return page.evaluate(
    ({ sel, scrolled }) => {
    const boxes = [...document.querySelectorAll<HTMLElement>(sel)].filter((b) => b.offsetParent !== null || getComputedStyle(b).position === "fixed");
    const targets = [...document.querySelectorAll<HTMLElement>("a[href], button, input, textarea, select, [role=button], [role=tab], h1, h2, h3, h4, h5, h6")];
    const hits: string[] = [];
    for (const box of boxes) {
      const r = box.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      let bar: HTMLElement | null = box.parentElement;
      while (bar && !["sticky", "fixed"].includes(getComputedStyle(bar).position)) bar = bar.parentElement;
      if (bar) {
        const b = bar.getBoundingClientRect();
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5) hits.push(`${sel} sticks out of its bar`);
      }
      for (const t of targets) {
        if (box.contains(t) || t.contains(box)) continue;
        if (bar && scrolled && !bar.contains(t)) continue;
        const q = t.getBoundingClientRect();
        if (q.width === 0 || q.height === 0 || getComputedStyle(t).visibility === "hidden") continue;
        const overlap = Math.min(r.right, q.right) - Math.max(r.left, q.left) > 0.5 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 0.5;
        if (overlap) hits.push(`${sel} covers <${t.tagName.toLowerCase()}> "${(t.textContent ?? "").trim().slice(0, 40)}"`);
      }
    }
    return hits;
    },
    { sel: boxSelector, scrolled },
  );
}

async function expectNothingCovered(page: Page, label: string) {
  for (const where of ["top", "bottom"] as const) {
    await page.evaluate((w) => window.scrollTo(0, w === "top" ? 0 : document.documentElement.scrollHeight), where);
    await page.waitForTimeout(150);
    const scrolled = await page.evaluate(() => window.scrollY > 0);
    const hits = [...(await covered(page, '[data-testid="beta-banner"]', scrolled)), ...(await covered(page, '[data-testid="live-badge"]', scrolled))];
    expect(hits, `${label} (${where})`).toEqual([]);
  }
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("floating elements cover no content", () => {
  test("the beta banner on every public route at 390, 768 and 1280 px", async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      for (const route of PUBLIC_ROUTES) {
        await open(page, route);
        if (route === "/") await expect(page.getByTestId("beta-banner")).toBeVisible();
        await expectNothingCovered(page, `${route} at ${width}px`);
      }
    }
  });

  test("the live badge on every signed-in route at 390, 768 and 1280 px", async ({ page }) => {
    const id = await signIn(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      for (const route of SIGNED_IN_ROUTES) {
        await open(page, route.replace(":id", id));
        if (route === "/dashboard") await expect(page.getByTestId("live-badge")).toBeVisible(READY);
        await expectNothingCovered(page, `${route} at ${width}px`);
      }
    }
  });
});

test.describe("no horizontal overflow at 390 px", () => {
  test("on every route, signed out and signed in", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const route of PUBLIC_ROUTES) {
      await open(page, route);
      expect(await overflow(page), route).toBeLessThanOrEqual(0);
    }
    const id = await signIn(page);
    for (const route of SIGNED_IN_ROUTES) {
      await open(page, route.replace(":id", id));
      expect(await overflow(page), route).toBeLessThanOrEqual(0);
    }
  });

  test("API Keys: a new key fits, the configuration block is inside the card, and the key survives a tab switch", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await open(page, "/dashboard/settings?tab=api-keys");
    await page.getByRole("button", { name: /Generate New Key/ }).click();
    await page.getByLabel("Key Name").fill("Laptop connector");
    await page.getByRole("dialog").getByRole("button", { name: /Generate/ }).click();
    const panel = page.getByTestId("new-api-key");
    await expect(panel).toBeVisible(READY);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const card = await page.getByTestId("mcp-quick-setup").boundingBox();
    const config = await page.getByTestId("mcp-config").boundingBox();
    expect(config!.x).toBeGreaterThanOrEqual(card!.x);
    expect(config!.x + config!.width).toBeLessThanOrEqual(card!.x + card!.width + 0.5);

    await page.getByRole("button", { name: "Show API key" }).click();
    const key = await page.getByTestId("new-api-key-value").textContent();
    await page.getByRole("tab", { name: /Profile/ }).click();
    await expect(page.getByTestId("unsaved-key-dot")).toBeVisible();
    await page.getByRole("tab", { name: /API Keys/ }).click();
    await expect(page.getByTestId("new-api-key")).toBeVisible();
    await page.getByRole("button", { name: "Show API key" }).click();
    await expect(page.getByTestId("new-api-key-value")).toHaveText(key!);
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  });
});

/** Same-site hrefs of the page's links (hash-only and mail links aside). */
async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .map((a) => new URL(a.getAttribute("href")!, location.href))
      .filter((u) => u.origin === location.origin)
      .map((u) => u.pathname + u.search),
  );
}

async function crawl(page: Page, routes: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const route of routes) {
    await open(page, route);
    for (const href of await linksOn(page)) if (!found.has(href)) found.set(href, route);
  }
  return found;
}

async function expectNo404(page: Page, links: Map<string, string>) {
  const broken: string[] = [];
  for (const [href, from] of links) {
    if (href.startsWith("/no-such-page")) continue;
    const res = await page.request.get(href, { maxRedirects: 5 });
    if (res.status() === 404) broken.push(`${href} (linked from ${from})`);
  }
  expect(broken).toEqual([]);
}

test.describe("every link leads somewhere real", () => {
  test("signed out: public routes, company pages, Contact Sales as a mail link", async ({ page }) => {
    const links = await crawl(page, PUBLIC_ROUTES);
    for (const href of ["/about", "/blog", "/security", "/privacy", "/terms", "/pricing", "/signup", "/login"]) expect([...links.keys()]).toContain(href);
    await expectNo404(page, links);

    await open(page, "/pricing");
    await expect(page.getByTestId("plan-card-enterprise").getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", /^mailto:sales@rivalscope\.io/);
    await open(page, "/");
    await expect(page.getByTestId("plan-card-enterprise").getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", /^mailto:sales@rivalscope\.io/);
    await open(page, "/blog");
    await expect(page.getByTestId("blog-empty")).toContainText("No posts yet");
    await open(page, "/security");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  });

  test("signed in: every dashboard route, the bell's View all, branded result pages", async ({ page }) => {
    const id = await signIn(page);
    const links = await crawl(page, [...SIGNED_IN_ROUTES.map((r) => r.replace(":id", id)), "/pricing", "/"]);
    await expectNo404(page, links);

    await open(page, "/dashboard");
    await page.getByTestId("notification-bell").click();
    const viewAll = page.getByRole("link", { name: "View all", exact: true });
    await expect(viewAll).toHaveAttribute("href", "/dashboard/notifications");
    await viewAll.click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();

    await open(page, "/subscription/cancel");
    await expect(page.locator("header").getByRole("link", { name: "Rivalscope" })).toHaveAttribute("href", "/");
    await expect(page.locator("header").getByRole("link", { name: "Back to dashboard" })).toHaveAttribute("href", "/dashboard");
  });
});
