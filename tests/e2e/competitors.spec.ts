import fs from "node:fs";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { AFTER_CALL, FIRST_PAINT, closeDb, db, insertCompetitor, isMobile, setPlan, signUp } from "./support/competitors";

/** Competitors list, dialogs, drawer and scan jobs (spec §2, §5, §8), desktop and mobile, real API.
 * Rows only a scan would create (finished jobs) are written with `pg` into DATABASE_URL. */

test.afterAll(closeDb);

async function gotoList(page: Page, query = "") {
  await page.goto(`/dashboard/competitors${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Competitors" })).toBeVisible(FIRST_PAINT);
}

const card = (page: Page, name: string) => page.locator(`[data-testid="competitor-card"][data-competitor="${name}"]`);

/** Runs a card action: the menu on desktop, the bottom drawer on mobile. */
async function cardAction(page: Page, info: TestInfo, name: string, action: string) {
  if (isMobile(info)) {
    await card(page, name).click();
    await page.getByTestId("competitor-drawer").getByText(action, { exact: true }).click();
  } else {
    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: action }).click();
  }
}

async function actionNames(page: Page, info: TestInfo, name: string): Promise<Locator> {
  if (isMobile(info)) {
    await card(page, name).click();
    return page.getByTestId("competitor-drawer").getByRole("navigation");
  }
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  return page.getByRole("menu");
}

test.describe("competitors list", () => {
  test("?setup=baseline opens the baseline dialog, validates, then offers the first competitor", async ({ page }) => {
    const s = await signUp(page);
    // No wait for the page heading: once the dialog opens it hides the page behind it (aria-hidden).
    await page.goto("/dashboard/competitors?setup=baseline");
    const dialog = page.getByTestId("add-competitor-dialog");
    await expect(dialog.getByRole("heading", { name: "Set Your Baseline" })).toBeVisible(FIRST_PAINT);
    await expect(page).toHaveURL(/\/dashboard\/competitors$/);
    await expect(dialog.getByRole("checkbox", { name: "This is my product (baseline)" })).toBeChecked();
    await expect(dialog.getByText("Only one baseline is allowed")).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Check frequency" })).toHaveText("Every day");

    await dialog.getByRole("button", { name: "Set Baseline" }).click();
    await expect(dialog.getByText("Please fill in all required fields")).toBeVisible();
    await dialog.getByLabel("Product name").fill("My Product");
    await dialog.getByLabel("Domain").fill("localhost");
    await dialog.getByRole("button", { name: "Set Baseline" }).click();
    await expect(dialog.getByText("Please enter a valid domain (e.g., example.com)")).toBeVisible();
    await dialog.getByLabel("Domain").fill("  HTTPS://My-Product.example/ ");
    await dialog.getByRole("button", { name: "Set Baseline" }).click();
    // The add toast, or the first scan's progress/outcome that replaces it (the domain does not resolve).
    await expect(page.getByText(/Started monitoring My Product|Analyzing competitor|Scan failed - please try again/).first()).toBeVisible(AFTER_CALL);

    const prompt = page.getByTestId("first-competitor-prompt");
    await expect(prompt.getByText("Great! Your baseline is set")).toBeVisible({ timeout: 15_000 });
    await prompt.getByRole("button", { name: "I'll do this later" }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByTestId("baseline-section")).toContainText("My Product");
    await expect(page.getByText("No competitors yet")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add First Competitor" })).toBeVisible();

    const res = await page.request.get("/api/competitors", { headers: { authorization: `Bearer ${s.token}` } });
    const [baseline] = (await res.json()).data;
    expect(baseline).toMatchObject({ type: "baseline", url: "https://my-product.example", checkFrequency: "1d", metadata: { domain: "my-product.example" } });
  });

  test("adds a competitor; the baseline box is locked once a baseline exists", async ({ page }) => {
    const s = await signUp(page);
    await insertCompetitor(s, "Mine", { type: "baseline" });
    await gotoList(page);
    await expect(card(page, "Mine")).toBeVisible(FIRST_PAINT);
    await page.getByRole("button", { name: "Add Competitor" }).click();
    const dialog = page.getByTestId("add-competitor-dialog");
    await expect(dialog.getByRole("heading", { name: "Add Competitor" })).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "This is my product (baseline)" })).toBeDisabled();
    await dialog.getByRole("combobox", { name: "Check frequency" }).click();
    await expect(page.getByRole("option")).toHaveText(["Every hour", "Every 6 hours", "Every 12 hours", "Every day", "Every week"]);
    await page.keyboard.press("Escape");
    await dialog.getByLabel("Competitor name").fill("Globex");
    await dialog.getByRole("button", { name: "Add Competitor" }).click();
    await expect(dialog.getByText("Please fill in all required fields")).toBeVisible();
    await dialog.getByLabel("Domain").fill("globex.example");
    await dialog.getByRole("button", { name: "Add Competitor" }).click();
    // One toast per competitor: 'Started monitoring', then the scan's progress and outcome in its
    // place (globex.example does not resolve, so the scan fails within a second here).
    await expect(page.getByText(/Started monitoring Globex|Analyzing competitor|Scan failed - please try again/).first()).toBeVisible(AFTER_CALL);
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Scan failed - please try again")).toBeVisible(AFTER_CALL);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await expect(page.getByTestId("competitors-section")).toContainText("Globex");
    await expect(page.getByTestId("competitors-section").getByRole("heading")).toContainText("1");
  });

  test("the plan limit is checked before the Add dialog is filled in, and leads to /pricing", async ({ page }) => {
    const s = await signUp(page);
    await setPlan(s, "free");
    await insertCompetitor(s, "Only One");
    await gotoList(page);
    await expect(card(page, "Only One")).toBeVisible(FIRST_PAINT);
    await expect(page.getByTestId("plan-status")).toContainText("1/1");
    await page.getByRole("button", { name: "Add Competitor" }).click();
    await expect(page.getByText("You've reached the limit of 1 competitors. Upgrade to add more.")).toBeVisible(AFTER_CALL);
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId("add-competitor-dialog")).toHaveCount(0);
  });

  test("the baseline can still be set at the limit; its dialog cannot be switched to a competitor", async ({ page }) => {
    const s = await signUp(page);
    await setPlan(s, "free");
    await insertCompetitor(s, "Only One");
    await gotoList(page);
    await page.getByRole("button", { name: "Set Your Baseline" }).click();
    const dialog = page.getByTestId("add-competitor-dialog");
    await expect(dialog.getByRole("heading", { name: "Set Your Baseline" })).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "This is my product (baseline)" })).toBeDisabled();
    await expect(dialog.getByTestId("baseline-only-note")).toBeVisible();
  });

  test("edits with the name and URL rules", async ({ page }, info) => {
    const s = await signUp(page);
    await insertCompetitor(s, "Globex");
    await gotoList(page);
    await expect(card(page, "Globex")).toBeVisible(FIRST_PAINT);
    await cardAction(page, info, "Globex", "Edit");
    const dialog = page.getByTestId("edit-competitor-dialog");
    await expect(dialog.getByLabel("URL")).toHaveValue("https://globex.example");
    await dialog.getByLabel("Name").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Please fill in all required fields")).toBeVisible();
    await dialog.getByLabel("Name").fill("Globex Corp");
    await dialog.getByLabel("URL").fill("globex.example");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("URL must start with http:// or https://")).toBeVisible();
    await dialog.getByLabel("URL").fill("https://www.globex.example");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Competitor updated successfully")).toBeVisible(AFTER_CALL);
    await expect(card(page, "Globex Corp")).toContainText("www.globex.example");
  });

  test("delete asks for confirmation", async ({ page }, info) => {
    const s = await signUp(page);
    await insertCompetitor(s, "Initech");
    await gotoList(page);
    await expect(card(page, "Initech")).toBeVisible(FIRST_PAINT);
    await cardAction(page, info, "Initech", "Delete");
    const dialog = page.getByTestId("delete-competitor-dialog");
    await expect(dialog.getByText('Are you sure you want to delete "Initech"?')).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(card(page, "Initech")).toBeVisible();
    await cardAction(page, info, "Initech", "Delete");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Competitor removed")).toBeVisible(AFTER_CALL);
    await expect(card(page, "Initech")).toHaveCount(0);
  });

  test("the baseline cannot be paused, activated or deleted from its actions", async ({ page }, info) => {
    const s = await signUp(page);
    await insertCompetitor(s, "Mine", { type: "baseline" });
    await insertCompetitor(s, "Hooli", { status: "paused" });
    await gotoList(page);
    await expect(card(page, "Mine")).toBeVisible(FIRST_PAINT);
    const baseline = await actionNames(page, info, "Mine");
    await expect(baseline.getByText("Check Now", { exact: true })).toBeVisible();
    for (const hidden of ["Pause Monitoring", "Resume Monitoring", "Activate Monitoring", "Delete"]) await expect(baseline.getByText(hidden, { exact: true })).toHaveCount(0);
    await expect(baseline.getByText("Edit", { exact: true })).toHaveCount(isMobile(info) ? 0 : 1);
    await page.keyboard.press("Escape");
    // The baseline's drawer or menu must be gone before the next card's opens.
    await expect(isMobile(info) ? page.getByTestId("competitor-drawer") : page.getByRole("menu")).toHaveCount(0);
    const other = await actionNames(page, info, "Hooli");
    await expect(other.getByText("Resume Monitoring", { exact: true })).toBeVisible();
    await expect(other.getByText("Delete", { exact: true })).toBeVisible();
    await other.getByText("Resume Monitoring", { exact: true }).click();
    await expect(page.getByText("Updated Hooli")).toBeVisible(AFTER_CALL);
    await expect(card(page, "Hooli").getByTestId("status-badge")).toHaveText("Active");
  });

  test("filters by status and search with a summary line", async ({ page }, info) => {
    const s = await signUp(page);
    await insertCompetitor(s, "Mine", { type: "baseline" });
    await insertCompetitor(s, "Globex");
    await insertCompetitor(s, "Hooli", { status: "paused" });
    await insertCompetitor(s, "Umbrella", { status: "error", lastError: "Timed out" });
    await gotoList(page);
    await expect(card(page, "Umbrella")).toBeVisible(FIRST_PAINT);
    if (isMobile(info)) {
      await expect(page.getByTestId("slot-counter")).toHaveText("3/10 slots");
      await expect(card(page, "Umbrella")).toContainText("Will retry automatically");
      await page.getByRole("button", { name: "Paused", exact: true }).click();
      await expect(page.getByTestId("filter-summary")).toHaveText("Showing 1 of 4 competitors with status Paused");
      await page.getByRole("button", { name: "All", exact: true }).click();
      await page.getByRole("button", { name: "Search", exact: true }).click();
    } else {
      await expect(page.getByTestId("slot-usage")).toContainText("3 / 10 used");
      await page.getByRole("combobox", { name: "Filter by status" }).click();
      await page.getByRole("option", { name: "Error" }).click();
      await expect(page.getByTestId("filter-summary")).toHaveText("Showing 1 of 4 competitors with status Error");
      await expect(card(page, "Umbrella")).toBeVisible();
      await expect(card(page, "Globex")).toHaveCount(0);
      await page.getByRole("combobox", { name: "Filter by status" }).click();
      await page.getByRole("option", { name: "All Status" }).click();
    }
    await page.getByLabel("Search competitors").fill("glo");
    await expect(page.getByTestId("filter-summary")).toHaveText('Showing 1 of 4 competitors matching "glo"');
    await expect(card(page, "Hooli")).toHaveCount(0);
    await page.getByLabel("Search competitors").fill("nothing-like-this");
    await expect(page.getByText("No competitors found")).toBeVisible();
  });

  test("shows 12 competitors, then 12 more per Load More", async ({ page }) => {
    const s = await signUp(page);
    await setPlan(s, "enterprise");
    for (let i = 1; i <= 14; i++) await insertCompetitor(s, `Rival ${String(i).padStart(2, "0")}`);
    await gotoList(page);
    const section = page.getByTestId("competitors-section");
    await expect(section.getByTestId("competitor-card")).toHaveCount(12, FIRST_PAINT);
    await section.getByRole("button", { name: /Load More/ }).click();
    await expect(section.getByTestId("competitor-card")).toHaveCount(14);
    await expect(section.getByRole("button", { name: /Load More/ })).toHaveCount(0);
  });

  test("Check Now toasts; Export List downloads the list as CSV (desktop menu)", async ({ page }, info) => {
    const s = await signUp(page);
    await insertCompetitor(s, "Globex");
    // The scan's outcome replaces this toast (same id) as soon as the worker fails the unreachable
    // domain; hold the job polls and the live stream so the first toast can be read as a user sees it.
    await page.route("**/api/jobs/*", () => {});
    await page.route("**/api/live/**", (route) => route.abort());
    await gotoList(page);
    await expect(card(page, "Globex")).toBeVisible(FIRST_PAINT);
    await cardAction(page, info, "Globex", "Check Now");
    const toastEl = page.locator("[data-sonner-toast]").filter({ hasText: "Checking Globex for changes..." });
    await expect(toastEl).toBeVisible(AFTER_CALL);
    await expect(toastEl).toContainText("Check initiated - results coming soon");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    if (isMobile(info)) return;
    await page.getByRole("button", { name: "More list actions" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Export List" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^competitors-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("Name,Type,Domain,URL,Status,Check Frequency,Last Checked,Changes,Added");
    expect(csv).toContain("Globex,Competitor,globex.example,https://globex.example,");
  });

  test("loading and load-failure states; Get Started on the welcome state", async ({ page }) => {
    await signUp(page);
    let fail = true;
    await page.route("**/api/competitors", async (route) => {
      if (!fail) return route.continue();
      await new Promise((r) => setTimeout(r, 1_000));
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal_error", message: "Something went wrong on our side. Please try again." } }) });
    });
    await page.goto("/dashboard/competitors");
    await expect(page.getByText("Loading competitors...")).toBeVisible(FIRST_PAINT);
    await expect(page.getByText("Failed to load competitors")).toBeVisible({ timeout: 15_000 });
    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText("Welcome! Let's get started")).toBeVisible(FIRST_PAINT);
    await page.getByRole("button", { name: "Get Started" }).click();
    const dialog = page.getByTestId("add-competitor-dialog");
    await expect(dialog.getByRole("heading", { name: "Set Your Baseline" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Welcome! Let's get started")).toBeVisible();
  });
});

test.describe("scan jobs", () => {
  test("the Active Scans button opens the Scan Jobs dialog and cancels a pending job", async ({ page }) => {
    const s = await signUp(page);
    const id = await insertCompetitor(s, "Globex");
    const data = JSON.stringify({ competitorId: id, competitorName: "Globex" });
    await db().query("insert into jobs (user_id, kind, status, competitor_id, data) values ($1,'scan','pending',$2,$3)", [s.userId, id, data]);
    await db().query("insert into jobs (user_id, kind, status, competitor_id, data, result, completed_at) values ($1,'scan','completed',$2,$3,$4,now())", [s.userId, id, data, JSON.stringify({ status: "complete" })]);
    await db().query("insert into jobs (user_id, kind, status, competitor_id, data, result, error, completed_at) values ($1,'scan','failed',$2,$3,$4,'fetch failed',now())", [s.userId, id, data, JSON.stringify({ details: { websiteAccessError: "timeout" } })]);
    await gotoList(page);
    const button = page.getByTestId("active-scans-button");
    await expect(button).toHaveText("1 Active Scans", FIRST_PAINT);
    await button.click();
    const dialog = page.getByTestId("scan-jobs-dialog");
    await expect(dialog.getByRole("region", { name: "Active" })).toContainText("Queued");
    await expect(dialog.getByRole("region", { name: "Recently Completed" })).toContainText("Globex");
    await expect(dialog.getByRole("region", { name: "Failed" })).toContainText("Website access failed");
    await dialog.getByRole("button", { name: "Cancel scan of Globex" }).click();
    await expect(page.getByText("Job cancelled")).toBeVisible(AFTER_CALL);
    await expect(dialog.getByRole("region", { name: "Active" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(button).toHaveCount(0);
  });

  test("the Scan Jobs dialog opens when nothing is running (Recently Completed, Failed)", async ({ page }) => {
    const s = await signUp(page);
    const id = await insertCompetitor(s, "Initech");
    const data = JSON.stringify({ competitorId: id, competitorName: "Initech" });
    await db().query("insert into jobs (user_id, kind, status, competitor_id, data, result, completed_at) values ($1,'scan','completed',$2,$3,$4,now())", [s.userId, id, data, JSON.stringify({ status: "complete" })]);
    await db().query("insert into jobs (user_id, kind, status, competitor_id, data, result, error, completed_at) values ($1,'scan','failed',$2,$3,$4,'fetch failed',now())", [s.userId, id, data, JSON.stringify({ details: { websiteAccessError: "timeout" } })]);
    await gotoList(page);
    await expect(page.getByTestId("active-scans-button")).toHaveCount(0);
    await page.getByTestId("scan-jobs-trigger").click();
    const dialog = page.getByTestId("scan-jobs-dialog");
    await expect(dialog.getByRole("region", { name: "Recently Completed" })).toContainText("Initech", AFTER_CALL);
    await expect(dialog.getByRole("region", { name: "Failed" })).toContainText("Website access failed");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
