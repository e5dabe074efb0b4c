/**
 * A plan's card taken out (or put in) whole, its feature list holding a priced line (an extra seat,
 * an add-on): the plan removed (added) is one change; the list's lines are the plan's, not a price
 * term of the page besides.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

const card = (name: string, price: number, lines: string[]) =>
  `<div class="plan"><h3>${name}</h3><p class="price">$${price}/mo</p><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a href="/signup">Buy</a></div>`;
const page = (withTeam: boolean, teamLines = ["10 projects", "Extra seats $6 each"]) =>
  html(
    "Pricing",
    `<h1>Pricing</h1><div class="plans">${card("Basic", 19, ["3 projects", "Email support"])}${withTeam ? card("Team", 49, teamLines) : ""}${card("Scale", 99, ["Unlimited projects", "Extra seats $4 each"])}</div>` +
      `<h2>Questions</h2><p>Can I cancel? Yes, at any time from your settings.</p>`,
  );
const check = (before: string, after: string, items: TruthItem[]) => expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));

describe("a plan's card with a priced line, taken out or put in whole", () => {
  it("removed: one change, the plan removed", () => {
    check(page(true), page(false), [{ type: "pricing", importance: "high", mustMention: ["Team", "removed"] }]);
  });

  it("added: one change, the plan added", () => {
    check(page(false), page(true), [{ type: "pricing", importance: "high", mustMention: ["Team", "added"] }]);
  });

  it("a priced line edited in another card beside the removal stays its own change", () => {
    const after = page(false).replace("Extra seats $4 each", "Extra seats $5 each");
    check(page(true), after, [
      { type: "pricing", importance: "high", mustMention: ["Team", "removed"] },
      { type: "pricing", importance: ["medium", "high"], mustMention: ["$4", "$5"] },
    ]);
  });
});
