import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";
import { isBillingPhrase, nameWidth } from "./plan-name";

const page = (body: string) => `<!DOCTYPE html><html><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const names = (html: string) => extractPricing(html).map((p) => [p.name, p.price]);

const card = (name: string, price: string, extra = "") => `
  <div class="tile">${extra}
    <div class="b">${name}</div>
    <div class="amount">${price}<span>/mo</span></div>
    <p class="note">Includes</p>
    <ul><li>Unlimited notes</li><li>Sync</li></ul>
    <button>Choose</button>
  </div>`;

describe("plan names from the card's own title text", () => {
  it("takes a bold <div> title, not the list label, the badge or the button", () => {
    const html = page(`<div class="tiles">
      ${card("Monthly", "$9")}
      ${card("Quarterly", "$24", '<p class="x">BEST VALUE</p>')}
      ${card("Yearly", "$90")}
    </div>`);
    expect(names(html)).toEqual([
      ["Monthly", 9],
      ["Quarterly", 24],
      ["Yearly", 90],
    ]);
  });
});

describe("cards named by a billing word, and plan pickers", () => {
  const items = `<ul><li>Unlimited notes</li><li>Sync across devices</li></ul><a class="btn" href="/signup">Get started</a>`;

  it("names cards by their own 'Monthly' / 'Yearly' / 'Lifetime' title, not the tagline below it", () => {
    const tile = (name: string, tagline: string, price: string) =>
      `<div class="card"><div class="card-title">${name}</div><p class="tagline">${tagline}</p><div class="price">${price}</div>${items}</div>`;
    const html = page(`<div class="plans">${tile("Monthly", "For regular users", "$5 / month")}${tile("Yearly", "Best for committed users", "$50 / year")}${tile("Lifetime", "Pay once, use forever", "$120 one-time")}</div>`);
    expect(extractPricing(html).map((p) => [p.name, p.price, p.period])).toEqual([
      ["Monthly", 5, "month"],
      ["Yearly", 50, "year"],
      ["Lifetime", 120, "one-time"],
    ]);
  });

  it("keeps a billing line that every card shares out of the names", () => {
    const tile = (name: string, price: string) => `<div class="card"><div class="card-title">${name}</div><div class="caption">Billed monthly</div><div class="price">${price}</div>${items}</div>`;
    const html = page(`<div class="plans">${tile("Solo", "$5 / month")}${tile("Team", "$15 / month")}${tile("Agency", "$45 / month")}</div>`);
    expect(names(html)).toEqual([["Solo", 5], ["Team", 15], ["Agency", 45]]);
  });

  it("names the options of a plan picker by the label of their radio button", () => {
    const option = (name: string, price: string, i: number) =>
      `<div class="choice"><input type="radio" id="plan-${i}" name="plan"><label for="plan-${i}">${name}</label><div class="price">${price}</div><ul><li>5 projects</li><li>Email support</li></ul></div>`;
    const html = page(`<form class="plans">${option("Starter", "$9/month", 0)}${option("Pro", "$29/month", 1)}<button type="submit">Continue</button></form>`);
    expect(names(html)).toEqual([["Starter", 9], ["Pro", 29]]);
  });

  it("names radio options labelled with a billing word ('Monthly', 'Yearly') by that word", () => {
    const option = (name: string, price: string) => `<label class="choice"><input type="radio" name="plan"><span class="choice-name">${name}</span><span class="price">${price}</span></label>`;
    const html = page(`<form class="plans">${option("Monthly", "$9/month")}${option("Yearly", "$90/year")}<button type="submit">Continue</button></form>`);
    expect(extractPricing(html).map((p) => [p.name, p.price, p.period])).toEqual([["Monthly", 9, "month"], ["Yearly", 90, "year"]]);
  });
});

describe("name and price sharing one element", () => {
  it("names a card from the heading that also holds its price", () => {
    const tile = (name: string, price: string) =>
      `<div class="tarif"><h3>${name} — ${price} / Monat</h3><p>Für kleine Teams und Vereine</p><ul><li>Support</li><li>Backups</li></ul><a class="btn" href="#">Buchen</a></div>`;
    const html = page(`<div class="tarife">${tile("Starter", "9,90 €")}${tile("Profi", "19,90 €")}</div>`);
    expect(extractPricing(html).map((p) => [p.name, p.price, p.currency, p.period])).toEqual([
      ["Starter", 9.9, "EUR", "month"],
      ["Profi", 19.9, "EUR", "month"],
    ]);
  });

  it("reads list rows that give a name, a colon and a price", () => {
    const html = page(`<ul>
      <li>Basis: 10 GB: 4 € par mois</li>
      <li>Plus: 50 GB: 9 € par mois</li>
      <li>Max: 200 GB: 19 € par mois</li>
    </ul>`);
    expect(extractPricing(html).map((p) => [p.name, p.price, p.period])).toEqual([
      ["Basis", 4, "month"],
      ["Plus", 9, "month"],
      ["Max", 19, "month"],
    ]);
  });

  it("takes the name from the first item of a card laid out as one list (name, price, features, button)", () => {
    const column = (name: string, price: string) => `<div class="column"><ul class="table">
      <li class="head">${name}</li><li class="cost">${price} / month</li><li>5 GB storage</li><li>10 mailboxes</li><li><a class="button" href="/join">Join</a></li></ul></div>`;
    const html = page(`<div class="columns">${column("Lite", "$4")}${column("Plus", "$12")}${column("Max", "$30")}</div>`);
    expect(names(html)).toEqual([
      ["Lite", 4],
      ["Plus", 12],
      ["Max", 30],
    ]);
  });

  it("still skips a feature list that holds no price", () => {
    const html = page(`<div class="tiles">${card("Solo", "$9")}${card("Team", "$29")}</div>`);
    expect(names(html)).toEqual([
      ["Solo", 9],
      ["Team", 29],
    ]);
  });
});

describe("short names and billing phrases in any language", () => {
  it("counts a Han, Hangul or kana character as a word's worth of name", () => {
    expect(nameWidth("팀")).toBe(2);
    expect(nameWidth("Go")).toBe(2);
    expect(nameWidth("X")).toBe(1);
  });

  it("reads '/ <time noun>' in any language as a billing phrase, a word beside it as a name", () => {
    expect(isBillingPhrase("/ lună")).toBe(true);
    expect(isBillingPhrase("/ Monat")).toBe(true);
    expect(isBillingPhrase("pe lună")).toBe(true);
    expect(isBillingPhrase("Lună plină")).toBe(false);
    expect(isBillingPhrase("팀")).toBe(false);
  });

  it("reads a unit of time after a slash as a billing phrase even where the price parser bills by no such period", () => {
    // CLDR's quarter: no plan period of the parser, still the card's "per quarter", never the plan's name
    expect(isBillingPhrase("/quarter")).toBe(true);
    expect(isBillingPhrase("/ Quartal")).toBe(true);
    expect(isBillingPhrase("Quarter Pass")).toBe(false);
    // a slash alone makes no period: "X/Z" names a plan
    expect(isBillingPhrase("X/Z")).toBe(false);
  });

  it("names a card by its title when every run of text is wrapped in a span of its own", () => {
    const col = (name: string, amount: string, per: string) => `<div class="col"><p><span>${name}</span></p><h3><span>${amount} Rs </span><span>/${per}</span></h3><ul><li><span>Reports</span></li><li><span>Exports</span></li></ul><button><span>Buy</span></button></div>`;
    const html = `<main><div class="row">${col("Basic", "500", "month")}${col("Standard", "1300", "quarter")}${col("Premium", "5000", "year")}</div></main>`;
    expect(extractPricing(html).map((p) => p.name)).toEqual(["Basic", "Standard", "Premium"]);
  });
});

describe("a word set apart inside a line of text", () => {
  // A card's ribbon ("Most popular with <span>agencies</span>") emphasises one word of its sentence:
  // that word is a piece of the line, not the card's title, however short it is and wherever it stands.
  const tile = (inner: string, ribbon: string, name: string, price: string) => `
    <div class="box">${ribbon}
      <div class="pad"><div class="${inner}">
        <p class="big">${name}</p>
        <p class="sub">Everything to start</p>
        <h4 class="amount">${price}</h4>
        <p class="sub">/per month</p>
      </div>
      <div class="rows"><div class="row">Shared drafts</div><div class="row">Version history</div></div>
      <button>Choose</button></div>
    </div>`;

  it("names the card by its title, with a word of its ribbon emphasised or not", () => {
    for (const ribbon of ["Most popular with agencies", "Most popular with <span>agencies</span>", "<em>Most popular</em> with agencies"]) {
      const html = page(`<div class="grid">${tile("center", "", "Solo", "$12.50")}${tile("middle", `<p class="top">${ribbon}</p>`, "Studio", "$40.00")}</div>`);
      expect(names(html), ribbon).toEqual([
        ["Solo", 12.5],
        ["Studio", 40],
      ]);
    }
  });
});

describe("cards whose headings are links", () => {
  // "<h3><a href=/plans/team>Team</a></h3>": the link is the heading's title, and a price in a linked
  // heading is the card's price, not a button's label.
  const tile = (name: string, price: string, link: boolean) => {
    const h = (tag: string, text: string, href: string) => `<${tag}>${link ? `<a href="${href}">${text}</a>` : text}</${tag}>`;
    return `<div class="plan">${h("h3", name, `/plans/${name.toLowerCase()}`)}${h("h2", price, "#buy")}<p>per month</p>
      <ul><li>Shared inbox</li><li>Saved replies</li></ul><a class="btn" href="/signup">Start trial</a></div>`;
  };
  const grid = (link: boolean) => page(`<div class="plans">${tile("Crew", "$18", link)}${tile("Fleet", "$45", link)}${tile("Harbor", "$120", link)}</div>`);

  it("reads the same plans with the headings linked or not", () => {
    const plain = extractPricing(grid(false)).map((p) => [p.name, p.price, p.period]);
    expect(plain).toEqual([
      ["Crew", 18, "month"],
      ["Fleet", 45, "month"],
      ["Harbor", 120, "month"],
    ]);
    expect(extractPricing(grid(true)).map((p) => [p.name, p.price, p.period])).toEqual(plain);
  });
});
