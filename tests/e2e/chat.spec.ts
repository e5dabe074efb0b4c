import { expect, test, type Page } from "@playwright/test";
import { signUpViaApi } from "./support/signup";

const PASSWORD = "Quartz-Lantern-92!x";
const SUGGESTIONS = [
  "What are the main pricing differences between competitors?",
  "What recent feature launches have competitors made?",
  "What positioning strategies do competitors use?",
  "What are each competitor's strengths and weaknesses?",
  "Which market segments do competitors target?",
];
const ERROR_REPLY = "❌ Sorry, I encountered an error processing your request. Please make sure the MCP server is configured and try again.";

/** Signs up through the API, adds two competitors and stores the sign-in for the page. */
async function setup(page: Page) {
  const email = `e2e-chat-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await signUpViaApi(page, { name: "Chat Tester", email, password: PASSWORD });
  expect(res.status()).toBe(200);
  const { user, tokens } = (await res.json()).data;
  const auth = { authorization: `Bearer ${tokens.accessToken}` };
  for (const [name, domain] of [["Acme Analytics", "acme-analytics.example"], ["Globex Mail", "globex-mail.example"]]) {
    expect((await page.request.post("/api/competitors", { headers: auth, data: { name, metadata: { domain }, checkFrequency: "1d" } })).status()).toBe(201);
  }
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem("e2e-seeded")) return;
    sessionStorage.setItem("e2e-seeded", "1");
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, { auth_token: tokens.accessToken, api_key: tokens.accessToken, refresh_token: tokens.refreshToken, user: JSON.stringify(user), "has-seen-onboarding": "true" });
  await page.goto("/dashboard/chat");
  await expect(page.getByTestId("chat-input")).toBeVisible();
}

/** Answers POST /api/chat with a fixed reply after a delay. */
async function mockChat(page: Page, body: unknown, opts: { status?: number; delayMs?: number } = {}) {
  await page.route("**/api/chat", async (route) => {
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    await route.fulfill({ status: opts.status ?? 200, json: body });
  });
}

test.describe("intelligence chat", () => {
  test("title, description, badge, greeting, context selector and the 'Focused on' badge", async ({ page }) => {
    await setup(page);
    await expect(page.getByRole("heading", { name: "Intelligence Chat", level: 1 })).toBeVisible();
    await expect(page.getByText("Ask questions about your competitors using natural language.")).toBeVisible();
    await expect(page.getByTestId("chat-powered-by")).toContainText("Powered by MCP +");
    await expect(page.getByTestId("chat-message-assistant").first()).toContainText("I can analyze your competitors' pricing, features, positioning and strategies");
    const select = page.getByTestId("chat-context-select");
    await expect(select).toHaveText("All Competitors");
    expect(Math.round((await select.boundingBox())!.width)).toBe(250);
    await select.click();
    await expect(page.getByRole("option")).toHaveText(["All Competitors", "Acme Analytics", "Globex Mail"]);
    await page.getByRole("option", { name: "Globex Mail" }).click();
    await expect(page.getByTestId("chat-focused")).toHaveText("Focused on Globex Mail");
    await expect(page.getByText("Ask questions about Globex Mail using natural language.")).toBeVisible();
  });

  test("suggestions fill the input without sending and go away once the conversation starts", async ({ page }) => {
    await setup(page);
    const suggestions = page.getByTestId("chat-suggestions");
    if ((page.viewportSize()?.width ?? 0) < 640) {
      await expect(suggestions).toBeHidden();
      return;
    }
    await expect(suggestions.getByText("Try asking:")).toBeVisible();
    await expect(suggestions.getByRole("button")).toHaveText(SUGGESTIONS);
    await suggestions.getByRole("button", { name: SUGGESTIONS[2] }).click();
    await expect(page.getByTestId("chat-input")).toHaveValue(SUGGESTIONS[2]);
    await expect(page.getByTestId("chat-message-user")).toHaveCount(0);
    await mockChat(page, { success: true, message: "Positioning answer", timestamp: new Date().toISOString() });
    await page.getByTestId("chat-send").click();
    await expect(page.getByText("Positioning answer")).toBeVisible();
    await expect(suggestions).toHaveCount(0);
  });

  test("Enter sends, Shift+Enter adds a line; states while pending; times and the Context line", async ({ page }) => {
    await setup(page);
    const input = page.getByTestId("chat-input");
    const send = page.getByTestId("chat-send");
    await expect(input).toHaveAttribute("placeholder", "Ask about competitor pricing, features, strategies...");
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(page.getByTestId("chat-message-user")).toHaveCount(0);

    await page.getByTestId("chat-context-select").click();
    await page.getByRole("option", { name: "Acme Analytics" }).click();
    // The list closes and hands focus back to its trigger before the user types.
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(page.getByTestId("chat-context-select")).toBeFocused();
    await mockChat(page, { success: true, message: "**Acme** charges `$29`.", timestamp: new Date().toISOString() }, { delayMs: 1200 });
    await input.fill("line one");
    await input.press("Shift+Enter");
    await input.pressSequentially("line two");
    await expect(input).toHaveValue("line one\nline two");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    await expect(page.getByTestId("chat-pending")).toBeVisible();
    const user = page.getByTestId("chat-message-user");
    await expect(user.getByTestId("chat-bubble")).toHaveText("line one\nline two");
    await expect(user.getByTestId("chat-context")).toHaveText("Context: Acme Analytics");
    await expect(page.getByTestId("chat-pending")).toBeHidden();
    const answer = page.getByTestId("chat-message-assistant").nth(1);
    await expect(answer.locator("strong")).toHaveText("Acme");
    await expect(answer.locator("code")).toHaveText("$29");
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    for (const t of await page.getByTestId("chat-time").allTextContents()) expect(t).toMatch(/^\d{1,2}:\d{2}/);
  });

  test("layout: area height is the viewport minus 200 px, bubbles at most 70% wide, newest message in view", async ({ page }) => {
    await setup(page);
    // Without a notice above the page (the new account's e-mail banner dismissed; the banner's own case is below).
    await page.getByRole("button", { name: "Dismiss until next session" }).click();
    const viewport = page.viewportSize()!;
    const area = (await page.getByTestId("chat-area").boundingBox())!;
    expect(Math.abs(area.height - Math.max(420, viewport.height - 200))).toBeLessThanOrEqual(1);
    await mockChat(page, { success: true, message: `${"A long answer line. ".repeat(40)}\n\n${"- item\n".repeat(30)}`, timestamp: new Date().toISOString() });
    const input = page.getByTestId("chat-input");
    for (let i = 0; i < 3; i++) {
      await input.fill(`${"question ".repeat(30)} ${i}`);
      await input.press("Enter");
      await expect(page.getByTestId("chat-message-assistant")).toHaveCount(i + 2);
    }
    const list = page.getByTestId("chat-messages");
    const width = (await list.boundingBox())!.width;
    for (const bubble of await page.getByTestId("chat-bubble").all()) expect((await bubble.boundingBox())!.width).toBeLessThanOrEqual(width * 0.7 + 1);
    await expect.poll(() => list.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop))).toBeLessThan(4);
  });

  test("a failed call shows the toast and the error reply (HTTP error and success: false)", async ({ page }) => {
    await setup(page);
    await mockChat(page, { error: { code: "upstream_error", message: "model down" } }, { status: 502 });
    const input = page.getByTestId("chat-input");
    await input.fill("What changed?");
    await input.press("Enter");
    await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(page.getByTestId("chat-message-assistant").nth(1).getByTestId("chat-bubble")).toHaveText(ERROR_REPLY);
    await page.unroute("**/api/chat");
    await mockChat(page, { success: false, timestamp: new Date().toISOString() });
    await input.fill("Again?");
    await input.press("Enter");
    await expect(page.getByTestId("chat-message-assistant").nth(2).getByTestId("chat-bubble")).toHaveText(ERROR_REPLY);
    await expect(input).toBeEnabled();
  });

  test("markdown: tables and safe links render; raw HTML, unsafe links and remote images do not", async ({ page }) => {
    await setup(page);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    const md = ["## Pricing", "", "| Plan | Price |", "|---|---|", "| Pro | $29 |", "", "[pricing](https://acme.test/pricing) [x](javascript:alert(1)) [mail](mailto:sales@acme.test)", "", "<b id=raw>raw</b>", "", "![pixel](https://tracker.test/p.png)"].join("\n");
    await mockChat(page, { success: true, message: md, timestamp: new Date().toISOString() });
    await page.getByTestId("chat-input").fill("render");
    await page.getByTestId("chat-input").press("Enter");
    const answer = page.getByTestId("chat-message-assistant").nth(1);
    await expect(answer.getByRole("table")).toContainText("$29");
    await expect(answer.getByRole("link", { name: "pricing" })).toHaveAttribute("href", "https://acme.test/pricing");
    await expect(answer.getByRole("link", { name: "mail" })).toHaveAttribute("href", "mailto:sales@acme.test");
    await expect(answer.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(answer.locator("#raw")).toHaveCount(0);
    await expect(answer.locator("img")).toHaveCount(0);
    expect(requests.some((u) => u.includes("tracker.test"))).toBe(false);
  });

  test("a seven-column table scrolls sideways inside its bubble and the page itself does not scroll", async ({ page }) => {
    await setup(page);
    const head = "| Competitor | Plan | Price | Period | Unit | Seats | Changed |";
    const rows = ["Acme Analytics", "Globex Mail", "Initech Cloud"].map((n, i) => `| ${n} | Business Unlimited ${i} | $${49 + i * 20} | per month billed annually | per seat | 5–250 | 2026-11-${10 + i} |`);
    await mockChat(page, { success: true, message: ["Plans side by side:", "", head, "|---|---|---|---|---|---|---|", ...rows, "", "Prices are per seat."].join("\n"), timestamp: new Date().toISOString() });
    await page.getByTestId("chat-input").fill("compare plans");
    await page.getByTestId("chat-input").press("Enter");
    const answer = page.getByTestId("chat-message-assistant").nth(1);
    const table = answer.getByRole("table");
    await expect(table).toContainText("Initech Cloud");
    const bubble = (await answer.getByTestId("chat-bubble").boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(bubble.x + bubble.width).toBeLessThanOrEqual(viewport.width);
    // The table's own box scrolls when it is wider than the bubble; the columns are not squeezed to a word each.
    const box = table.locator("xpath=..");
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    if (viewport.width < 640) expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(clientWidth).toBeLessThanOrEqual(bubble.width);
    const header = (await table.getByRole("columnheader", { name: "Competitor" }).boundingBox())!;
    expect(header.width).toBeGreaterThan(60);
    // The page does not scroll behind the conversation: only the message list does (with the e-mail
    // verification banner, which a new account shows above every page, dismissed for the session).
    const banner = page.getByRole("button", { name: "Dismiss until next session" });
    if (await banner.isVisible()) await banner.click();
    const page_ = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollHeight, inner: window.innerHeight }));
    expect(page_.scroll).toBeLessThanOrEqual(page_.inner + 1);
    await page.screenshot({ path: test.info().outputPath(`chat-table-${viewport.width}.png`) });
  });

  test("a new account's e-mail banner takes its height from the chat area: the page does not scroll and the title stays below the top bar", async ({ page }) => {
    await setup(page);
    const banner = page.getByTestId("verify-email-banner");
    await expect(banner).toBeVisible();
    const viewport = page.viewportSize()!;
    const area = (await page.getByTestId("chat-area").boundingBox())!;
    const shown = (await banner.boundingBox())!;
    // The area gives up the banner and its gap, and still ends inside the viewport.
    expect(area.height).toBeLessThanOrEqual(Math.max(420, viewport.height - 200 - shown.height) + 1);
    if (viewport.height - 200 - shown.height - 16 >= 420) expect(area.y + area.height).toBeLessThanOrEqual(viewport.height);
    await mockChat(page, { success: true, message: `${"A long answer line. ".repeat(60)}\n\n${"- item\n".repeat(40)}`, timestamp: new Date().toISOString() });
    const input = page.getByTestId("chat-input");
    for (let i = 0; i < 2; i++) {
      await input.fill(`question ${i}`);
      await input.press("Enter");
      await expect(page.getByTestId("chat-message-assistant")).toHaveCount(i + 2);
    }
    const doc = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollHeight, top: document.scrollingElement!.scrollTop, inner: window.innerHeight }));
    expect(doc.scroll).toBeLessThanOrEqual(doc.inner + 1);
    expect(doc.top).toBe(0);
    const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const bar = (await page.locator("header").first().boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await page.screenshot({ path: test.info().outputPath(`chat-banner-${viewport.width}.png`) });
  });

  test("answers from the user's own data without a model", async ({ page }) => {
    await setup(page);
    const input = page.getByTestId("chat-input");
    await input.fill(SUGGESTIONS[0]);
    await input.press("Enter");
    const answer = page.getByTestId("chat-message-assistant").nth(1);
    await expect(answer).toContainText("Acme Analytics", { timeout: 30_000 });
    await expect(answer).toContainText("Globex Mail");
  });
});
