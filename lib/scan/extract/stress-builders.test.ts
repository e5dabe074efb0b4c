/**
 * Stress pages for issue 21: pricing widgets of page builders (Elementor, Divi, a Gutenberg columns
 * block) and number formats the real-world data does not hold (Arabic-Indic digits, Indian grouping,
 * narrow no-break spaces), each page written for this test.
 */
import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";

const page = (body: string, lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const brief = (html: string) => extractPricing(html).map((p) => [p.name, p.price, p.currency, p.period, p.unit]);
const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

describe("page-builder widgets", () => {
  it("reads an Elementor price table: currency, integer part, fractional part and period in separate spans (Swedish)", () => {
    const widget = (name: string, int: string, frac: string) => `<div class="elementor-widget-price-table"><div class="elementor-price-table">
      <div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">${name}</h3></div>
      <div class="elementor-price-table__price"><span class="elementor-price-table__integer-part">${int}</span>
      <div class="elementor-price-table__after-price"><span class="elementor-price-table__fractional-part">${frac}</span>
      <span class="elementor-price-table__period elementor-typo-excluded">kr/mån</span></div></div>
      <ul class="elementor-price-table__features-list"><li><span>Webbplats</span></li><li><span>E-post</span></li></ul>
      <div class="elementor-price-table__footer"><a class="elementor-price-table__button elementor-button" href="#">Beställ</a></div></div></div>`;
    const html = page(`<div class="elementor-row">${widget("Start", "99", "")}${widget("Mellan", "199", "")}${widget("Stor", "399", "")}</div>`, "sv");
    expect(brief(html)).toEqual([
      ["Start", 99, "SEK", "month", null],
      ["Mellan", 199, "SEK", "month", null],
      ["Stor", 399, "SEK", "month", null],
    ]);
  });

  it("reads a Divi pricing table: the sign, the sum and the frequency in separate spans (Turkish lira)", () => {
    const table = (name: string, sum: string, featured = false) => `<div class="et_pb_pricing_table${featured ? " et_pb_featured_table" : ""}">
      <div class="et_pb_pricing_heading"><h2 class="et_pb_pricing_title">${name}</h2></div>
      <div class="et_pb_pricing_content_top"><span class="et_pb_et_price"><span class="et_pb_dollar_sign">₺</span><span class="et_pb_sum">${sum}</span><span class="et_pb_frequency">/ay</span></span></div>
      <div class="et_pb_pricing_content"><ul class="et_pb_pricing"><li><span>Sınırsız sayfa</span></li><li><span>SSL</span></li></ul></div>
      <div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_pricing_table_button" href="#">Başla</a></div></div>`;
    const html = page(`<div class="et_pb_pricing_tables_0 et_pb_pricing clearfix">${table("Mini", "79")}${table("Pro", "149", true)}${table("Ajans", "399")}</div>`, "tr");
    expect(brief(html)).toEqual([
      ["Mini", 79, "TRY", "month", null],
      ["Pro", 149, "TRY", "month", null],
      ["Ajans", 399, "TRY", "month", null],
    ]);
  });

  it("reads a Gutenberg columns block: name in a paragraph, price in a heading (Hungarian)", () => {
    const column = (name: string, price: string) => `<div class="wp-block-column"><p class="has-text-align-center"><strong>${name}</strong></p>
      <h2 class="wp-block-heading has-text-align-center">${price}</h2><p class="has-text-align-center">havonta</p>
      ${list("1 felhasználó", "E-mail támogatás")}<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="#">Előfizetek</a></div></div></div>`;
    const html = page(`<div class="wp-block-columns">${column("Alap", "2 990 Ft")}${column("Csapat", "7 990 Ft")}</div>`, "hu");
    expect(brief(html)).toEqual([["Alap", 2990, "HUF", "month", null], ["Csapat", 7990, "HUF", "month", null]]);
  });
});

describe("number formats", () => {
  it("reads Arabic-Indic digits with the Arabic decimal separator (UAE dirham)", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price} د.إ / شهر</p>${list("دعم", "تقارير")}<a class="btn" href="#">اشترك</a></div>`;
    const html = page(`<div class="plans" dir="rtl">${card("أساسي", "٤٩")}${card("متقدم", "١٤٩٫٥")}</div>`, "ar-AE");
    expect(brief(html)).toEqual([["أساسي", 49, "AED", "month", null], ["متقدم", 149.5, "AED", "month", null]]);
  });

  it("reads a Thai month written with combining vowel marks ('฿299/เดือน')", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${list("ไม่จำกัด", "ซัพพอร์ต")}<a class="btn" href="#">สมัคร</a></div>`;
    const html = page(`<div class="plans">${card("เริ่มต้น", "฿299/เดือน")}${card("ธุรกิจ", "฿799/เดือน")}</div>`, "th");
    expect(brief(html)).toEqual([["เริ่มต้น", 299, "THB", "month", null], ["ธุรกิจ", 799, "THB", "month", null]]);
  });

  it("reads 'per month' glued into one word (Hebrew 'לחודש', Serbian 'месечно')", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${list("1", "2")}<a class="btn" href="#">→</a></div>`;
    const he = page(`<div class="plans" dir="rtl">${card("בסיסי", "₪49 לחודש")}${card("עסקי", "₪149 לחודש")}</div>`, "he");
    expect(brief(he)).toEqual([["בסיסי", 49, "ILS", "month", null], ["עסקי", 149, "ILS", "month", null]]);
    const sr = page(`<div class="plans">${card("Основни", "990 дин. месечно")}${card("Про", "2.490 дин. месечно")}</div>`, "sr");
    expect(brief(sr)).toEqual([["Основни", 990, "RSD", "month", null], ["Про", 2490, "RSD", "month", null]]);
  });

  it("reads Indian digit grouping ('₹1,49,999') and 'प्रति वर्ष' as yearly", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price} प्रति वर्ष</p>${list("असीमित", "सहायता")}<a class="btn" href="#">खरीदें</a></div>`;
    const html = page(`<div class="plans">${card("टीम", "₹49,999")}${card("एंटरप्राइज़", "₹1,49,999")}</div>`, "hi");
    expect(brief(html)).toEqual([["टीम", 49999, "INR", "year", null], ["एंटरप्राइज़", 149999, "INR", "year", null]]);
  });

  it("reads narrow no-break spaces as thousands separators (Czech as Intl writes it)", () => {
    const fmt = (n: number) => new Intl.NumberFormat("cs-CZ", { style: "currency", currency: "CZK", maximumFractionDigits: 0 }).format(n);
    const card = (name: string, n: number) => `<div class="plan"><h3>${name}</h3><p class="price">${fmt(n)} / rok</p>${list("Vše", "Podpora")}<a class="btn" href="#">Koupit</a></div>`;
    const html = page(`<div class="plans">${card("Malý", 2490)}${card("Velký", 12900)}</div>`, "cs");
    expect(brief(html)).toEqual([["Malý", 2490, "CZK", "year", null], ["Velký", 12900, "CZK", "year", null]]);
  });
});
