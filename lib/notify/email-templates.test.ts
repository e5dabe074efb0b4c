import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import ChangeAlertEmail, { changeAlertPreview, changeAlertSubject } from "@/emails/change-alert";
import WeeklyDigestEmail, { weeklyDigestPreview, weeklyDigestSubject } from "@/emails/weekly-digest";
import WelcomeEmail, { welcomePreview } from "@/emails/welcome";
import TrialEndingEmail, { trialEndingPreview, trialEndingSubject } from "@/emails/trial-ending";
import { renderEmail } from "./email-render";

const SHOTS = path.resolve("screenshots");
const CHROME = "/usr/bin/chromium";
let browser: Browser | null = null;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (fs.existsSync(CHROME)) browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-gpu"] });
});
afterAll(async () => {
  await browser?.close();
});

/** Renders in a real browser and saves a PNG beside the HTML, for a person to look at. */
async function screenshot(name: string, html: string) {
  fs.writeFileSync(path.join(SHOTS, `${name}.html`), html);
  if (!browser) return;
  const page = await browser.newPage({ viewport: { width: 680, height: 900 } });
  await page.setContent(html, { waitUntil: "load" });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  await page.close();
}

/** React separates adjacent text nodes with empty comments; readers never see them. */
async function render(...args: Parameters<typeof renderEmail>) {
  const r = await renderEmail(...args);
  return { html: r.html.replace(/<!-- -->/g, ""), text: r.text };
}

const FOOTER = { unsubscribeUrl: "https://app.example/api/unsubscribe?token=t", preferencesUrl: "https://app.example/dashboard/settings" };

describe("react-email templates", () => {
  it("change alert: every change, its importance and type, and the footer links", async () => {
    const { html, text } = await render(ChangeAlertEmail, { ...changeAlertPreview, ...FOOTER });
    expect(html).toMatch(/^<!DOCTYPE html/i);
    // A change about one fact names it (said once, instead of the description that restates it); the others show their description.
    for (const c of changeAlertPreview.changes) {
      if (c.fact) expect(text).toContain(c.fact.line);
      if (c.fact) expect(html).not.toContain(c.description);
      else expect(html).toContain(c.description);
    }
    expect(html).toContain("March 2, 2026");
    expect(html).toContain("View changes");
    expect(html).toContain(FOOTER.unsubscribeUrl);
    expect(text).toContain("Pro: $49/month → $59/month");
    expect(text).toMatch(/Unsubscribe/);
    expect(changeAlertSubject(changeAlertPreview)).toBe("Acme Analytics: 2 important changes detected");
    // A pricing change shows its plans before and after as a table.
    expect(html).toContain("Plans before and after");
    expect(html).toMatch(/<th[^>]*scope="rowgroup"[^>]*>Pro<\/th>/);
    expect(html).toMatch(/Before<\/th>.*\$49.*After<\/th>.*\$59/s);
    expect(text).toMatch(/Before\s+\$49/);
    expect(text).toMatch(/After\s+\$59/);
    await screenshot("email-change-alert", html);
  });

  it("weekly digest: totals, top changes, insights and predictions; a quiet week says so", async () => {
    const { html } = await render(WeeklyDigestEmail, { ...weeklyDigestPreview, ...FOOTER });
    for (const s of ["Your week in competitor moves", "February 23, 2026", "Top changes", "Insights", "Predictions", "72% confidence"]) expect(html).toContain(s);
    expect(weeklyDigestSubject(weeklyDigestPreview)).toBe("Your weekly Rivalscope digest: 7 changes, 2 important");
    await screenshot("email-weekly-digest", html);
    const quiet = await render(WeeklyDigestEmail, { ...weeklyDigestPreview, ...FOOTER, totals: { changes: 0, high: 0, competitors: 0 }, topChanges: [], byType: [], insights: [], predictions: [], onFreePlan: true });
    expect(quiet.html).toContain("a quiet week");
    expect(quiet.html).toContain("Upgrade to Pro");
    expect(quiet.html).not.toContain("Top changes");
  });

  it("welcome: the trial, the steps and the plan's competitor limit from PLANS", async () => {
    const { html } = await render(WelcomeEmail, { ...welcomePreview, ...FOOTER });
    for (const s of ["Welcome to Rivalscope, Alex", "14-day Pro trial", "March 16, 2026", "Add up to 10 competitors", "Set your baseline"]) expect(html).toContain(s);
    await screenshot("email-welcome", html);
  });

  it("trial ending: days left, what Free means, the paused competitors", async () => {
    const { html } = await render(TrialEndingEmail, { ...trialEndingPreview, ...FOOTER });
    for (const s of ["Your Pro trial ends on March 16, 2026", "3 days of Pro left", "The other 3 will be paused", "Keep Pro for $44/month"]) expect(html).toContain(s);
    expect(trialEndingSubject({ daysLeft: 1 })).toBe("Your Rivalscope Pro trial ends in 1 day");
    await screenshot("email-trial-ending", html);
  });

  it("escapes competitor-controlled text", async () => {
    const { html } = await render(ChangeAlertEmail, { ...changeAlertPreview, ...FOOTER, competitorName: "<script>alert(1)</script>" });
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;");
  });
});
