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
