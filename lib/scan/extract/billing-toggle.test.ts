/**
 * Monthly/annual switches and one-column table cards, on small pages written here (issue 21:
 * CSS-hidden toggle sides as not shown, the period stated once for the whole toggle).
 */
import { describe, expect, it } from "vitest";
import { parseHTML } from "linkedom";
import { toggleDefault } from "./billing-toggle";
import { extractPricing } from "./pricing";

const body = (html: string) => parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`).document.body as unknown as Element;
const page = (main: string) => `<!DOCTYPE html><html lang="en"><head><title>Plans</title></head><body><main>${main}</main></body></html>`;
const brief = (html: string) => extractPricing(html).map((p) => [p.name, p.price, p.currency, p.period]);

describe("the side a billing switch shows by default", () => {
  it("is the label before an unchecked switch and the one after a checked switch", () => {
    expect(toggleDefault(body(`<div><span>Yearly</span><input type="checkbox" id="t"><label for="t"></label><span>Monthly</span></div>`))).toBe("annual");
    expect(toggleDefault(body(`<div><span>Monthly</span><input type="checkbox"><span>Yearly</span></div>`))).toBe("monthly");
    expect(toggleDefault(body(`<div><span>Monthly</span><input type="checkbox" checked><span>Yearly</span></div>`))).toBe("annual");
    expect(toggleDefault(body(`<div><span>Monthly</span><button role="switch" aria-checked="true"></button><span>Yearly</span></div>`))).toBe("annual");
  });

  it("is the checked option of a pair of radios labelled with the two cycles", () => {
    const radios = (checked: "m" | "y") => `<input type="radio" name="cycle" id="cm"${checked === "m" ? " checked" : ""}><label for="cm">Monthly</label>
      <label><input type="radio" name="cycle"${checked === "y" ? " checked" : ""}> Yearly</label>`;
    expect(toggleDefault(body(radios("y")))).toBe("annual");
    expect(toggleDefault(body(radios("m")))).toBe("monthly");
    // radios of another choice (a plan size) say nothing about billing
    expect(toggleDefault(body(`<input type="radio" name="size" checked> Small <input type="radio" name="size"> Large`))).toBeNull();
  });

  it("is unknown without a switch between two billing labels", () => {
    expect(toggleDefault(body(`<label><input type="checkbox"> I accept the terms</label>`))).toBeNull();
    expect(toggleDefault(body(`<div><span>Monthly</span><span>Yearly</span></div>`))).toBeNull();
  });
});

describe("cards laid out as one-column tables, both sides of a switch in the HTML", () => {
  const card = (name: string, monthly: string, yearly: string) => `<section class="card"><table>
      <thead><tr><th><h3>${name}</h3></th></tr></thead>
      <tbody><tr class="price-monthly"><td><p class="price">${monthly}</p></td></tr><tr class="price-yearly"><td><p class="price">${yearly}</p></td></tr>
      <tr><td>10 projects</td></tr><tr><td>Email support</td></tr></tbody></table><a class="btn" href="/go">Start</a></section>`;
  const cards = `<div class="cards">${card("Solo", "$8", "$80")}${card("Crew", "$20", "$200")}</div>`;
  const toggle = (first: string, second: string) => `<div class="billing"><span>${first}</span><input type="checkbox" hidden><label></label><span>${second}</span></div>`;

  it("reads the side the switch shows, its period from the side's label", () => {
    expect(brief(page(`<h2>Plans</h2>${toggle("Yearly", "Monthly")}${cards}`))).toEqual([["Solo", 80, "USD", "year"], ["Crew", 200, "USD", "year"]]);
    expect(brief(page(`<h2>Plans</h2>${toggle("Monthly", "Yearly")}${cards}`))).toEqual([["Solo", 8, "USD", "month"], ["Crew", 20, "USD", "month"]]);
  });

  it("does not read a comparison table's columns as cards", () => {
    const table = `<table><tr><th></th><th>Solo</th><th>Crew</th></tr><tr><td>Price</td><td>$8/mo</td><td>$20/mo</td></tr><tr><td>Projects</td><td>10</td><td>50</td></tr></table>`;
    expect(brief(page(table))).toEqual([["Solo", 8, "USD", "month"], ["Crew", 20, "USD", "month"]]);
  });
});
