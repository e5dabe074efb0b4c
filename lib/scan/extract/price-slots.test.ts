/** Words in a price slot read as a price on request, on small pages written here (issue 21). */
import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";

const page = (body: string, lang: string) => `<!DOCTYPE html><html lang="${lang}"><head><title>Priser</title></head><body><main>${body}</main></body></html>`;
const brief = (html: string) => extractPricing(html).map((p) => [p.name, p.price, p.currency, p.period]);
const card = (name: string, price: string, cta = "Välj") =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>Obegränsat</li><li>Support</li></ul><a class="btn" href="#">${cta}</a></div>`;

describe("a price slot that holds words", () => {
  it("is a plan on request, whatever the language (Swedish, Korean)", () => {
    const sv = page(`<div class="plans">${card("Bas", "99 kr/mån")}${card("Pro", "199 kr/mån")}${card("Företag", "Kontakta oss", "Boka demo")}</div>`, "sv");
    expect(brief(sv)).toEqual([["Bas", 99, "SEK", "month"], ["Pro", 199, "SEK", "month"], ["Företag", null, null, null]]);
    const ko = page(`<div class="plans">${card("베이직", "₩9,900/월")}${card("프로", "₩19,900/월")}${card("엔터프라이즈", "문의하기", "영업팀")}</div>`, "ko");
    expect(brief(ko).map((p) => [p[0], p[1]])).toEqual([["베이직", 9900], ["프로", 19900], ["엔터프라이즈", null]]);
  });

  it("is no plan when the slot is a feature row's (inside a list item) or states a period", () => {
    const row = (name: string, price: string, extra: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>
      <ul><li><span class="extra">${extra}</span></li><li>Support</li></ul><a class="btn" href="#">Välj</a></div>`;
    const html = page(`<div class="plans">${row("Bas", "99 kr/mån", "€10 per timme")}${row("Pro", "199 kr/mån", "Egen kontaktperson")}</div>
      <p class="price">per månad</p>`, "sv");
    expect(brief(html)).toEqual([["Bas", 99, "SEK", "month"], ["Pro", 199, "SEK", "month"]]);
  });
});
