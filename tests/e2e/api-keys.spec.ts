import { expect, test, type Page } from "@playwright/test";
import { signUpAndStore } from "./support/signup";

const PASSWORD = "Quartz-Lantern-92!x";

async function setup(page: Page) {
  const email = `e2e-keys-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const { tokens } = await signUpAndStore(page, { name: "Key Tester", email, password: PASSWORD }, { "has-seen-onboarding": "true" });
  await page.goto("/dashboard/settings?tab=api-keys");
  await expect(page.getByRole("heading", { name: "API Keys", level: 2 })).toBeVisible();
  return { token: tokens.accessToken as string };
}

async function generate(page: Page, name: string) {
  await page.getByRole("button", { name: "Generate New Key" }).click();
  await page.getByLabel("Key Name").fill(name);
  await page.getByRole("button", { name: "Generate Key" }).click();
}

test.describe("settings: API keys", () => {
  test("empty state, dialog hint and the blank-name rule", async ({ page }) => {
    await setup(page);
    await expect(page.getByText("No API keys yet")).toBeVisible();
    await expect(page.getByText("Generate your first key to get started")).toBeVisible();
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/api-keys")) posted++;
    });
    await page.getByRole("button", { name: "Generate New Key" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Key Name")).toHaveAttribute("placeholder", /Claude Desktop.*Zapier/);
    await expect(dialog.getByText("Give your key a descriptive name to remember its purpose")).toBeVisible();
    await dialog.getByLabel("Key Name").fill("   ");
    await dialog.getByRole("button", { name: "Generate Key" }).click();
    await expect(dialog.getByText("Please enter a name for the API key")).toBeVisible();
    expect(posted).toBe(0);
  });

  test("generate: shown once, masked until revealed, copy with a 3-second check mark, Done forgets it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { token } = await setup(page);
    await generate(page, "  Claude Desktop  ");
    await expect(page.getByText('API key "Claude Desktop" created successfully')).toBeVisible();
    const panel = page.getByTestId("new-api-key");
    await expect(panel.getByText("Make sure to copy it now. You won't be able to see it again.")).toBeVisible();
    const value = panel.getByTestId("new-api-key-value");
    await expect(value).toContainText("•");
    await panel.getByRole("button", { name: "Show API key" }).click();
    await expect(value).toHaveText(/^rs_live_[0-9a-f]{32}$/);
    const key = (await value.textContent())!;
    await panel.getByRole("button", { name: "Copy API key" }).click();
    await expect(page.getByText("API key copied to clipboard")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await page.waitForTimeout(3200);
    await expect(panel.getByRole("button", { name: "Copy API key" })).toBeVisible();

    const config = page.getByTestId("mcp-config");
    await expect(config).toContainText('"command": "npx"');
    await expect(config).toContainText('"rivalscope-mcp"');
    await expect(config).toContainText('"RIVALSCOPE_URL"');
    await expect(config).toContainText('"RIVALSCOPE_API_KEY"');
    await expect(config).not.toContainText(key);

    await panel.getByRole("button", { name: "Done" }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByText(key)).toHaveCount(0);
    const row = page.getByTestId("api-key-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Claude Desktop");
    await expect(row).toContainText(`${key.slice(0, 12)}…${key.slice(-4)}`);
    await expect(row).toContainText(/Created [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(row).not.toContainText("Last used");

    // using the key records its last use
    expect((await page.request.get("/api/competitors", { headers: { "x-api-key": key } })).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("api-key-row")).toContainText(/Last used [A-Z][a-z]+ \d{1,2}, \d{4}/);
    const listed = await (await page.request.get("/api/api-keys", { headers: { authorization: `Bearer ${token}` } })).json();
    expect(JSON.stringify(listed)).not.toContain(key);
  });

  test("delete after confirmation; the key stops working", async ({ page }) => {
    await setup(page);
    await generate(page, "Zapier");
    const key = await page.evaluate(async () => {
      const token = localStorage.getItem("auth_token");
      const r = await fetch("/api/api-keys", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ name: "Script" }) });
      return (await r.json()).data.key as string;
    });
    await page.reload();
    await expect(page.getByTestId("api-key-row")).toHaveCount(2);
    await page.getByRole("button", { name: "Delete API key Script" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("API key deleted")).toBeVisible();
    await expect(page.getByTestId("api-key-row")).toHaveCount(1);
    expect((await page.request.get("/api/competitors", { headers: { "x-api-key": key } })).status()).toBe(401);
  });

  test("failure toasts for generate and delete", async ({ page }) => {
    await setup(page);
    await generate(page, "Keeper");
    await page.getByTestId("new-api-key").getByRole("button", { name: "Done" }).click();
    await page.route("**/api/api-keys**", (route) => route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Something went wrong on our side. Please try again." } } }));
    await generate(page, "Broken");
    await expect(page.getByText("Failed to generate API key")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Delete API key Keeper" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Failed to delete API key")).toBeVisible();
  });
});
