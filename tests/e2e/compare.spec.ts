import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { FIRST_PAINT, closeDb, db, insertCompetitor, isMobile, openCards, signUp, type Session } from "./support/competitors";

/**
 * Price history on the competitor page and the comparison matrix (issue 26 points 1 and 2). Snapshots
 * and a change are written with `pg` as three scans would leave them. Screenshots at 1280 (desktop)
 * and 390 (mobile), light and dark, go to /tmp/compare-shots; axe-core runs on both screens.
 */

const SHOTS = "/tmp/compare-shots";
test.afterAll(closeDb);

const plan = (name: string, price: number | null, over: object = {}) => ({ name, price, currency: price === null ? null : "USD", period: price === null ? null : "month", unit: null, addOns: [], features: [], ...over });

async function snapshot(s: Session, competitorId: string, daysAgo: number, extracted: object): Promise<string> {
  const r = await db().query(
    "insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data, created_at) values ($1,$2,0.9,'e2e','{}',$3, now() - make_interval(days => $4)) returning id",
    [competitorId, s.userId, JSON.stringify({ markdown: "", pricingMarkdown: "", featuresMarkdown: "", ...extracted }), daysAgo],
  );
  return r.rows[0].id;
}

const features = (category: string, names: string[]) => names.map((name) => ({ category, name }));
const integrations = (category: string, names: string[]) => names.map((name) => ({ category, name }));

