/**
 * A conjunction, a compact figure or a currency written another way is no change (issue 22 point 3,
 * rewording that keeps every fact): "Sales & Marketing" → "Sales and Marketing" in headings, lines and
 * navigation, "1,000 vCPU" → "1K vCPU" in a limits table, "$2.50/hr" → "2.50 USD/hr" in cells and copy. A figure that really changed still is one. Pages are the
 * project's own.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, html } from "@/tests/helpers/change-stress-kit";

const card = (name: string, price: string, lines: string[]) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a href="/signup">Start</a></div>`;

/** A pricing page whose conjunctions and figures are written by `w`. */
const page = (w: (s: string) => string) =>
  html(
    "Pricing",
    [
      `<header><nav aria-label="Main"><a href="/">Home</a><a href="/pricing">Pricing</a><a href="/docs">${w("Guides & API")}</a></nav></header>`,
      "<h1>Pricing</h1>",
      `<section class="plans">${card("Starter", w("$19/month"), [w("Email & chat support"), w("1,000 contacts")])}${card("Growth", w("$49/month"), [w("Phone & email support"), w("10,000 contacts")])}</section>`,
      `<h2>${w("Security & compliance")}</h2><p>${w("SSO & audit logs on every plan, with backups and exports.")}</p>`,
      "<h2>Limits</h2>",
      `<table><tr><th>Plan</th><th>Builds</th><th>Requests</th></tr><tr><td>Starter</td><td>${w("1,000")}</td><td>${w("5,000,000")}</td></tr><tr><td>Growth</td><td>${w("20,000")}</td><td>${w("50,000,000")}</td></tr></table>`,
      "<h2>Add-ons</h2>",
      `<table><tr><th>Add-on</th><th>Price</th></tr><tr><td>GPU</td><td>${w("$2.50/hr per GPU")}</td></tr><tr><td>Extra seat</td><td>${w("$10,000 a year")}</td></tr></table>`,
      `<p>${w("Extra builds cost $0.50 per 1,000 minutes; storage & backups are $0.25 per GB.")}</p>`,
    ].join(""),
  );

const compact = (s: string) =>
  s.replace(/\b(\d{1,3}(?:,\d{3})+)\b/g, (m) => {
    const n = Number(m.replace(/,/g, ""));
    return n % 1_000_000 === 0 ? `${n / 1_000_000}M` : `${n / 1000}K`;
  });

describe("a conjunction, a figure or a currency written another way", () => {
  it.each([
    ["'&' written 'and'", (s: string) => s.replace(/ & /g, " and ")],
    ["thousands and millions written '1K', '5M'", compact],
    ["'$19' written '19 USD'", (s: string) => s.replace(/\$(\d+(?:,\d{3})*(?:\.\d+)?)/g, "$1 USD")],
    ["'$19' written 'US$19'", (s: string) => s.replace(/\$(?=\d)/g, "US$")],
  ])("%s raises nothing", (_name, reword) => {
    expect(changesBetween(page((s) => s), page(reword))).toEqual([]);
  });

  it("a figure that changed while it was rewritten is still a change, and named", () => {
    const raised = changesBetween(page((s) => s), page((s) => compact(s).replace("20K", "25K")));
    expect(raised).toHaveLength(1);
    expect(raised[0].type).toBe("pricing");
    expect(raised[0].text).toContain("growth");
    expect(raised[0].text).toContain("25k");
  });

  describe("a price of nothing written as a free word", () => {
    const free = (w: (s: string) => string) =>
      html(
        "Pricing",
        `<h1>Pricing</h1><table><tr><th>Plan</th><th>Price</th><th>Projects</th></tr><tr><td>Hobby</td><td>${w("$0 / month")}</td><td>1</td></tr><tr><td>Pro</td><td>$20 / month</td><td>10</td></tr><tr><td>Team</td><td>$50 / month</td><td>50</td></tr></table>`,
      );
    const word = (s: string) => s.replace(/\$0 \/ month/, "Free");

    it("'$0 / month' written 'Free' in a plan table's price cell raises nothing (neither the cell nor the plan's price)", () => {
      expect(changesBetween(free((s) => s), free(word))).toEqual([]);
    });

    it("a free plan that starts to charge is a change", () => {
      const raised = changesBetween(free(word), free((s) => s.replace("$0", "$5")));
      expect(raised.some((c) => c.type === "pricing" && c.text.includes("hobby") && c.text.includes("$5"))).toBe(true);
    });
  });
});
