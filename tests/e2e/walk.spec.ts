import { expect as baseExpect, test, type Page } from "@playwright/test";
import { startFixtureServer, type FixtureServer } from "../fixtures/site-server";
import { PASSWORD, openCards } from "./support/competitors";
import { PageWatch, layoutProblems, settled } from "./support/walk-checks";

/**
 * The walk (issue 29): what a new user does in the first ten minutes, at the project's size (desktop
 * 1280 px, mobile 390 px). Every public screen while signed out; the signup form; the baseline through
 * the onboarding wizard; two competitors from the fixture sites (served on 127.0.0.1) with their first
 * scans; a Check Now that finds changes; then every screen of the specification's route table. Each
 * screen is opened, waited for until no spinner or skeleton shows, and must have no console error, no
 * failed request, no horizontal overflow, nothing over the header and no text cut off without an ellipsis.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
/** Sign-up, three first scans and a change-finding scan on a shared 2-core machine. */
test.describe.configure({ timeout: 300_000 });

let sites: FixtureServer;
test.beforeAll(async () => {
  sites = await startFixtureServer();
});
test.afterAll(async () => {
  await sites?.close();
});

/** The domain a user types for a fixture site: host, port and the site's folder. */
const domainOf = (site: string) => sites.url(site, "/").replace(/^https?:\/\//, "").replace(/\/$/, "");

interface Screen {
  path: string;
  /** What shows when the screen is ready (its heading, or the state it is in). */
  ready: (page: Page) => ReturnType<Page["getByRole"]>;
  /** Brings the screen to the state to look at (e.g. every card of a competitor page opened). */
  then?: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp, level = 1) => (page: Page) => page.getByRole("heading", { level, name });

const PUBLIC: Screen[] = [
  { path: "/", ready: heading(/.+/) },
  { path: "/login", ready: heading(/sign in|welcome back/i) },
  { path: "/signup", ready: heading(/.+/) },
  { path: "/pricing", ready: heading("Choose Your Intelligence Level") },
  { path: "/privacy", ready: heading(/privacy/i) },
  { path: "/terms", ready: heading(/terms/i) },
  { path: "/about", ready: heading(/.+/) },
  { path: "/blog", ready: heading(/.+/) },
  { path: "/security", ready: heading(/.+/) },
  { path: "/no-such-page", ready: (page) => page.getByText("Oops! Page not found") },
];

function signedInScreens(ids: { competitor: string; baseline: string }): Screen[] {
  return [
    { path: "/dashboard", ready: heading("Overview") },
    { path: "/dashboard/competitors", ready: heading("Competitors") },
    { path: `/dashboard/competitors/${ids.competitor}`, ready: heading("Flowdesk"), then: openCards },
    { path: `/dashboard/competitors/${ids.baseline}`, ready: heading("Quillnote"), then: openCards },
    { path: `/dashboard/competitors/${ids.competitor}/llm`, ready: (page) => page.getByTestId("llm-text") as ReturnType<Page["getByRole"]> },
    { path: `/dashboard/competitors/${ids.competitor}/battlecard`, ready: heading("Battlecard: Flowdesk") },
    { path: "/dashboard/compare", ready: (page) => page.getByTestId("compare-table") as ReturnType<Page["getByRole"]> },
    { path: "/dashboard/changes", ready: heading("Changes") },
    { path: `/dashboard/changes?competitorId=${ids.competitor}`, ready: heading("Changes") },
    { path: "/dashboard/chat", ready: heading("Intelligence Chat") },
    { path: "/dashboard/notifications", ready: heading("Notifications") },
    { path: "/dashboard/settings", ready: heading("Settings") },
    { path: "/dashboard/settings?tab=api-keys", ready: heading("API Keys", 2) },
    { path: "/dashboard/settings?tab=notifications", ready: heading("Email Notifications", 2) },
    { path: "/dashboard/settings?tab=security", ready: heading("E-mail address", 2) },
    { path: "/dashboard/settings/billing", ready: heading("Billing & Subscription") },
    { path: "/settings/billing", ready: heading("Billing & Subscription") },
    { path: "/pricing", ready: heading("Choose Your Intelligence Level") },
    { path: "/subscription/cancel", ready: heading("Checkout Canceled") },
    { path: "/subscription/success", ready: heading(/Welcome to .+ Plan!/) },
  ];
}

/** Opens a screen, waits for its real state, and records what is wrong with it. */
async function visit(page: Page, watch: PageWatch, screen: Screen, layout: string[]) {
  watch.screen = screen.path;
  await page.goto(screen.path);
  await expect(screen.ready(page).first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
  if (screen.then) {
    await screen.then(page);
    await settled(page);
  }
  for (const p of await layoutProblems(page)) layout.push(`[${screen.path}] ${p}`);
  // WALK_SHOTS=<folder>: a full-page picture of each screen, to look at (nothing is asserted on it).
  const shots = process.env.WALK_SHOTS;
  if (shots) {
    const name = `${page.viewportSize()?.width ?? 0}px${screen.path.replace(/[^a-z0-9]+/gi, "-")}.png`;
    await page.screenshot({ path: `${shots}/${name}`, fullPage: true });
  }
}

/** Fills the add dialog (baseline or competitor) open on the page and submits it. */
async function fillCompetitor(page: Page, nameLabel: "Product name" | "Competitor name", name: string, domain: string, submit: "Set Baseline" | "Add Competitor") {
  // The dialog by its title: the wizard before it and the prompt after it are dialogs too.
  const dialog = page.getByRole("dialog", { name: submit === "Set Baseline" ? "Set Your Baseline" : "Add Competitor" });
  await dialog.getByLabel(nameLabel).fill(name);
  await dialog.getByLabel("Domain").fill(domain);
  await dialog.getByRole("button", { name: submit }).click();
  await expect(dialog).toHaveCount(0);
}

interface Listed { id: string; name: string; type: string; status: string }

async function competitors(page: Page): Promise<Listed[]> {
  const res = await page.request.get("/api/competitors");
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test("a new user's first ten minutes: every screen, at this size, without an error or a broken layout", async ({ page }) => {
  const watch = new PageWatch(page);
  const layout: string[] = [];

  // Signed out: the public screens.
  for (const screen of PUBLIC) await visit(page, watch, screen, layout);

  // Sign up with the form; it signs in and opens the dashboard, where the onboarding wizard starts.
  watch.screen = "signup";
  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Work email").fill(`walk-${test.info().project.name}-${Date.now()}@example.test`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: /create account|start free trial|sign up/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 45_000 });

  // The baseline, through the wizard; then the first competitor from the prompt, the second from the list.
  watch.screen = "onboarding";
  const wizard = page.getByTestId("onboarding-wizard");
  await expect(wizard.getByRole("heading", { name: "Welcome to Rivalscope" })).toBeVisible({ timeout: 30_000 });
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByRole("button", { name: "Set Up Baseline" }).click();
  await fillCompetitor(page, "Product name", "Quillnote", domainOf("quillnote"), "Set Baseline");
  const prompt = page.getByRole("dialog", { name: "Great! Your baseline is set" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Add Competitor" }).click();
  await fillCompetitor(page, "Competitor name", "Flowdesk", domainOf("flowdesk"), "Add Competitor");

  watch.screen = "add second competitor";
  await page.goto("/dashboard/competitors");
  await page.getByRole("button", { name: "Add Competitor" }).first().click();
  await fillCompetitor(page, "Competitor name", "Sendwave", domainOf("sendwave"), "Add Competitor");

  // The first scans: every entry active (the list shows it live), then a new version of Flowdesk's site
  // and Check Now on its page, which finds the changes.
  await expect.poll(async () => (await competitors(page)).map((c) => `${c.name}:${c.status}`).sort(), { timeout: 180_000 }).toEqual([
    "Flowdesk:active",
    "Quillnote:active",
    "Sendwave:active",
  ]);
  const list = await competitors(page);
  const ids = { competitor: list.find((c) => c.name === "Flowdesk")!.id, baseline: list.find((c) => c.type === "baseline")!.id };
  sites.setVersion("flowdesk", "v2");
  watch.screen = "check now";
  await page.goto(`/dashboard/competitors/${ids.competitor}`);
  // Content Size is the text of all four pages the scan read, not the home page's alone.
  const snapshot = (await (await page.request.get(`/api/competitors/${ids.competitor}/snapshots`)).json()).data[0];
  const { markdown, pricingMarkdown } = snapshot.extractedData;
  expect(snapshot.metadata.markdownLength).toBeGreaterThan(markdown.length + pricingMarkdown.length);
  await expect(page.getByTestId("scan-info")).toContainText(`${snapshot.metadata.markdownLength.toLocaleString("en-US")} characters`, { timeout: 30_000 });
  await page.getByRole("button", { name: "Check Now" }).click();
  await expect
    .poll(async () => (await (await page.request.get(`/api/changes?competitorId=${ids.competitor}&limit=1`)).json()).pagination?.total ?? 0, { timeout: 180_000 })
    .toBeGreaterThan(0);

  // Every screen of the route table, signed in.
  for (const screen of signedInScreens(ids)) await visit(page, watch, screen, layout);

  const problems = [...watch.report(), ...layout];
  expect(problems, problems.join("\n")).toEqual([]);
});

test("the walk's checks find what they look for", async ({ page }) => {
  const watch = new PageWatch(page);
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <header style="position:sticky;top:0;height:50px;background:#fff;z-index:1">Header</header>
    <p style="position:relative;top:-40px;z-index:2">Over the header</p>
    <div style="width:80px;overflow:hidden;white-space:nowrap">A long line of text cut off</div>
    <div style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Ellipsis by design is fine</div>
    <a href="#x" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap">Skip to content</a>
    <div style="height:3000px;position:relative;z-index:5;background:#eee"></div>
    <script>console.error("boom")</script>`);
  const found = await layoutProblems(page);
  expect(found.some((p) => p.startsWith("horizontal overflow")), found.join("\n")).toBe(false);
  expect(found.some((p) => p.includes("under the header") && p.includes("Over the header")), found.join("\n")).toBe(true);
  expect(found.some((p) => p.includes("drawn over the header")), found.join("\n")).toBe(true);
  expect(found.filter((p) => p.startsWith("text cut off"))).toEqual([expect.stringContaining("A long line of text cut off")]);
  expect(watch.report()).toEqual([expect.stringContaining("console error: boom")]);
  await page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1"><div style="width:1400px">Too wide</div>`);
  expect(await layoutProblems(page)).toEqual([expect.stringMatching(/^horizontal overflow: 14\d\dpx of content in a \d+px viewport: <div> "Too wide"$/)]);
});