async function seed(s: Session) {
  const ours = await insertCompetitor(s, "Northwind", { type: "baseline" });
  await snapshot(s, ours, 1, {
    pricingPlans: [plan("Free", 0), plan("Team", 10, { unit: "user", annualPrice: 8 }), plan("Business", 20, { unit: "user" })],
    features: features("Planning", ["Kanban boards", "Gantt timelines", "Time tracking"]),
    aiExtractedData: { integrations: integrations("Dev", ["Slack", "GitHub", "Jira"]), keyCapabilities: ["Resource planning"] },
  });
  const globex = await insertCompetitor(s, "Globex");
  const globexData = (growth: number, topName: string) => ({
    pricingPlans: [plan("Starter", 0), plan("Growth", growth, { highlighted: true }), plan(topName, 299, { unit: "seat", period: "month" })],
    features: features("Planning", ["Kanban boards", "Automations"]),
    aiExtractedData: { integrations: [...integrations("Dev", ["Slack"]), ...integrations("Commerce", ["Shopify", "Stripe"])], keyCapabilities: ["Email journeys"] },
  });
  await snapshot(s, globex, 20, globexData(69, "Pro"));
  const second = await snapshot(s, globex, 10, globexData(79, "Pro"));
  await snapshot(s, globex, 2, globexData(79, "Scale"));
  await db().query(
    "insert into changes (user_id, competitor_id, snapshot_id, type, importance, score, description, url, detected_at) values ($1,$2,$3,'pricing','high',80,'Growth plan: $69 → $79/month','https://globex.example/pricing', now() - interval '10 days')",
    [s.userId, globex, second],
  );
  const initech = await insertCompetitor(s, "Initech");
  await snapshot(s, initech, 3, {
    pricingPlans: [plan("Solo", 12), plan("Office", 15, { unit: "user", period: "year", currency: "EUR" })],
    features: features("Planning", ["Time tracking"]),
    aiExtractedData: { integrations: integrations("Commerce", ["Stripe"]), keyCapabilities: [] },
  });
  return { ours, globex, initech };
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function noAxeViolations(page: Page) {
  // Let one-off animations (the live badge fading in) finish, so contrast is measured at rest.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("price history on the competitor page: chart with change markers, table view, CSV, empty state, light and dark", async ({ page }, info) => {
  const s = await signUp(page);
  const { globex, initech } = await seed(s);
  await page.goto(`/dashboard/competitors/${globex}`);
  await expect(page.getByRole("heading", { level: 1, name: "Globex" })).toBeVisible(FIRST_PAINT);
  if (isMobile(info)) await openCards(page);
  const card = page.getByTestId("price-history");
  await expect(card.getByTestId("price-history-chart")).toBeVisible(FIRST_PAINT);
  await expect(card.locator(".recharts-line")).not.toHaveCount(0);
  const markers = card.getByTestId("price-history-markers");
  await expect(markers).toContainText("Growth: USD 69/month → USD 79/month");
  await expect(markers).toContainText("Pro renamed to Scale");
  await expect(card).toContainText("3 scans");
  // Two quantities (flat per month, per seat per month): the chart shows one at a time, the larger
  // first, with a ringed dot on the line where Growth's price moved.
  await expect(card.getByLabel("Prices in")).toHaveValue("USD per month");
  await expect(card.locator(".recharts-legend-item")).toHaveText(["Starter", "Growth"]);
  await expect(card.locator(".recharts-reference-dot")).toHaveCount(1);
  fs.mkdirSync(SHOTS, { recursive: true });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/history-${page.viewportSize()!.width}-flat-light.png` });
  await card.getByLabel("Prices in").selectOption({ label: "USD per seat/month" });
  await expect(card.locator(".recharts-legend-item")).toHaveText(["Scale"]);
  // the rename is marked on the renamed plan's line
  await expect(card.locator(".recharts-reference-dot")).toHaveCount(1);

  await noAxeViolations(page);
  await page.getByTestId("price-history").scrollIntoViewIfNeeded();
  fs.mkdirSync(SHOTS, { recursive: true });
  await card.screenshot({ path: `${SHOTS}/history-${page.viewportSize()!.width}-light.png` });
  await page.emulateMedia({ colorScheme: "dark" });
  await card.screenshot({ path: `${SHOTS}/history-${page.viewportSize()!.width}-dark.png` });
  await noAxeViolations(page);
  await page.emulateMedia({ colorScheme: "light" });

  // The table view, by keyboard.
  const tableButton = card.getByRole("button", { name: "Table" });
  await tableButton.focus();
  await page.keyboard.press("Enter");
  await expect(tableButton).toHaveAttribute("aria-pressed", "true");
  const table = card.getByTestId("price-history-table");
  await expect(table.locator("tbody tr")).toHaveCount(9);
  await expect(table.locator("tbody tr").filter({ hasText: "Growth" }).first()).toContainText("$79");
  await expect(table).toContainText("Pro renamed to Scale");
  await noAxeViolations(page);
  await card.screenshot({ path: `${SHOTS}/history-table-${page.viewportSize()!.width}-light.png` });

  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("rivalscope-price-history-globex.csv");
  const csv = fs.readFileSync((await file.path())!, "utf8").trim().split("\r\n");
  expect(csv[0]).toBe("date,plan,price,currency,period,unit");
  expect(csv).toHaveLength(10);

  // One scan: the empty state says when the history starts.
  await page.goto(`/dashboard/competitors/${initech}`);
  await expect(page.getByRole("heading", { level: 1, name: "Initech" })).toBeVisible(FIRST_PAINT);
  if (isMobile(info)) await openCards(page);
  await expect(page.getByTestId("price-history-empty")).toContainText("starts with the second scan: one scan so far", FIRST_PAINT);
});

test("the comparison matrix: side navigation, team size, billing, category filter, CSV, phone layout, light and dark", async ({ page }, info) => {
  const s = await signUp(page);
  const { initech } = await seed(s);
  await page.goto("/dashboard");
  if (isMobile(info)) {
    await page.getByRole("button", { name: /open navigation/i }).click();
  }
  await page.getByRole("link", { name: "Compare" }).click();
  await expect(page).toHaveURL(/\/dashboard\/compare$/);
  await expect(page.getByRole("heading", { level: 1, name: "Compare" })).toBeVisible(FIRST_PAINT);
  const table = page.getByTestId("compare-table");
  const controls = page.getByTestId("compare-controls");
  await expect(table.locator("thead th")).toHaveText([/Northwind\s*Us/, /Globex/, /Initech/].map((r) => r), FIRST_PAINT);

  // Team of 5 (default), then 10: per-seat × team, flat stays flat, yearly seat price as monthly.
  const teamRow = table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: /^Team of/ }) });
  await expect(teamRow).toContainText("Team of 5");
  await expect(teamRow.locator("td").nth(0)).toContainText("$50");
  await controls.getByLabel("Team size").fill("10");
  await expect(teamRow).toContainText("Team of 10", FIRST_PAINT);
  await expect(teamRow.locator("td").nth(0)).toContainText("$100");
  await expect(teamRow.locator("td").nth(1)).toContainText("$79");
  await expect(teamRow.locator("td").nth(2)).toContainText("€12.50");
  const plansRow = table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: /^Plans/ }) });
  await expect(plansRow.locator("td").nth(2)).toContainText("€1.25/seat/mo");
  await controls.getByLabel("Billing").selectOption("year");
  await expect(teamRow.locator("td").nth(0)).toContainText("$80", FIRST_PAINT);

  // Bad input says why and changes nothing.
  await controls.getByLabel("Team size").fill("0");
  await expect(page.getByRole("alert").filter({ hasText: "Enter a team size from 1 to" })).toBeVisible();
  await expect(teamRow).toContainText("Team of 10");
  await controls.getByLabel("Team size").fill("10");

  await expect(table).toContainText("Growth plan: $69 → $79/month");
  // the change links to itself in the feed
  await expect(table.getByRole("link", { name: "Growth plan: $69 → $79/month" })).toHaveAttribute("href", /^\/dashboard\/changes\?competitorId=[0-9a-f-]{36}&change=[0-9a-f-]{36}$/);
  const stripe = table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: "Stripe", exact: true }) });
  await expect(stripe.locator("td")).toHaveText(["No", "Yes", "Yes"]);
  // key capabilities, present or absent per product
  await expect(table.getByRole("columnheader", { name: "Key capabilities" })).toBeVisible();
  const journeys = table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: "Email journeys", exact: true }) });
  await expect(journeys.locator("td")).toHaveText(["No", "Yes", "No"]);

  await noAxeViolations(page);
  const width = page.viewportSize()!.width;
  if (width < 500) {
    // A phone: the table scrolls sideways under a sticky first column.
    const scroll = page.getByTestId("compare-scroll");
    expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // only the table scrolls: the page itself is as wide as the phone (the cells' screen-reader
    // Yes/No, positioned absolutely, must not reach past it)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const first = table.locator("tbody th[scope=row]").first();
    expect(await first.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
    await scroll.evaluate((el) => el.scrollBy(200, 0));
    const box = await first.boundingBox();
    expect(Math.round(box!.x)).toBeLessThan(40);
  }
  await shoot(page, `compare-${width}-light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await noAxeViolations(page);
  await shoot(page, `compare-${width}-dark`);
  await page.emulateMedia({ colorScheme: "light" });

  // Category filter.
  await controls.getByLabel("Category").selectOption("Commerce");
  await expect(table.getByRole("rowheader", { name: "Shopify" })).toBeVisible(FIRST_PAINT);
  await expect(table.getByRole("rowheader", { name: "Kanban boards" })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rivalscope-comparison-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("section,category,item,Northwind (us),Globex,Initech");
  expect(csv).toContain("integrations,Commerce,Shopify,no,yes,no");
  expect(csv).not.toContain("Kanban boards");

  // A scan that stores something updates the open page (live event → refetch).
  await controls.getByLabel("Category").selectOption("");
  await expect(table.getByRole("rowheader", { name: "Zapier" })).toHaveCount(0);
  await snapshot(s, initech, 0, {
    pricingPlans: [plan("Solo", 12), plan("Office", 15, { unit: "user", period: "year", currency: "EUR" })],
    features: features("Planning", ["Time tracking"]),
    aiExtractedData: { integrations: integrations("Commerce", ["Stripe", "Zapier"]), keyCapabilities: [] },
  });
  await db().query("select pg_notify('live_events', $1)", [JSON.stringify({ userId: s.userId, event: "competitor-update", data: { competitorId: initech, status: "active", name: "Initech" } })]);
  await expect(table.getByRole("rowheader", { name: "Zapier" })).toBeVisible(FIRST_PAINT);
});

test("the comparison page with nothing to compare says what to do", async ({ page }) => {
  await signUp(page);
  await page.goto("/dashboard/compare");
  await expect(page.getByTestId("compare-empty")).toContainText("Nothing to compare yet", FIRST_PAINT);
  await expect(page.getByRole("link", { name: "Go to competitors" })).toBeVisible();
  await noAxeViolations(page);
});
