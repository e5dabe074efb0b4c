import { describe, expect, it } from "vitest";
import { listSites, loadExpected, readSiteFile } from "../../../tests/fixtures/fixture-sites";
import { extractPricing, extractPricingDetails } from "./pricing";

const page = (body: string) => `<!DOCTYPE html><html><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const brief = (html: string) =>
  extractPricing(html).map((p) => ({ name: p.name, price: p.price, currency: p.currency, period: p.period, unit: p.unit, annualPrice: p.annualPrice }));

describe("extractPricing on the fixture sites", () => {
  for (const site of listSites()) {
    const expected = loadExpected(site);
    it(`${site}: ${expected.style.split(":")[0]}`, () => {
      const html = readSiteFile(site, "pricing.html")!;
      const plans = extractPricing(html);
      if (expected.needsBrowser) {
        // plans are rendered by a script: nothing in the static HTML
        expect(plans).toEqual([]);
        return;
      }
      expect(plans.map((p) => p.name)).toEqual(expected.plans.map((p) => p.name));
      for (const exp of expected.plans) {
        const got = plans.find((p) => p.name === exp.name)!;
        expect({ name: got.name, price: got.price, currency: got.currency, period: got.period, unit: got.unit }).toEqual({
          name: exp.name, price: exp.price, currency: exp.currency, period: exp.period, unit: exp.unit,
        });
        expect(got.annualPrice).toEqual(exp.annualPrice);
        expect(got.highlighted ?? false).toBe(exp.highlighted ?? false);
        expect(got.features).toEqual(exp.features);
        expect(got.addOns).toEqual(exp.addOns);
      }
      expect(extractPricingDetails(html).addOns).toEqual(expected.pricingAddOns ?? []);
    });
  }

  it("pulsemetrics: the browser-rendered copy has the plans", () => {
    const expected = loadExpected("pulsemetrics");
    const plans = extractPricing(readSiteFile("pulsemetrics", expected.renderedPricing!)!);
    expect(plans.map((p) => [p.name, p.price, p.period])).toEqual(expected.plans.map((p) => [p.name, p.price, p.period]));
    expect(plans.find((p) => p.name === "Growth")?.highlighted).toBe(true);
  });
});

describe("extractPricing variants", () => {
  it("reads two panels labelled by class names (annual panel shows per-month prices)", () => {
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><div class="price">${price}</div><ul><li>Feature of ${name}</li></ul></div>`;
    const html = page(`
      <div class="plans monthly-plans">${card("Basic", "$20/mo")}${card("Plus", "$40/mo")}</div>
      <div class="plans yearly-plans" style="display:none">${card("Basic", "$16/mo")}${card("Plus", "$32/mo")}</div>`);
    expect(brief(html)).toEqual([
      { name: "Basic", price: 20, currency: "USD", period: "month", unit: null, annualPrice: 16 },
      { name: "Plus", price: 40, currency: "USD", period: "month", unit: null, annualPrice: 32 },
    ]);
  });

  it("reads yearly totals from data attributes as a per-month annual price", () => {
    const html = page(`<div class="grid">
      <div class="tier"><h4>Pro</h4><p><span data-price-monthly="$15" data-price-yearly="$144">$15</span> per seat / month</p></div>
      <div class="tier"><h4>Max</h4><p><span data-price-monthly="$30" data-price-yearly="$288">$30</span> per seat / month</p></div></div>`);
    expect(brief(html)).toEqual([
      { name: "Pro", price: 15, currency: "USD", period: "month", unit: "seat", annualPrice: 12 },
      { name: "Max", price: 30, currency: "USD", period: "month", unit: "seat", annualPrice: 24 },
    ]);
  });

  it("tells monthly from annual billing by the words next to two unlabelled prices", () => {
    const html = page(`<div class="row">
      <div class="col"><h3>Team</h3><p><span>$10</span> <small>billed annually</small></p><p><span>$12</span> <small>billed monthly</small></p></div>
      <div class="col"><h3>Pro</h3><p><span>$20</span> <small>billed annually</small></p><p><span>$24</span> <small>billed monthly</small></p></div></div>`);
    expect(brief(html).map((p) => [p.name, p.price, p.annualPrice])).toEqual([
      ["Team", 12, 10],
      ["Pro", 24, 20],
    ]);
  });

  it("ignores struck-through original prices and reads superscript cents", () => {
    const html = page(`<div class="g">
      <div><h3>Solo</h3><p class="price"><s>$15</s> $<span>9</span><sup>99</sup>/mo</p></div>
      <div><h3>Duo</h3><p class="price"><del>$25</del> $<span>19</span><sup>99</sup>/mo</p></div></div>`);
    expect(brief(html).map((p) => [p.name, p.price])).toEqual([
      ["Solo", 9.99],
      ["Duo", 19.99],
    ]);
  });

  it("reads French cards with '49 € HT / mois', 'Sur devis' and a 'Recommandé' badge", () => {
    const html = page(`<section class="offres">
      <article><h2>Essentiel</h2><p class="prix">19 € HT / mois</p><ul><li>1 utilisateur</li></ul></article>
      <article class="featured"><span class="badge">Recommandé</span><h2>Pro</h2><p class="prix">49 € HT / mois par utilisateur</p><ul><li>Support prioritaire</li></ul></article>
      <article><h2>Entreprise</h2><p class="prix">Sur devis</p><ul><li>SSO</li></ul></article></section>`);
    const plans = extractPricing(html);
    expect(plans.map((p) => [p.name, p.price, p.currency, p.period, p.unit])).toEqual([
      ["Essentiel", 19, "EUR", "month", null],
      ["Pro", 49, "EUR", "month", "user"],
      ["Entreprise", null, null, null, null],
    ]);
    expect(plans.map((p) => p.highlighted)).toEqual([false, true, false]);
  });

  it("reads a table with plans as rows", () => {
    const html = page(`<table>
      <tr><th>Plan</th><th>Price</th><th>Includes</th></tr>
      <tr><td>Hobby</td><td>$0</td><td>1 site, community support</td></tr>
      <tr><td>Pro</td><td>$20 / month</td><td>10 sites, email support</td></tr>
      <tr><td>Agency</td><td>$99 / month</td><td>Unlimited sites, phone support</td></tr></table>`);
    const plans = extractPricing(html);
    expect(plans.map((p) => [p.name, p.price, p.period])).toEqual([
      ["Hobby", 0, null],
      ["Pro", 20, "month"],
      ["Agency", 99, "month"],
    ]);
    expect(plans[1].features).toEqual(["10 sites", "email support"]);
  });

  it("reads plans as rows when amounts run down a column, whatever the header's language", () => {
    const html = page(`<table>
      <tr><th>Pakke</th><th>Timer</th><th>Pris</th><th>Timepris</th></tr>
      <tr><td>Lille</td><td>5 t</td><td>4 000 kr.</td><td>800 kr.</td></tr>
      <tr><td>Mellem</td><td>20 t</td><td>14 000 kr.</td><td>700 kr.</td></tr>
      <tr><td>Stor</td><td>50 t</td><td>30 000 kr.</td><td>600 kr.</td></tr></table>`);
    expect(extractPricing(html).map((p) => [p.name, p.price])).toEqual([
      ["Lille", 4000],
      ["Mellem", 14000],
      ["Stor", 30000],
    ]);
  });

  it("keeps plans as columns when the first column labels prices and periods", () => {
    const html = page(`<table>
      <tr><th></th><th>Basic</th><th>Team</th><th>Scale</th></tr>
      <tr><td>Monthly</td><td>$10</td><td>$20</td><td>$40</td></tr>
      <tr><td>Yearly</td><td>$100</td><td>$200</td><td>$400</td></tr>
      <tr><td>Extra seat</td><td>$2</td><td>$2</td><td>$1</td></tr></table>`);
    expect(extractPricing(html).map((p) => p.name)).toEqual(["Basic", "Team", "Scale"]);
  });

  it("reads a price breakdown whose tier columns tick each item as items, not plans", () => {
    const html = page(`<h2>Packages</h2><table>
      <tr><th>Package</th><th>Price</th></tr>
      <tr><td>Starter site</td><td>€ 300</td></tr>
      <tr><td>Business site</td><td>€ 650</td></tr>
      <tr><td>Web shop</td><td>€ 1,200</td></tr></table>
      <h3>What each package includes</h3><table>
      <tr><th>Service</th><th>Price</th><th><img src="a.png" alt=""></th><th><img src="b.png" alt=""></th><th><img src="c.png" alt=""></th></tr>
      <tr><td>Hosting setup</td><td>€ 40</td><td><img src="tick.png"></td><td><img src="tick.png"></td><td><img src="tick.png"></td></tr>
      <tr><td>Search listing</td><td>€ 60</td><td></td><td><img src="tick.png"></td><td><img src="tick.png"></td></tr>
      <tr><td>Payment module</td><td>€ 150</td><td></td><td></td><td>✓</td></tr></table>`);
    expect(extractPricing(html).map((p) => [p.name, p.price])).toEqual([
      ["Starter site", 300],
      ["Business site", 650],
      ["Web shop", 1200],
    ]);
  });

  it("reads prices in a comparison table's header cells and merges table features into cards", () => {
    const html = page(`
      <div class="cards">
        <div class="card"><h3>Basic</h3><p>$9/mo</p><ul><li>5 projects</li></ul></div>
        <div class="card"><h3>Premium</h3><p>$29/mo</p><ul><li>50 projects</li></ul></div>
      </div>
      <table><thead><tr><th>Compare</th><th>Basic<br><span>$9/mo</span></th><th>Premium<br><span>$29/mo</span></th></tr></thead>
      <tbody><tr><td>API access</td><td>✗</td><td>✓</td></tr><tr><td>Storage</td><td>5 GB</td><td>1 TB</td></tr></tbody></table>`);
    const plans = extractPricing(html);
    expect(plans.map((p) => [p.name, p.price, p.features])).toEqual([
      ["Basic", 9, ["5 projects", "Storage: 5 GB"]],
      ["Premium", 29, ["50 projects", "API access", "Storage: 1 TB"]],
    ]);
  });

  it("ignores prices in FAQ answers and keeps page-level add-ons apart from the plans", () => {
    const html = page(`<div class="plans">
        <div class="plan"><h3>Starter</h3><p class="price">$29 /month</p></div>
        <div class="plan"><h3>Growth</h3><p class="price">$99 /month</p></div></div>
      <h2>Add-ons</h2><ul><li>Extra workspace — $10 / month</li></ul>
      <div class="faq"><h2>FAQ</h2><h3>What if I exceed my limit?</h3><p>Each extra seat is $5 per month.</p></div>`);
    const { plans, addOns } = extractPricingDetails(html);
    expect(plans.map((p) => p.name)).toEqual(["Starter", "Growth"]);
    expect(addOns).toEqual(["Extra workspace — $10 / month"]);
    expect(plans.map((p) => p.addOns)).toEqual([[], []]);
  });

  it("reads a Tailwind-UI style grid (utility classes, svg check icons, badge beside the title)", () => {
    const tier = (id: string, name: string, price: string, badge = "") =>
      `<div class="rounded-3xl p-8 ring-1 ring-gray-200"><div class="flex items-center justify-between gap-x-4"><h3 id="tier-${id}" class="text-lg/8 font-semibold">${name}</h3>${badge}</div>
       <p class="mt-4 text-sm/6 text-gray-600">For ${name.toLowerCase()} work.</p>
       <p class="mt-6 flex items-baseline gap-x-1"><span class="text-4xl font-semibold">${price}</span><span class="text-sm/6 font-semibold">/month</span></p>
       <a href="#" aria-describedby="tier-${id}" class="mt-6 block">Buy plan</a>
       <ul role="list" class="mt-8 space-y-3"><li class="flex gap-x-3"><svg class="h-6 w-5" aria-hidden="true"><path d="M1"/></svg>Feature of ${name}</li></ul></div>`;
    const html = page(`<div class="isolate mx-auto mt-10 grid max-w-md grid-cols-1 gap-8 lg:grid-cols-3">
      ${tier("a", "Freelancer", "$24")}${tier("b", "Startup", "$32", '<p class="rounded-full bg-indigo-600/10 px-2.5 py-1">Most popular</p>')}${tier("c", "Enterprise", "$48")}</div>`);
    const plans = extractPricing(html);
    expect(plans.map((p) => [p.name, p.price, p.period, p.highlighted, p.features])).toEqual([
      ["Freelancer", 24, "month", false, ["Feature of Freelancer"]],
      ["Startup", 32, "month", true, ["Feature of Startup"]],
      ["Enterprise", 48, "month", false, ["Feature of Enterprise"]],
    ]);
  });

  it("reads 'billed annually, or $20/mo billed monthly' fine print as the two billing prices", () => {
    const card = (name: string, shown: string, fine: string) =>
      `<div class="pricing-card"><h2>${name}</h2><div class="pricing-card__price"><p>Starts at</p><p class="amount">${shown}</p><p class="fine-print">${fine}</p></div><ul><li>Item</li></ul></div>`;
    const html = page(`<div class="pricing-cards">${card("Starter", "$15<span>/mo/seat</span>", "Billed annually, or $20/mo/seat billed monthly")}
      ${card("Professional", "$800<span>/mo</span>", "Includes 3 core seats. Billed annually, or $890/mo billed monthly")}</div>`);
    expect(brief(html)).toEqual([
      { name: "Starter", price: 20, currency: "USD", period: "month", unit: "seat", annualPrice: 15 },
      { name: "Professional", price: 890, currency: "USD", period: "month", unit: null, annualPrice: 800 },
    ]);
  });

  it("returns [] for a page without prices", () => {
    expect(extractPricing(page("<h1>About us</h1><p>We are a small team.</p>"))).toEqual([]);
  });
});
