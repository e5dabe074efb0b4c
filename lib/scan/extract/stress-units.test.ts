/**
 * Stress pages for issue 21 point 3: the unit and the period of a price read from its own phrase in
 * languages that put the connector after the noun (Turkish "kullanıcı başına") or use a preposition
 * other than "per" (Polish "za"), and a period word in a table's header cell (Korean "월 요금").
 * Every page here is written for this test.
 */
import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";

const page = (body: string, lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const brief = (html: string) => extractPricing(html).map((p) => [p.name, p.price, p.currency, p.period, p.unit]);
const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${list("Sınırsız proje", "E-posta desteği")}<a href="#">Başla</a></div>`;

describe("a per-user unit written after the amount", () => {
  it("reads a Turkish postposition: 'kullanıcı başına / ay' is per user, per month", () => {
    const html = page(`<div class="plans">${card("Temel", "49 TL kullanıcı başına / ay")}${card("Ekip", "99 TL kullanıcı başına / ay")}</div>`, "tr");
    expect(brief(html)).toEqual([["Temel", 49, "TRY", "month", "kullanıcı"], ["Ekip", 99, "TRY", "month", "kullanıcı"]]);
  });

  it("reads a Polish preposition: 'za użytkownika / mies.' is per user, per month", () => {
    const html = page(`<div class="plans">${card("Start", "49 zł za użytkownika / mies.")}${card("Firma", "89 zł za użytkownika / mies.")}</div>`, "pl");
    expect(brief(html)).toEqual([["Start", 49, "PLN", "month", "użytkownika"], ["Firma", 89, "PLN", "month", "użytkownika"]]);
  });

  it("leaves a flat price without a unit (Turkish '/ ay' alone)", () => {
    const html = page(`<div class="plans">${card("Temel", "49 TL / ay")}${card("Ekip", "99 TL / ay")}</div>`, "tr");
    expect(brief(html)).toEqual([["Temel", 49, "TRY", "month", null], ["Ekip", 99, "TRY", "month", null]]);
  });
});
