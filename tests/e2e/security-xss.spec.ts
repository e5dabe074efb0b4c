import { expect, test, type Page } from "@playwright/test";
import { FIRST_PAINT, closeDb, db, signUp, type Session } from "./support/competitors";

/**
 * Stored XSS in real Chromium (issue 12, point 7). Payloads a hostile competitor site (or a user) can
 * get into our data are written where scans and users put them: competitor name and URL, change
 * description, evidence and page URL, the snapshot's extracted plans, features and capabilities, and
 * a chat answer. Every page that renders them is opened: no dialog may fire, no payload script may
 * run (window.__xss stays unset) and no injected element or javascript: link may exist.
 */

test.afterAll(closeDb);
test.describe.configure({ timeout: 120_000 });

const MARK = "xss-probe";
const PAYLOADS = [
  `<img src=x onerror="window.__xss='img';alert('img')" data-xss>`,
  `<script data-xss>window.__xss='script';alert('script')</script>`,
  `"><svg onload="window.__xss='svg';alert('svg')" data-xss>`,
  `<a href="javascript:window.__xss='a';alert('a')" data-xss>${MARK} link</a>`,
  `[${MARK} md](javascript:window.__xss='md')`,
  `<iframe srcdoc="<script>parent.__xss='iframe'</script>" data-xss></iframe>`,
  `javascript:window.__xss='url';alert('url')//`,
];
const all = PAYLOADS.join(" ");
/** A page URL as a scan would store it (http/https only), carrying an attribute-breaking payload. */
const HOSTILE_URL = `https://evil.example/?q="><img src=x onerror="window.__xss='href'" data-xss>`;

/** Fails on any dialog; returns a check for injected elements and payload side effects. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return async (where: string) => {
    await page.waitForTimeout(500);
    expect(dialogs, `dialogs on ${where}`).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null), `payload ran on ${where}`).toBeNull();
    expect(await page.locator("[data-xss], img[src='x'], iframe[srcdoc]").count(), `injected elements on ${where}`).toBe(0);
    expect(await page.locator("a[href^='javascript:' i], [href^='javascript:' i], [src^='javascript:' i]").count(), `javascript: URLs on ${where}`).toBe(0);
  };
}

async function seed(s: Session): Promise<string> {
  const name = `Evil ${MARK} ${PAYLOADS[0]}`;
  const { rows } = await db().query(
    "insert into competitors (user_id, name, url, domain, type, status, last_checked) values ($1,$2,$3,$4,'competitor','active',now()) returning id",
    [s.userId, name, HOSTILE_URL, "evil.example"],
  );
  const id: string = rows[0].id;
  for (const [i, p] of PAYLOADS.entries()) {
    await db().query(
      "insert into changes (user_id, competitor_id, type, importance, description, old_content, new_content, url, detected_at) values ($1,$2,$3,'high',$4,$5,$6,$7, now() - make_interval(mins => $8))",
      [s.userId, id, i % 2 ? "feature" : "pricing", `${MARK} change ${i}: ${p}`, `old ${p}`, `new ${p}`, HOSTILE_URL, i],
    );
  }
  const plan = (n: string, features: string[]) => ({ name: n, price: 29, currency: "USD", period: "month", unit: null, addOns: [], features });
  const extracted = {
    markdown: `# ${MARK}\n${all}`,
    pricingMarkdown: `# Pricing\n${all}`,
    featuresMarkdown: `# Features\n${all}`,
    pricingPlans: [plan(`${MARK} ${PAYLOADS[1]}`, PAYLOADS.slice(0, 4)), plan(PAYLOADS[4], [PAYLOADS[5]])],
    features: PAYLOADS.map((p) => ({ category: `${MARK} ${PAYLOADS[2]}`, name: p })),
    aiExtractedData: { integrations: PAYLOADS.map((p) => ({ name: p, category: p })), keyCapabilities: PAYLOADS },
  };
  const meta = { markdownLength: 1000, hasPublicPricing: true, hasPricingPage: true, pages: [], screenshots: {}, fetchMode: "http", warnings: PAYLOADS };
  await db().query("insert into snapshots (competitor_id, user_id, confidence, content_hash, metadata, extracted_data, text_content) values ($1,$2,0.9,'xss',$3,$4,$5)", [id, s.userId, JSON.stringify(meta), JSON.stringify(extracted), all]);
  return id;
}

test("stored payloads render as text on every page that shows them", async ({ page }) => {
  const s = await signUp(page);
  const id = await seed(s);
  const check = guard(page);
  // A javascript: URL cannot be stored through the API in the first place.
  const put = await page.request.put(`/api/competitors/${id}`, { headers: { authorization: `Bearer ${s.token}` }, data: { url: "javascript:alert(1)//example.com" } });
  expect(put.status()).toBe(400);
  const pages = ["/dashboard", "/dashboard/competitors", `/dashboard/competitors/${id}`, `/dashboard/competitors/${id}/llm`, "/dashboard/changes", "/dashboard/notifications"];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator("main").first()).toBeVisible(FIRST_PAINT);
    await page.waitForLoadState("networkidle");
    await check(path);
  }
  // The payloads did reach the pages, as text.
  await page.goto("/dashboard/changes");
  await expect(page.getByText(`${MARK} change 0`, { exact: false }).first()).toBeVisible(FIRST_PAINT);
  await expect(page.getByText("<img src=x onerror=", { exact: false }).first()).toBeVisible();
  await check("/dashboard/changes (after render)");
  await page.goto(`/dashboard/competitors/${id}`);
  await expect(page.getByText(`Evil ${MARK}`, { exact: false }).first()).toBeVisible(FIRST_PAINT);
  await check(`/dashboard/competitors/${id} (after render)`);
});

test("a chat answer full of payloads renders without running any", async ({ page }) => {
  await signUp(page);
  const check = guard(page);
  await page.route("**/api/chat", (route) => route.fulfill({ status: 200, json: { success: true, message: `## ${MARK}\n\n${PAYLOADS.join("\n\n")}\n\n[${MARK} data](data:text/html,<script>alert(1)</script>)`, timestamp: new Date().toISOString() } }));
  await page.goto("/dashboard/chat");
  await expect(page.getByTestId("chat-input")).toBeVisible(FIRST_PAINT);
  await page.getByTestId("chat-input").fill("What changed?");
  await page.getByTestId("chat-input").press("Enter");
  await expect(page.getByTestId("chat-message-assistant").last()).toContainText(MARK);
  await check("/dashboard/chat");
  expect(await page.locator("a[href^='data:' i]").count()).toBe(0);
});
