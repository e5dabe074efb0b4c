import { expect, test, type Page } from "@playwright/test";

/** Landing page, top navigation, pricing page, legal pages, 404 and the beta banner (spec §1–2, §4, §9). */

/** Waits until React has hydrated the element, so timers run and clicks are handled. */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
    },
    selector,
    { timeout: 30_000 },
  );
}

async function signInLocally(page: Page, key: "auth_token" | "api_key" = "auth_token") {
  await page.addInitScript((k) => {
    if (!sessionStorage.getItem("e2e-signed-out")) localStorage.setItem(k, "header.payload.signature");
  }, key);
}

async function dismissBanner(page: Page) {
  await page.addInitScript(() => localStorage.setItem("beta-notice-dismissed", "true"));
}

test.describe("landing page", () => {
  test("shows the hero, live activity, features, connector, pricing and footer", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");

    await expect(page.getByRole("heading", { level: 1 })).toContainText("Know every move");
    await expect(main.getByRole("link", { name: /Start Free Trial/ }).first()).toHaveAttribute("href", "/signup");
    await expect(main.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute("href", "/login");
    await expect(main).toContainText("5-minute update cycles");
    await expect(main).toContainText("borderline creepy");

    const live = page.getByRole("region", { name: "Live activity" });
    await expect(live).toBeVisible();
    await expect(live.getByText("Sample data", { exact: true })).toBeVisible();
    await expect(page.getByTestId("live-feed").locator("li")).toHaveCount(4);
    await expect(main.getByText("Sample figures for illustration.")).toBeVisible();

    const cards = page.getByTestId("feature-card");
    await expect(cards).toHaveCount(6);
    const popular = cards.filter({ hasText: "Most popular" });
    await expect(popular).toHaveCount(1);
    await expect(popular).toContainText("Dark Psychology Analysis");

    const docs = page.getByRole("link", { name: /Model Context Protocol documentation/ });
    await expect(docs).toHaveAttribute("href", /^https:\/\/modelcontextprotocol\.io/);
    await expect(docs).toHaveAttribute("target", "_blank");

    const pricing = page.getByRole("region", { name: /Pricing that/ });
    await expect(pricing.getByRole("article")).toHaveCount(3);
    await expect(pricing).toContainText("$44");
    await expect(pricing.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      /^mailto:sales@.*subject=Enterprise%20inquiry/,
    );

    const footer = page.locator("footer");
    for (const [name, href] of [
      ["About", "/about"],
      ["Blog", "/blog"],
      ["Security", "/security"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Pricing", "/pricing"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("the simulated feed adds an event every 5 seconds and keeps 4", async ({ page }) => {
    await page.goto("/");
    await hydrated(page, '[data-testid="live-feed"]');
    const items = page.getByTestId("live-feed").locator("li");
    await expect(items).toHaveCount(4);
    const firstId = await items.first().getAttribute("data-event-id");
    await expect(items.first()).not.toHaveAttribute("data-event-id", firstId ?? "", { timeout: 10_000 });
    await expect(items).toHaveCount(4);
    await expect(items.first()).toContainText("just now");
    const types = await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-event-type")));
    for (const t of types) expect(["pricing", "feature", "content", "design"]).toContain(t);

    // The pause button stops the simulation.
    await page.getByRole("button", { name: "Pause feed" }).click();
    const pausedId = await items.first().getAttribute("data-event-id");
    await page.waitForTimeout(5_600);
    await expect(items.first()).toHaveAttribute("data-event-id", pausedId ?? "");
  });

  test("connector tabs rotate every 3 seconds and stop after the visitor picks one", async ({ page }) => {
    await page.goto("/");
    await hydrated(page, '[data-testid="connector-tabs"]');
    const tablist = page.getByRole("tablist", { name: "Example questions" });
    await expect(tablist.getByRole("tab")).toHaveCount(3);
    const first = tablist.getByRole("tab", { name: "Pricing moves" });
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(tablist.getByRole("tab", { name: "Feature launches" })).toHaveAttribute("aria-selected", "true", {
      timeout: 6_000,
    });

    await tablist.getByRole("tab", { name: "Weekly briefing" }).click();
    await page.mouse.move(0, 0); // leave the tabs: only the click should hold the rotation
    await page.waitForTimeout(3_600);
    await expect(tablist.getByRole("tab", { name: "Weekly briefing" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("strategy meeting");

    // Keyboard: arrows move and select, wrapping at the ends.
    await tablist.getByRole("tab", { name: "Weekly briefing" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(tablist.getByRole("tab", { name: "Feature launches" })).toBeFocused();
    await expect(tablist.getByRole("tab", { name: "Feature launches" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowRight");
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("top navigation", () => {
  // Under 768 px these items live in the mobile menu, which has its own test.
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, "desktop header only");

  test("signed out: Pricing, Sign In and Start Free Trial", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", "/signup");
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("an api_key alone counts as signed in", async ({ page }) => {
    await signInLocally(page, "api_key");
    await page.goto("/");
    await hydrated(page, "header nav");
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard", {
      timeout: 15_000,
    });
  });

  test("signed in: Dashboard and Sign Out, which clears storage and goes home", async ({ page }) => {
    await signInLocally(page);
    await page.addInitScript(() => localStorage.setItem("user", '{"id":"x","email":"a@b.co","name":"A"}'));
    await page.goto("/pricing");
    await hydrated(page, "header nav");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible({ timeout: 15_000 });
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);

    await page.evaluate(() => sessionStorage.setItem("e2e-signed-out", "1"));
    const signout = page.waitForRequest((r) => r.url().endsWith("/api/auth/signout") && r.method() === "POST");
    await header.getByRole("button", { name: "Sign Out" }).click();
    await signout;
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test.describe("mobile", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu sheet holds the same items", async ({ page }) => {
      await page.goto("/");
      await hydrated(page, 'button[aria-label="Open menu"]');
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Sign In" })).toBeHidden();
      await header.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Start Free Trial" })).toBeVisible();
      await menu.getByRole("link", { name: "Pricing" }).click();
      await expect(page).toHaveURL(/\/pricing$/, { timeout: 30_000 });
      await expect(menu).toBeHidden();
    });

    test("signed in, the menu shows Dashboard and Sign Out", async ({ page }) => {
      await signInLocally(page);
      await page.goto("/");
      await hydrated(page, 'button[aria-label="Open menu"]');
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible({ timeout: 15_000 });
      await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    });
  });
});

test.describe("pricing page", () => {
  test("shows the heading, three detailed plans and the footnotes", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Intelligence Level" })).toBeVisible();
    await expect(page.getByTestId("plan-card-free")).toContainText("$0");
    await expect(page.getByTestId("plan-card-free")).toContainText("No API access");
    await expect(page.getByTestId("plan-card-pro")).toContainText("$44");
    await expect(page.getByTestId("plan-card-pro")).toContainText("Most popular");
    await expect(page.getByTestId("plan-card-enterprise")).toContainText("Custom");
    await expect(page.getByText("All plans include SSL encryption and data security")).toBeVisible();
    await expect(page.getByText("Cancel anytime, no questions asked")).toBeVisible();
  });

  test("signed out, choosing a plan goes to signup", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByTestId("plan-card-pro").getByRole("button")).toBeEnabled({ timeout: 30_000 });
    await page.getByTestId("plan-card-pro").getByRole("button").click();
    await expect(page).toHaveURL(/\/signup$/, { timeout: 30_000 });
  });

  test("signed in: current plan, past-due card, and checkout", async ({ page, baseURL }) => {
    await signInLocally(page);
    await page.route("**/api/subscriptions/current", (r) => r.fulfill({ json: { data: { plan: "free", status: "past_due" } } }));
    await page.route("**/api/subscriptions/prices", (r) => r.fulfill({ json: { data: [{ plan: "pro", priceId: "price_e2e" }] } }));
    let checkoutBody: unknown = null;
    await page.route("**/api/subscriptions/checkout", (r) => {
      checkoutBody = r.request().postDataJSON();
      return r.fulfill({ json: { data: { url: `${baseURL}/terms?checkout=e2e` } } });
    });
    await page.goto("/pricing");

    await expect(page.getByTestId("plan-card-free")).toContainText("Current plan", { timeout: 30_000 });
    const pastDue = page.getByTestId("past-due-card");
    await expect(pastDue).toContainText("Your payment is past due. Please update your payment method to continue.");
    await expect(pastDue.getByRole("button", { name: "Update Payment Method" })).toBeVisible();
    await expect(pastDue.getByRole("link", { name: /support/i })).toHaveAttribute("href", /^mailto:/);

    await page.getByTestId("plan-card-pro").getByRole("button").click();
    await expect(page).toHaveURL(/\/terms\?checkout=e2e$/, { timeout: 30_000 });
    expect(checkoutBody).toMatchObject({ priceId: "price_e2e", successUrl: expect.stringContaining("/subscription/success") });
  });

  test("an 'already have an active subscription' checkout error goes to billing", async ({ page }) => {
    await signInLocally(page);
    await page.route("**/api/subscriptions/current", (r) => r.fulfill({ json: { data: { plan: "free", status: "active" } } }));
    await page.route("**/api/subscriptions/prices", (r) => r.fulfill({ json: { data: [{ plan: "pro", priceId: "price_e2e" }] } }));
    await page.route("**/api/subscriptions/checkout", (r) =>
      r.fulfill({ status: 409, json: { error: { code: "conflict", message: "You already have an active subscription" } } }),
    );
    await page.goto("/pricing");
    await expect(page.getByTestId("plan-card-free")).toContainText("Current plan", { timeout: 30_000 });
    await page.getByTestId("plan-card-pro").getByRole("button").click();
    // The billing page is guarded: without a session cookie the proxy sends the visitor to /login?next=…
    await expect(page).toHaveURL(/settings(\/|%2F)billing/, { timeout: 30_000 });
  });

  test("other checkout errors show in a banner", async ({ page }) => {
    await signInLocally(page);
    await page.route("**/api/subscriptions/current", (r) => r.fulfill({ json: { data: { plan: "free", status: "active" } } }));
    await page.route("**/api/subscriptions/prices", (r) => r.fulfill({ json: { data: [{ plan: "pro", priceId: "price_e2e" }] } }));
    await page.route("**/api/subscriptions/checkout", (r) => r.fulfill({ json: { data: {} } }));
    await page.goto("/pricing");
    await expect(page.getByTestId("plan-card-free")).toContainText("Current plan", { timeout: 30_000 });
    await page.getByTestId("plan-card-pro").getByRole("button").click();
    await expect(page.getByTestId("pricing-error")).toContainText("No checkout URL returned from server");
  });
});

test.describe("legal pages", () => {
  const today = () =>
    new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

  test("terms: trial, billing, renewal, cancellation, age and the Pro price", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByText(`Last updated: ${today()}`)).toBeVisible();
    const body = page.locator("article");
    for (const text of ["14-day free trial", "$44 per month", "billed monthly in advance", "non-refundable", "renew automatically", "end of the current", "at least 18 years old"]) {
      await expect(body).toContainText(text);
    }
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  });

  test("privacy: retention after cancellation", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText(`Last updated: ${today()}`)).toBeVisible();
    await expect(page.locator("article")).toContainText("up to 90 days");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });
});

test("an unknown route shows the 404 page and logs the path", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  const res = await page.goto("/this-page-does-not-exist");
  expect(res?.status()).toBe(404);
  await hydrated(page, "main");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect.poll(() => warnings.some((w) => w.includes("/this-page-does-not-exist"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
});

test("the beta banner's dismissal survives a reload", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("complementary", { name: "Beta notice" });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner.getByRole("link", { name: "Report an issue" })).toHaveAttribute("href", /^mailto:/);
  await banner.getByRole("button", { name: "Dismiss beta notice" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("beta-notice-dismissed"))).toBe("true");
  await page.reload();
  await hydrated(page, '[data-testid="live-feed"]');
  await expect(banner).toBeHidden();
});

test("a remembered dismissal keeps the banner away on other pages", async ({ page }) => {
  await dismissBanner(page);
  await page.goto("/pricing");
  await hydrated(page, "header nav");
  await expect(page.getByRole("complementary", { name: "Beta notice" })).toHaveCount(0);
});
