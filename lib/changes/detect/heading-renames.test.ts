/**
 * A pricing-page section renamed throughout (heading-renames.ts): the plan it heads was renamed, one
 * high pricing change, not "1 section added, 1 section removed". Pages and wording are the project's own.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

const page = (name: string, verb: string) =>
  html(
    "Pricing | Loomwork",
    `<h1>Plans and billing</h1><p>Every account starts on one plan and can move up whenever it needs.</p>
<h2>${name} Plan</h2><p>${name} plans are made for trying Loomwork on a side project. You get every feature and no card is needed.</p>
<p>${name} plans come with 300 build minutes each month.</p>
<h2>Weaver Plan Offering</h2><p>Accounts that cancel go back to the ${name} plan and its limits.</p>
<h2>${verb} builds</h2><p>Builds that are ${verb.toLowerCase()} count toward your minutes until they finish.</p>`,
  );

describe("a pricing-page section renamed", () => {
  it("a plan's section renamed throughout the page is that plan renamed, high pricing", () => {
    const items: TruthItem[] = [{ type: "pricing", importance: "high", mustMention: ["Seedling", "Sapling"] }];
    expect(verdict(changesBetween(page("Seedling", "Running"), page("Sapling", "Running")), items)).toEqual(expected(items));
  });

  it("a heading whose common word is replaced in its text too is no plan renamed", () => {
    const raised = changesBetween(page("Seedling", "Running"), page("Seedling", "Queued"));
    expect(raised.filter((c) => /renamed/.test(c.description))).toEqual([]);
  });
});

describe("a heading that is only an amount", () => {
  // Cards with a monthly price and a price for a six-month cycle, each a heading of its own with a figure under it.
  const cards = (basic: string) =>
    html(
      "Pricing | Loomwork",
      `<h1>Plans</h1><p>Pick the cycle that suits you.</p>
<div><p>Starter</p><p>Essential tools</p><h4>$59.99</h4><h4>${basic}</h4><p>per month</p><p>Billed every 6 months</p><ul><li>Chat support</li><li>5 boards</li></ul></div>
<div><p>Studio</p><p>Advanced tools</p><h4>$89.99</h4><h4>$80.99</h4><p>per month</p><p>Billed every 6 months</p><ul><li>Chat support</li><li>Unlimited boards</li></ul></div>`,
    );

  it("replaced by another amount at its place is one change of that amount, not a section removed and one added", () => {
    const raised = changesBetween(cards("$53.99"), cards("$64.79"));
    expect(raised.map((c) => c.description)).toHaveLength(1);
    expect(raised[0].type).toBe("pricing");
    expect(raised[0].text).toContain("$53.99");
    expect(raised[0].text).toContain("$64.79");
  });
});
