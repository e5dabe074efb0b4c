import { describe, expect, it } from "vitest";
import { visibleText } from "./changes-run";
import { addPlan, raiseLimit, removeFeatureLine, renamePlan, replaceFeatureLine, rewordPeriods, swapAmpersands, swapFeatureLines, wrapBoxes, wrapTextRuns } from "./card-edits";
import { reserialise } from "./page-edits";

const card = (name: string, price: string, lines: string[]) =>
  `<div class="card">\n  <h3>${name}</h3>\n  <p class="price">${price} <span>per month</span></p>\n  <ul>${lines.map((l) => `<li>${l}</li>`).join("\n")}</ul>\n</div>`;
const page = (cards: string, after = "") =>
  reserialise(`<!doctype html><html><head><title>Pricing</title></head><body><main><h1>Plans</h1><div class="cards">${cards}</div>${after}</main></body></html>`);
const PAGE = page(card("Starter", "$12", ["Five projects", "Email support", "Weekly reports"]) + card("Growth", "€24,90", ["Many projects", "Phone support", "Daily reports", "Audit trail"]));
const plans = [
  { name: "Starter", price: 12 },
  { name: "Growth", price: 24.9 },
];

describe("card edits", () => {
  it("takes the middle line out of the card's longest list, and nothing else", () => {
    const cut = removeFeatureLine(PAGE, plans[1], plans)!;
    expect(cut.line).toBe("Daily reports");
    expect(visibleText(cut.html)).toBe(visibleText(PAGE).replace(" Daily reports", ""));
  });

  it("takes out no line written elsewhere on the page too", () => {
    const twice = page(card("Starter", "$12", ["Five projects", "Phone support", "Weekly reports"]) + card("Growth", "€24,90", ["Many projects", "Phone support", "Daily reports"]));
    expect(removeFeatureLine(twice, plans[0], plans)).toBeNull();
  });

  it("swaps two lines of one card: the middle one out, a new one at the list's end", () => {
    const swapped = swapFeatureLines(PAGE, plans[1], plans, "Sandbox copies")!;
    expect(swapped.line).toBe("Daily reports");
    expect(visibleText(swapped.html)).toBe(visibleText(PAGE).replace(" Daily reports", "").replace("Audit trail", "Audit trail Sandbox copies"));
  });

  it("replaces the middle line's words in place, its markup kept", () => {
    const replaced = replaceFeatureLine(PAGE, plans[1], plans, "Sandbox copies")!;
    expect(replaced.line).toBe("Daily reports");
    expect(replaced.html).toContain("<li>Sandbox copies</li>");
    expect(visibleText(replaced.html)).toBe(visibleText(PAGE).replace("Daily reports", "Sandbox copies"));
  });

  it("raises the first whole-number limit of the card's longest list to 2n + 1", () => {
    const limits = page(card("Starter", "$12", ["Email support", "Up to 10 projects", "3 seats"]) + card("Growth", "€24,90", ["Many projects"]));
    const raised = raiseLimit(limits, plans[0], plans)!;
    expect(raised.figure).toBe("21");
    expect(visibleText(raised.html)).toBe(visibleText(limits).replace("Up to 10 projects", "Up to 21 projects"));
    expect(raiseLimit(PAGE, plans[0], plans)).toBeNull();
  });

  it("renames a plan wherever its name stands alone, and not when a sentence names it too", () => {
    const renamed = renamePlan(PAGE, plans[0], plans, "Bluefin")!;
    expect(visibleText(renamed)).toBe(visibleText(PAGE).replace("Starter", "Bluefin"));
    const mentioned = page(card("Starter", "$12", ["Five projects", "Email support"]) + card("Growth", "€24,90", ["Everything in Starter", "Phone support"]));
    expect(renamePlan(mentioned, plans[0], plans, "Bluefin")).toBeNull();
  });

  it("adds a copy of a card under a new name, its amount in the page's own format", () => {
    const added = addPlan(PAGE, plans[1], plans, "Northwind")!;
    expect(added.value).toBe(62.25);
    const text = visibleText(added.html);
    expect(text).toContain("Northwind €62,25 per month");
    expect(text.indexOf("Growth")).toBeLessThan(text.indexOf("Northwind"));
  });

  it("adds no card where the card's siblings are not the other plans' cards", () => {
    const lone = page(card("Starter", "$12", ["Five projects", "Email support"]), card("Growth", "€24,90", ["Many projects"]));
    expect(addPlan(lone, plans[0], plans, "Northwind")).toBeNull();
  });

  it("wraps every run of text in a span of its own, the visible text kept", () => {
    const wrapped = wrapTextRuns(PAGE);
    expect(wrapped).toContain("<span>Daily reports</span>");
    expect(visibleText(wrapped)).toBe(visibleText(PAGE));
  });

  it("wraps every div in a div of its own, the visible text kept", () => {
    const wrapped = wrapBoxes(PAGE);
    expect(wrapped).toContain('<div><div class="card">');
    expect(visibleText(wrapped)).toBe(visibleText(PAGE));
  });

  it("words each period the other way and nothing else; null when the page states none", () => {
    const worded = rewordPeriods(page(card("Solo", "$5/month", ["10 GB per month", "Backups $1/yr"])))!;
    expect(visibleText(worded)).toContain("$5/mo");
    expect(visibleText(worded)).toContain("10 GB a month");
    expect(visibleText(worded)).toContain("$1/year");
    expect(visibleText(worded)).toContain("a month");
    expect(rewordPeriods(page(card("Solo", "$5", ["Two seats"])).replace(/per month/g, "once"))).toBeNull();
  });

  it("writes each conjunction the other way and nothing else; null when the page has none", () => {
    const swapped = swapAmpersands(page(card("Solo", "$5", ["Email &amp; chat", "R&amp;D reports", "Backups and exports"])))!;
    expect(visibleText(swapped)).toContain("Email and chat");
    expect(swapped).toContain("Backups &amp; exports");
    expect(visibleText(swapped)).toContain("R&amp;D reports");
    expect(swapAmpersands(page(card("Solo", "$5", ["Two seats"])).replace(/ (&|and) /g, " "))).toBeNull();
  });
});
