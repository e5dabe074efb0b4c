/**
 * A period worded another way is no change (issue 22 point 3, rewording that keeps every fact):
 * "$20 / month" → "$20/mo", "per month" → "a month", "/year" → "/yr" in a plan table, a paragraph,
 * a heading that is a price, or a navigation label. A period that really changed still is one.
 * Pages are the project's own.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, html } from "@/tests/helpers/change-stress-kit";

const card = (name: string, price: string, lines: string[]) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a href="/signup">Start</a></div>`;

/** A pricing page whose every period phrase is written by `p` (the identity writes them as given). */
const page = (p: (s: string) => string) =>
  html(
    "Pricing",
    [
      "<h1>Pricing</h1>",
      `<section class="plans">${card("Starter", p("$19/month"), ["3 users", p("10,000 emails per month")])}${card("Growth", p("$49/month"), ["10 users", p("Billed $490/year")])}</section>`,
      `<h2>${p("$149 /month")}</h2><p>One dedicated server for every workspace, managed by us.</p>`,
      "<h2>Add-ons</h2>",
      `<table><tr><th>Add-on</th><th>Price</th></tr><tr><td>Dedicated IP</td><td>${p("$30 / month")}</td></tr><tr><td>Support</td><td>${p("$200/month per workspace")}</td></tr></table>`,
      `<p>${p("Extra sends cost $1 per 1,000 emails per month; storage is $0.25 per GB per month.")}</p>`,
    ].join(""),
  );

describe("a period worded another way", () => {
  it.each([
    ["'/month' written '/mo'", (s: string) => s.replace(/\/\s?month\b/g, "/mo")],
    ["'/month' written 'per month'", (s: string) => s.replace(/\s?\/\s?month\b/g, " per month")],
    ["'/month' written 'monthly'", (s: string) => s.replace(/\s?\/\s?month\b/g, " monthly")],
    ["'per month' written 'a month'", (s: string) => s.replace(/\bper month\b/g, "a month")],
    ["'/year' written '/yr'", (s: string) => s.replace(/\/year\b/g, "/yr")],
  ])("%s raises nothing", (_name, reword) => {
    expect(changesBetween(page((s) => s), page(reword))).toEqual([]);
  });

  it("a period that changed is still a change, and named", () => {
    const raised = changesBetween(page((s) => s), page((s) => s.replace("$30 / month", "$30 / year")));
    expect(raised).toHaveLength(1);
    expect(raised[0].type).toBe("pricing");
    expect(raised[0].text).toContain("dedicated ip");
  });

  it("a block reworded in its period stays paired with its own twin, not with a namesake elsewhere", () => {
    // the same line written once per card: each card's line stays its card's, and the edit is the one price that changed
    const two = (a: string, b: string) => html("Pricing", `<h1>Pricing</h1>${card("Solo", "$9", [a, "1 user"])}${card("Team", "$29", [b, "5 users"])}`);
    const raised = changesBetween(two("Backups every day, $2/month", "Backups every day, $2/month"), two("Backups every day, $2 per month", "Backups every day, $3 per month"));
    expect(raised).toHaveLength(1);
    expect(raised[0].text).toContain("team");
    expect(raised[0].text).toContain("$3");
  });

  it("a navigation label reworded in its period is the same label, however long it grows", () => {
    const doc = (label: string) =>
      `<!doctype html><html><head><title>Pricing</title></head><body><header><nav aria-label="Main"><a href="/">Home</a><a href="/pricing">Pricing</a><a href="/news">${label}</a></nav></header><main><h1>Pricing</h1><p>Plans for every team.</p></main></body></html>`;
    // 37 characters as written, 44 once "/mo" is written "per month": a limit on the raw length would drop it from one side
    expect(changesBetween(doc("New: Studio plan at $20/mo, read more"), doc("New: Studio plan at $20 per month, read more"))).toEqual([]);
    const changed = changesBetween(doc("New: Studio plan at $20/mo, read more"), doc("New: Studio plan at $25/mo, read more"));
    expect(changed.length).toBeGreaterThan(0);
  });
});
