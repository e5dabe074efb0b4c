import { describe, expect, it } from "vitest";
import { extractPricing, extractPricingDetails } from "./pricing";

const page = (body: string) => `<!DOCTYPE html><html><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const brief = (html: string) => extractPricing(html).map((p) => [p.name, p.price]);

const panel = (attrs: string, prices: [string, string][]) => `<div class="grid" ${attrs}>${prices
  .map(([name, price]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul><li>Sync</li><li>Export</li></ul><a class="btn" href="#">Start</a></div>`)
  .join("")}</div>`;

describe("CSS-hidden toggle sides are not shown", () => {
  it("reads the shown panel when the other one is hidden with display:none", () => {
    const html = page(
      panel("", [["Solo", "€12 per maand"], ["Team", "€30 per maand"]]) + panel('style="display: none"', [["Solo", "€120 per jaar"], ["Team", "€300 per jaar"]]),
    );
    expect(brief(html)).toEqual([["Solo", 12], ["Team", 30]]);
  });

  it("takes the shown price of a card before one hidden by the hidden attribute", () => {
    const card = (name: string, shown: string, hidden: string) =>
      `<div class="card"><h3>${name}</h3><p class="price"><span hidden>${hidden}</span></p><p class="price"><span>${shown}</span></p><ul><li>A</li><li>B</li></ul><a class="btn" href="#">Go</a></div>`;
    const html = page(`<div class="grid">${card("Solo", "$9/mo", "$90/yr")}${card("Team", "$29/mo", "$290/yr")}</div>`);
    expect(extractPricing(html).map((p) => [p.name, p.price, p.period])).toEqual([["Solo", 9, "month"], ["Team", 29, "month"]]);
  });
});

describe("usage-rate pickers", () => {
  it("keeps radio options priced per GB as usage rates, not plans", () => {
    const option = (size: string, price: string) =>
      `<label class="opt"><input type="radio" name="disk"><strong>${size}</strong><span class="price">${price} / GB</span><ul><li>SSD</li><li>Snapshots</li></ul><a class="btn" href="#">Pick</a></label>`;
    const html = page(`<div class="opts">${option("Small disk", "$0.10")}${option("Large disk", "$0.08")}${option("Huge disk", "$0.05")}</div>`);
    const details = extractPricingDetails(html);
    expect(details.plans).toEqual([]);
    expect(details.addOns.length).toBe(3);
  });
});

describe("tables of usage rates", () => {
  const plans = `<div class="grid">${["Garden|$8", "Orchard|$24"]
    .map((x) => x.split("|"))
    .map(([name, price]) => `<div class="card"><h3>${name}</h3><p class="price">${price}/month</p><ul><li>Builds</li><li>Previews</li></ul><a class="btn" href="#">Start</a></div>`)
    .join("")}</div>`;
  const table = (rows: [string, string][]) =>
    `<h2>Metered resources</h2><table><thead><tr><th>Resource</th><th>Price</th></tr></thead><tbody>${rows.map(([r, p]) => `<tr><td>${r}</td><td>${p}</td></tr>`).join("")}</tbody></table>`;

  it("reads a Resource | Price table priced per GB and per vCPU as usage rates beside the plans, never as plans", () => {
    const html = page(plans + table([["Memory", "$6 / GB / month"], ["Compute", "$12 / vCPU / month"], ["Outbound traffic", "$0.04 / GB"]]));
    const details = extractPricingDetails(html);
    expect(details.plans.map((p) => [p.name, p.price, p.period])).toEqual([["Garden", 8, "month"], ["Orchard", 24, "month"]]);
    expect(details.addOns).toEqual(["Memory: $6 / GB / month", "Compute: $12 / vCPU / month", "Outbound traffic: $0.04 / GB"]);
  });

  it("reads a table whose rows are named by a number alone (volume tiers of one quantity) as no plans", () => {
    const tiers = `<h3>Concurrent jobs</h3><table><thead><tr><th>Jobs at once</th><th>Price per month</th></tr></thead><tbody><tr><td>40</td><td>$30</td></tr><tr><td>120</td><td>$75</td></tr><tr><td>Beyond</td><td>Talk to us</td></tr></tbody></table>`;
    const details = extractPricingDetails(page(plans + tiers));
    expect(details.plans.map((p) => p.name)).toEqual(["Garden", "Orchard"]);
    expect(details.addOns).toEqual(["40: $30", "120: $75", "Beyond: Talk to us"]);
  });

  it("keeps a table of plans priced per seat as plans", () => {
    const html = page(`<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Crew</td><td>$9 per user / month</td></tr><tr><td>Fleet</td><td>$19 per user / month</td></tr></tbody></table>`);
    expect(extractPricing(html).map((p) => [p.name, p.price, p.unit])).toEqual([["Crew", 9, "user"], ["Fleet", 19, "user"]]);
  });
});
