import { describe, expect, it } from "vitest";
import { extractPricingDetails } from "./pricing";

const brief = (html: string, url?: string) =>
  extractPricingDetails(html, url).plans.map((p) => ({ name: p.name, price: p.price, currency: p.currency, period: p.period, unit: p.unit, group: p.group ?? null }));

const card = (inner: string, cls = "tier") => `<div class="${cls}">${inner}<ul><li>Unlimited docs</li><li>Search</li><li>API</li></ul><a class="btn" href="/signup">Start</a></div>`;

describe("plan blocks by structure", () => {
  it("names a card by its own short text when the price is the heading, and keeps per-seat units", () => {
    const html = `<main><h1>Pricing</h1><div class="tiers">
      ${card(`<p class="label">Free</p><h3>$0</h3><p>forever</p>`)}
      ${card(`<p class="label">Team</p><h3>$12</h3><p>per user/month</p>`)}
      ${card(`<p class="label">Business</p><h3>$29</h3><p>per seat / month</p>`)}
      ${card(`<p class="label">Enterprise</p><h3>Custom</h3>`)}</div></main>`;
    expect(brief(html)).toEqual([
      { name: "Free", price: 0, currency: "USD", period: null, unit: null, group: null },
      { name: "Team", price: 12, currency: "USD", period: "month", unit: "user", group: null },
      { name: "Business", price: 29, currency: "USD", period: "month", unit: "seat", group: null },
      { name: "Enterprise", price: null, currency: null, period: null, unit: null, group: null },
    ]);
  });

  it("reads a name below the price and a 'Most popular' badge above it", () => {
    const html = `<section class="grid">
      ${card(`<div class="amount">€9<small>/mo</small></div><div class="nm">Starter</div>`)}
      ${card(`<span class="badge">Most popular</span><div class="amount">€25<small>/mo</small></div><div class="nm">Team</div>`, "tier featured")}</section>`;
    expect(brief(html).map((p) => [p.name, p.price, p.currency])).toEqual([["Starter", 9, "EUR"], ["Team", 25, "EUR"]]);
  });

  it("does not take two priced page sections among many unpriced ones (a hero stat, a services teaser) as plans", () => {
    const section = (inner: string) => `<section><div class="wrap">${inner}</div></section>`;
    const html = `<main>
      ${section(`<h1>Books that balance themselves</h1><p>Ready in a week.</p><div class="stats"><div><div>0 €</div><div>Licence fee</div></div><div><div>7</div><div>Days to start</div></div></div>`)}
      ${section(`<h2>Why us</h2><div><h3>Open</h3><p>Your data stays yours.</p></div><div><h3>Modular</h3><p>Start small.</p></div>`)}
      ${section(`<h2>How it works</h2><p>Three steps from kick-off to go-live.</p>`)}
      ${section(`<h2>Choose your package</h2><div class="plans">${card(`<h3>Small</h3><div class="price">900 € net</div>`, "plan")}${card(`<h3>Large</h3><div class="price">1 900 € net</div>`, "plan")}</div>`)}
      ${section(`<h2>References</h2><p>Forty projects since 2010.</p>`)}
      ${section(`<h2>More</h2><div><h3>Hosting from 19 € per month</h3><p>Safe and fast.</p></div><div><h3>Support</h3><p>When you need it.</p></div>`)}
    </main>`;
    expect(brief(html).map((p) => [p.name, p.price])).toEqual([["Small", 900], ["Large", 1900]]);
  });

  it("keeps add-on cards and page-level sentences out of the plans", () => {
    const html = `<main><div class="plans">
      ${card(`<h3>Basic</h3><p class="price">$10 / month</p>`, "plan")}
      ${card(`<h3>Pro</h3><p class="price">$20 / month</p>`, "plan")}</div>
      <p>Every plan can add more storage: additional 100 GB for $5 per month.</p>
      <div class="section-eyebrow">Extras &amp; Add-ons</div><h2>Get more out of it</h2>
      <div class="extras-grid"><div class="extra-card"><div class="extra-name">Priority support</div><div class="extra-price">$49</div></div>
      <div class="extra-card"><div class="extra-name">Onboarding call</div><div class="extra-price">$99</div></div></div></main>`;
    const r = extractPricingDetails(html);
    expect(r.plans.map((p) => p.name)).toEqual(["Basic", "Pro"]);
    expect(r.plans.every((p) => p.addOns.length === 0)).toBe(true);
    expect(r.addOns).toHaveLength(3);
  });

  it("keeps two groups of plans apart, with the same names, labelled", () => {
    const group = (title: string, period: string, a: string, b: string) => `<section><h2>${title}</h2><div class="cards">
      ${card(`<h3>Starter</h3><p class="price">${a} ${period}</p>`, "pc")}${card(`<h3>Business</h3><p class="price">${b} ${period}</p>`, "pc")}</div></section>`;
    const html = `<main>${group("Website packages", "one-time", "590 €", "1.190 €")}${group("Care subscriptions", "/ Monat", "79,90 €", "129,90 €")}</main>`;
    expect(brief(html)).toEqual([
      { name: "Starter", price: 590, currency: "EUR", period: "one-time", unit: null, group: "Website packages" },
      { name: "Business", price: 1190, currency: "EUR", period: "one-time", unit: null, group: "Website packages" },
      { name: "Starter", price: 79.9, currency: "EUR", period: "month", unit: null, group: "Care subscriptions" },
      { name: "Business", price: 129.9, currency: "EUR", period: "month", unit: null, group: "Care subscriptions" },
    ]);
  });

  it("parses a page without <html>, <head> or <body> tags like a browser", () => {
    const html = `<title>Pricing</title><meta charset="utf-8"><div class="row">${card(`<div class="h5">Free</div><div class="h2">$0<span>/month</span></div>`, "col")}${card(`<div class="h5">Pro</div><div class="h2">$10<span>/month</span></div>`, "col")}</div>`;
    expect(brief(html).map((p) => [p.name, p.price, p.period])).toEqual([["Free", 0, "month"], ["Pro", 10, "month"]]);
  });

  it("reads '$' and the amount from separate elements, and resolves '$' from the page's language", () => {
    const html = `<!doctype html><html lang="en-AU"><body><div class="plans">
      ${card(`<h3>Solo</h3><div class="price"><span class="cur">$</span>  <span class="num">29</span><span>/month</span></div>`, "plan")}
      ${card(`<h3>Clinic</h3><div class="price"><span class="cur">$</span>  <span class="num">79</span><span>/month</span></div>`, "plan")}</div></body></html>`;
    expect(brief(html).map((p) => [p.name, p.price, p.currency])).toEqual([["Solo", 29, "AUD"], ["Clinic", 79, "AUD"]]);
  });

  it("stores a yearly price with its stated monthly equivalent", () => {
    const html = `<div class="plans">${card(`<h2>Starter</h2><div><span class="big">$249</span><span>/year</span></div><p>Just $21/month</p>`, "p")}
      ${card(`<h2>Pro</h2><div><span class="big">$449</span><span>/year</span></div><p>Just $37/month</p>`, "p")}</div>`;
    const plans = extractPricingDetails(html).plans;
    expect(plans.map((p) => [p.name, p.price, p.period, p.annualPrice])).toEqual([["Starter", 249, "year", 21], ["Pro", 449, "year", 37]]);
  });

  it("names the cells of a comparison table built from <div>s by its header row", () => {
    const row = (label: string, a: string, b: string, cls = "row") => `<div class="${cls}"><div class="label">${label}</div><div class="cols"><div class="col">${a}</div><div class="col">${b}</div></div></div>`;
    const html = `<div class="compare">${row("Plan", "Basic", "Plus", "row head")}${row("Boards", "3", "Unlimited")}${row("Sync", "-", "Yes")}
      <div class="cols bottom"><div class="col-price"><div class="amt">0€</div><div>FREE</div></div><div class="col-price"><div class="amt">4€</div><div>per month</div></div></div></div>`;
    expect(brief(html).map((p) => [p.name, p.price])).toEqual([["Basic", 0], ["Plus", 4]]);
  });

  it("gives high confidence to alike named cards and doubts prices left outside any plan", () => {
    const clean = extractPricingDetails(`<div class="g">${card(`<h3>Alpha</h3><p>$5/mo</p>`)}${card(`<h3>Beta</h3><p>$9/mo</p>`)}</div>`);
    expect(clean.doubt).toBeNull();
    expect(clean.plans.every((p) => (p.confidence ?? 0) >= 0.85)).toBe(true);
    const stray = extractPricingDetails(`<div class="g">${card(`<h3>Alpha</h3><p>$5/mo</p>`)}${card(`<h3>Beta</h3><p>$9/mo</p>`)}</div>
      <div><section><p>$19</p></section><section><p>$49</p></section></div>`);
    expect(stray.doubt).toMatch(/2 prices/);
  });

  it("reads no plans from an article's priced figures and stat boxes", () => {
    const html = `<article><h1>Markets this week</h1><p>Shares fell as investors weighed the news.</p>
      <div class="stats"><div class="stat"><span>Net interest</span><b>$915 billion</b></div><div class="stat"><span>Deficit</span><b>$1.7 trillion</b></div></div>
      <div class="related"><div class="story"><a href="/a">Gold hits a record</a><span>$2,400</span></div><div class="story"><a href="/b">Oil slips</a><span>$78</span></div></div></article>`;
    expect(extractPricingDetails(html).plans).toEqual([]);
  });
});

