/**
 * Stress pages for issue 21: plan prices written with a compact number word ("$1.5K", "3万円"), and a
 * case study whose figures are sums written the same way ("18 mln zł"), which must yield no plan.
 * Every page here is written for this test.
 */
import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";

const page = (body: string, lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const brief = (html: string) => extractPricing(html).map((p) => [p.name, p.price, p.currency, p.period]);
const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
const card = (name: string, price: string, ...features: string[]) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${list(...features)}<a href="#">Start</a></div>`;

describe("plan prices with a compact number word", () => {
  it("reads '$1.5K/month' and '$12k/year' as 1500 and 12000, beside a quota of '100K visits'", () => {
    const html = page(
      `<h2>Plans</h2><div class="plans">${card("Growth", "$500/month", "10K visits", "5 sites")}${card("Scale", "$1.5K/month", "100K visits", "20 sites")}${card("Enterprise", "$12k/year", "1M visits", "Unlimited sites")}</div>`,
      "en",
    );
    expect(brief(html)).toEqual([["Growth", 500, "USD", "month"], ["Scale", 1500, "USD", "month"], ["Enterprise", 12000, "USD", "year"]]);
  });

  it("reads Japanese '3万円/月' as 30 000 yen a month", () => {
    const html = page(
      `<h2>料金プラン</h2><div class="plans">${card("ライト", "¥9,800/月", "ユーザー5人", "メールサポート")}${card("スタンダード", "3万円/月", "ユーザー20人", "電話サポート")}${card("プレミアム", "10万円/月", "ユーザー無制限", "専任担当")}</div>`,
      "ja",
    );
    expect(brief(html)).toEqual([["ライト", 9800, "JPY", "month"], ["スタンダード", 30000, "JPY", "month"], ["プレミアム", 100000, "JPY", "month"]]);
  });
});

describe("sums written with a magnitude word are no plans", () => {
  it("finds no plan in a case study's figure cards ('Obrót: 18 mln zł', 'Oszczędności: 2,4 mln zł/rok')", () => {
    const stat = (name: string, ...lines: string[]) => `<div class="card"><h3>${name}</h3>${lines.map((l) => `<p>${l}</p>`).join("")}</div>`;
    const html = page(
      `<h1>Wdrożenie ERP w firmie produkcyjnej</h1><div class="cards">${stat("Przed wdrożeniem", "120 pracowników", "Obrót: 18 mln zł")}${stat("Po wdrożeniu", "Oszczędności: 2,4 mln zł/rok", "Zapasy -30%")}${stat("Czas", "Wdrożenie w 6 miesięcy")}</div>`,
      "pl",
    );
    expect(brief(html)).toEqual([]);
  });
});
