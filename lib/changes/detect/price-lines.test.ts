/**
 * A plan's price written as a line of its feature list: the price change is reported once, by the
 * price finding, not again as a feature line taken out and another put in.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";
import { priceLines } from "./price-lines";

const card = (name: string, price: string, lines: string[]) =>
  `<div class="plan"><h3>${name}</h3><ul><li>${price} per month</li>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><a href="/signup">Buy</a></div>`;
const page = (team: string, teamLines = ["10 projects", "Email support"]) =>
  html(
    "Pricing",
    `<h1>Pricing</h1><div class="plans">${card("Basic", "$19", ["3 projects", "Email support"])}${card("Team", team, teamLines)}${card("Scale", "$99", ["Unlimited projects", "Phone support"])}</div>`,
  );
const check = (after: string, items: TruthItem[]) => expect(verdict(changesBetween(page("$49"), after), items)).toEqual(expected(items));

describe("the plan's price stated in its feature list", () => {
  it("a price raised is one change, not a feature line edited besides", () => {
    check(page("$59"), [{ type: "pricing", importance: "high", mustMention: ["Team", "$49", "$59"] }]);
  });

  it("a feature line edited beside the price stays a change of its own", () => {
    check(page("$59", ["12 projects", "Email support"]), [
      { type: "pricing", importance: "high", mustMention: ["Team", "$49", "$59"] },
      { type: "pricing", importance: ["low", "medium"], mustMention: ["Team", "12 projects"] },
    ]);
  });
});

describe("priceLines", () => {
  it("pairs a line taken out and one put in that differ only by the old and the new price", () => {
    expect(priceLines(["$49 per month", "10 projects"], ["$59 per month", "12 projects"], [49], [59])).toEqual({ removed: ["$49 per month"], added: ["$59 per month"] });
  });

  it("leaves lines whose other words or other amounts changed", () => {
    expect(priceLines(["$49 per month"], ["$59 per year"], [49], [59])).toEqual({ removed: [], added: [] });
    expect(priceLines(["$49 per month, $5 per seat"], ["$59 per month, $6 per seat"], [49], [59])).toEqual({ removed: [], added: [] });
    expect(priceLines(["$49 per month"], ["$59 per month"], [49], [49])).toEqual({ removed: [], added: [] });
  });
});