describe("a priced card with no name of its own", () => {
  it("is left out among named cards (no 'Plan 3')", () => {
    const named = (name: string, price: string) => card(`<h3>${name}</h3><p class="price">${price} / month</p>`, "plan");
    const bare = (price: string) => `<div class="plan"><p class="price">${price} / month</p><a class="btn" href="/signup">Start</a></div>`;
    const html = `<main><div class="plans">${named("Solo", "$9")}${named("Team", "$29")}${bare("$19")}</div></main>`;
    expect(brief(html).map((p) => [p.name, p.price])).toEqual([["Solo", 9], ["Team", 29]]);
    // the page then says that some plans may be missing
    expect(extractPricingDetails(html).doubt).toMatch(/without a name/);
    expect(extractPricingDetails(`<main><div class="plans">${named("Solo", "$9")}${named("Team", "$29")}</div></main>`).doubt).toBeNull();
  });
});

describe("a div table's header row", () => {
  it("names two cards by their own headings when the page's intro above sits where a div table's header row would", () => {
    // Sections of one shape (same class) down the page: the first holds an intro of two blocks, the second a grid of
    // two cards. The intro is no header row of the grid (another tag and class), so it names no card.
    const plan = (name: string, price: string) => `<article class="card"><h2>${name}</h2><div><span>${price}</span></div><ul><li>Design</li><li>Hosting</li><li>Support</li></ul><a class="btn" href="/contact">Ask</a></article>`;
    const html = `<main>
      <section class="band"><div class="intro"><span>Prices and services</span><h1>Websites at a fixed price</h1></div></section>
      <section class="band"><div class="grid cols">${plan("Multi-page site", "from 1.190 €")}${plan("Site and shop", "from 1.990 €")}</div></section>
      <section class="band"><div class="grid cols">${plan("Multi-page site", "129,90 € / Monat")}${plan("Site and shop", "179,90 € / Monat")}</div></section>
      <section class="band"><p>Questions? Write to us.</p></section></main>`;
    expect(brief(html).map((p) => p.name)).toEqual(["Multi-page site", "Site and shop", "Multi-page site", "Site and shop"]);
  });
});

describe("a card's marks", () => {
  it("reads the recommended card by its class whether or not a plain box wraps it", () => {
    const tile = (name: string, price: string, cls = "card") => `<article class="${cls}"><h3>${name}</h3><p>${price} / month</p><ul><li>Reports</li><li>Exports</li></ul><a class="btn" href="/buy">Buy</a></article>`;
    const cards = [tile("Solo", "$9"), tile("Team", "$29", "card card-featured"), tile("Scale", "$99")];
    const flagged = (html: string) => extractPricingDetails(html).plans.filter((p) => p.highlighted).map((p) => p.name);
    expect(flagged(`<main><div class="grid">${cards.join("")}</div></main>`)).toEqual(["Team"]);
    expect(flagged(`<main><div class="grid">${cards.map((c) => `<div>${c}</div>`).join("")}</div></main>`)).toEqual(["Team"]);
  });
});
