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

describe("a plan's card taken out whole, its name also a subscription's", () => {
  // A one-time package and a monthly subscription of the same product: taking out the package's card leaves its
  // heading's twin on the page, so the card's last lines (a closing line, a button) are no edit of their own.
  const tile = (name: string, price: string, lines: string[], aim: string) =>
    `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul><p>Aim: ${aim}.</p><a href="/ask">Ask for it</a></div>`;
  const page = (withSite: boolean) =>
    html(
      "Pricing",
      `<h1>Pricing</h1><p>Packages are paid once.</p><div class="plans">${withSite ? tile("Site", "$590 one-time", ["One page", "Contact form"], "be found online and look professional to every visitor") : ""}${tile("Shop", "$1,990 one-time", ["Twenty pages", "Checkout"], "sell your products online")}</div>` +
        `<p>Subscriptions are paid monthly.</p><div class="plans">${tile("Site", "$79/month", ["One page", "Contact form", "Hosting"], "stay current")}${tile("Shop", "$179/month", ["Twenty pages", "Checkout", "Hosting"], "keep selling")}</div>`,
    );

  it("removed: one change, the package removed, nothing left of its card besides", () => {
    check(page(true), page(false), [{ type: "pricing", importance: "high", mustMention: ["Site", "removed", "590"] }]);
  });

  it("added: one change, the package added", () => {
    check(page(false), page(true), [{ type: "pricing", importance: "high", mustMention: ["Site", "added", "590"] }]);
  });
});
