/**
 * Price markup that loses a name or misreads a price, each on a small page written here: a table
 * header holding name and price, cents and footnotes in superscripts, a price beside a priced child.
 */
import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";
import { textOf, rawDocument } from "./dom";
import { findPriceNodes, inlineText } from "./price-nodes";

const page = (body: string, lang = "en") => `<!DOCTYPE html><html lang="${lang}"><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const brief = (html: string) => extractPricing(html).map((p) => [p.name, p.price, p.currency, p.period]);
const card = (name: string, price: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Projects</li><li>Support</li></ul><a class="btn" href="/go">Choose</a></div>`;
const cards = (...pairs: Array<[string, string]>) => page(`<div class="plans">${pairs.map(([n, p]) => card(n, p)).join("")}</div>`);

describe("comparison table headers that hold the price", () => {
  it("keeps a plan name that is also a connector word ('Pro') and cuts only the period phrase after a name", () => {
    const html = page(`<table><thead><tr><th>Features</th><th>Basic <span>$9/mo</span></th><th>Pro <span>$29 per month</span></th><th>Pro Team<br>$49 / month</th></tr></thead>
      <tbody><tr><td>Projects</td><td>3</td><td>Unlimited</td><td>Unlimited</td></tr><tr><td>Support</td><td>✓</td><td>✓</td><td>✓</td></tr></tbody></table>`);
    expect(brief(html)).toEqual([["Basic", 9, "USD", "month"], ["Pro", 29, "USD", "month"], ["Pro Team", 49, "USD", "month"]]);
  });

  it("reads a German header whose price follows the name ('Pro 19 € pro Monat')", () => {
    const html = page(`<table><tr><th></th><th>Start 9 € pro Monat</th><th>Pro 19 € pro Monat</th></tr>
      <tr><td>Nutzer</td><td>1</td><td>5</td></tr><tr><td>Support</td><td>✓</td><td>✓</td></tr></table>`, "de");
    expect(brief(html)).toEqual([["Start", 9, "EUR", "month"], ["Pro", 19, "EUR", "month"]]);
  });
});

describe("superscripts after an amount", () => {
  it("reads two digits in a superscript as cents", () => {
    expect(brief(cards(["Basic", "$10<sup>99</sup>/mo"], ["Team", "$24<sup>50</sup>/mo"]))).toEqual([["Basic", 10.99, "USD", "month"], ["Team", 24.5, "USD", "month"]]);
  });

  it("drops a footnote mark (one digit, an asterisk, a dagger) after an amount", () => {
    expect(brief(cards(["Basic", "$10<sup>1</sup>/mo"], ["Team", "$20<sup>2</sup>/mo"]))).toEqual([["Basic", 10, "USD", "month"], ["Team", 20, "USD", "month"]]);
    expect(brief(cards(["Basic", "$10<sup>*</sup> /mo"], ["Team", "$20<sup>†</sup> /mo"]))).toEqual([["Basic", 10, "USD", "month"], ["Team", 20, "USD", "month"]]);
  });

  it("leaves a superscript after a number that is no amount as it is", () => {
    const doc = rawDocument(`<p>Up to 10<sup>6</sup> requests, the 2<sup>nd</sup> seat</p>`);
    expect(textOf(doc.querySelector("p") as Element)).toBe("Up to 106 requests, the 2nd seat");
  });
});

describe("a price in an element's own text beside a priced child", () => {
  it("reads the element's own amount as the plan price and the child's as the annual one", () => {
    const html = cards(["Basic", "$9/mo <span class='yearly'>$90/yr</span>"], ["Team", "$19/mo <span class='yearly'>$190/yr</span>"]);
    expect(extractPricing(html).map((p) => [p.name, p.price, p.period, p.annualPrice])).toEqual([["Basic", 9, "month", 7.5], ["Team", 19, "month", 15.83]]);
  });

  it("takes the child's amount first when it stands first", () => {
    const html = cards(["Basic", "<strong>$9</strong>/mo or $90/yr"], ["Team", "<strong>$19</strong>/mo or $190/yr"]);
    expect(extractPricing(html).map((p) => [p.name, p.price])).toEqual([["Basic", 9], ["Team", 19]]);
  });
});

describe("the page currency as its locale spells it", () => {
  const local = (lang: string, ...prices: string[]) =>
    page(`<div class="plans">${prices.map((p, i) => card(["Basic", "Team"][i], p)).join("")}</div>`, lang);

  it("reads 'Fr. 19.–' on a Swiss page as 19 Swiss francs", () => {
    expect(brief(local("de-CH", "Fr. 19.– / Monat", "Fr. 49.– / Monat"))).toEqual([["Basic", 19, "CHF", "month"], ["Team", 49, "CHF", "month"]]);
  });

  it("reads no Swiss francs on a page of another country", () => {
    expect(brief(local("de-DE", "Fr. 19.– / Monat", "Fr. 49.– / Monat"))).toEqual([]);
  });

  it("reads 'KSh 1,500' as Kenyan shillings", () => {
    expect(brief(local("en-KE", "KSh 1,500 per month", "KSh 4,500 per month"))).toEqual([["Basic", 1500, "KES", "month"], ["Team", 4500, "KES", "month"]]);
  });
});

describe("words of separate inline elements", () => {
  it("keeps a child's own leading space between the currency and the period word", () => {
    const el = rawDocument(`<html><body><p>299 Kč<span> měsíčně</span></p></body></html>`).querySelector("p") as unknown as Element;
    expect(inlineText(el)).toBe("299 Kč měsíčně");
  });
});

describe("an amount split from its currency by a block", () => {
  it("reads '99' beside a <div>kr/mån</div> as one price, and a bare count beside a word as none", () => {
    const doc = rawDocument(`<html lang="sv"><body><div class="p"><span>99</span><div class="after">kr/mån</div></div><div class="q"><span>5</span><div>projekt</div></div></body></html>`);
    const nodes = findPriceNodes(doc.body as unknown as Element);
    expect(nodes.map((n) => [n.amount, n.currency])).toEqual([[99, "SEK"]]);
  });
});
