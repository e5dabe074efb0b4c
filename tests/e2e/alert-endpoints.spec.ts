import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signUpAndStore } from "./support/signup";
import { startAlertReceiver, type AlertReceiver } from "../fakes/alert-receiver";

/**
 * Settings → Notifications, Slack & Webhooks: the add form's validation (in the browser, then the
 * server's address policy), the secret shown once, Send test reaching a real receiver with a valid
 * signature, the delivery log, on/off and delete with confirmation; at phone and desktop widths.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Quartz-Lantern-92!x";
let hook: AlertReceiver;
test.beforeAll(async () => {
  hook = await startAlertReceiver();
});
test.afterAll(async () => {
  await hook.close();
});

async function signUp(page: Page) {
  const email = `e2e-hooks-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  return signUpAndStore(page, { name: "Hana Webb", email, password: PASSWORD }, { "has-seen-onboarding": "true", "beta-notice-dismissed": "true" });
}

test("adds, tests, logs, turns off and deletes a webhook endpoint", async ({ page }) => {
  // The desktop project runs it at 1280 px, the mobile one at 390 px.
  const width = page.viewportSize()!.width;
  const { tokens } = await signUp(page);
  await page.goto("/dashboard/settings?tab=notifications");
  const card = page.getByTestId("alert-endpoints");
  await expect(card.getByRole("heading", { name: "Slack & Webhooks" })).toBeVisible();
  await expect(card.getByTestId("endpoints-empty")).toContainText("No endpoints yet");
  await expect(page.getByText("Webhook endpoints")).toHaveCount(0);
  await page.screenshot({ path: `/tmp/shots-27/settings-hooks-empty-${width}.png`, fullPage: true });

  await card.getByRole("button", { name: "Add endpoint" }).click();
  const form = card.getByTestId("add-endpoint-form");
  const url = form.getByLabel("URL");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByRole("alert")).toHaveText("Enter the URL that should receive alerts.");
  await url.fill("ftp://files.example.com/hook");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByRole("alert")).toHaveText("Only http:// and https:// URLs can receive alerts.");
  // The server's address policy: a private address is refused and nothing is stored.
  await url.fill("https://10.1.2.3/hook");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByRole("alert")).toContainText("This URL cannot receive alerts: 10.1.2.3 is a private network (10.0.0.0/8) address");
  await page.screenshot({ path: `/tmp/shots-27/settings-hooks-form-error-${width}.png`, fullPage: true });
  const none = await page.request.get("/api/alerts/webhooks", { headers: { authorization: `Bearer ${tokens.accessToken}` } });
  expect((await none.json()).data).toEqual([]);

  // Keyboard: the kind buttons and the filters are reachable and work without a mouse.
  await form.getByRole("button", { name: "Slack" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("button", { name: "Slack" })).toHaveAttribute("aria-pressed", "true");
  await form.getByRole("button", { name: "Webhook" }).click();
  await form.getByLabel("Pricing").check();
  await url.fill(hook.url);
  await form.getByRole("button", { name: "Add endpoint" }).click();
  const secretPanel = card.getByTestId("new-endpoint-secret");
  await expect(secretPanel).toBeVisible();
  const secret = (await secretPanel.getByTestId("endpoint-secret-value").textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await expect(secretPanel.getByRole("button", { name: "Copy signing secret" })).toBeVisible();
  await page.screenshot({ path: `/tmp/shots-27/settings-hooks-secret-${width}.png`, fullPage: true });
  hook.secret = secret;
  await secretPanel.getByRole("button", { name: "Done" }).click();
  await expect(secretPanel).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = card.getByTestId("endpoint-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("endpoint-url")).toHaveText(hook.url);
  await expect(row).toContainText("pricing · high importance");

  const before = hook.received.length;
  await row.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Test delivered (HTTP 200)")).toBeVisible();
  await expect.poll(() => hook.received.length).toBe(before + 1);
  expect(hook.received[before].signatureValid).toBe(true);
  expect((hook.received[before].json as { type: string }).type).toBe("test");

  hook.answerNext(500);
  await row.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Test failed: The endpoint answered HTTP 500 (Internal Server Error).")).toBeVisible();

  await row.getByRole("button", { name: "Delivery log" }).click();
  const dialog = page.getByRole("dialog", { name: "Delivery log" });
  const entries = dialog.getByTestId("delivery-row");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Failed");
  await expect(entries.nth(0)).toContainText("HTTP 500 · 1 attempt");
  await expect(entries.nth(1)).toContainText("Delivered");
  await expect(entries.nth(1)).toContainText("HTTP 200");
  await page.screenshot({ path: `/tmp/shots-27/settings-hooks-log-${width}.png` });
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  const toggle = row.getByRole("switch");
  await expect(toggle).toBeChecked();
  await toggle.press("Space");
  await expect(page.getByText("Endpoint turned off")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(row.getByRole("button", { name: "Send test" })).toBeDisabled();
  await page.screenshot({ path: `/tmp/shots-27/settings-hooks-list-${width}.png`, fullPage: true });

  await row.getByRole("button", { name: /^Delete Webhook endpoint/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this endpoint?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Delete Webhook endpoint/ }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Endpoint deleted")).toBeVisible();
  await expect(card.getByTestId("endpoints-empty")).toBeVisible();
});
