/**
 * Stress pages for issue 21, one per class the issue lists, in languages and currencies the real-world
 * data does not hold (Swedish, Czech, Turkish, Korean, Hungarian). Each page is written for this test
 * and run through extractSite, as a scan runs it.
 */
import { describe, expect, it } from "vitest";
import { extractSite } from "./index";
import { extractPricingDetails } from "./pricing";

const page = (body: string, lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Priser</title></head><body><header><nav><a href="/">Hem</a></nav></header><main>${body}</main></body></html>`;
const scan = (html: string, url = "https://example.org/pricing") => extractSite([{ kind: "pricing", url, html }]).extractedData.pricingPlans;
const brief = (html: string, url?: string) => scan(html, url).map((p) => [p.name, p.price, p.currency, p.period, p.unit]);
const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

describe("names that are not headings", () => {
  it("takes an upper-case <p> name over the tagline below it and a badge above it (Swedish, .se domain)", () => {
    const card = (name: string, tagline: string, amount: string, badge = "") => `<div class="paket">${badge ? `<span class="etikett">${badge}</span>` : ""}
      <p class="paket-namn" style="text-transform:uppercase">${name}</p><p class="paket-text">${tagline}</p>
      <p class="paket-pris"><strong>${amount}</strong> kr/mån</p><p>Ingår:</p>${list("Obegränsade kunder", "Fakturor")}<a class="knapp" href="/start">Välj</a></div>`;
    const html = page(`<h2>Välj din plan</h2><div class="paketlista">${card("Enskild", "För dig som jobbar ensam.", "89")}
      ${card("Byrå", "För små byråer med flera kunder.", "249", "BÄST VÄRDE")}${card("Koncern", "För flera bolag i en koncern.", "690")}</div>`, "sv");
    expect(brief(html, "https://example.se/priser")).toEqual([
      ["Enskild", 89, "SEK", "month", null],
      ["Byrå", 249, "SEK", "month", null],
      ["Koncern", 690, "SEK", "month", null],
    ]);
  });

  it("names cards 'Monthly' / 'Yearly' by their own title, not the tagline or the badge (Czech)", () => {
    const card = (name: string, tagline: string, price: string, badge = "") => `<div class="karta">${badge ? `<div class="stitek">${badge}</div>` : ""}
      <div class="karta-nazev"><b>${name}</b></div><div class="karta-popis">${tagline}</div><div class="karta-cena">${price}</div>
      ${list("Všechny funkce", "Podpora")}<a class="tlacitko" href="#">Koupit</a></div>`;
    const html = page(`<div class="karty">${card("Měsíční", "Pro pravidelné uživatele", "149 Kč / měsíc")}${card("Roční", "Ušetříte dva měsíce", "1 490 Kč / rok", "NEJLEPŠÍ CENA")}</div>`, "cs");
    expect(brief(html)).toEqual([
      ["Měsíční", 149, "CZK", "month", null],
      ["Roční", 1490, "CZK", "year", null],
    ]);
  });
});

describe("name and price in one element", () => {
  it("reads 'Name – 199 Kč / měsíc' in one heading as the name and the price (Czech)", () => {
    const card = (h: string) => `<div class="balicek"><h3>${h}</h3>${list("Jeden web", "Certifikát SSL")}<a class="btn" href="#">Objednat</a></div>`;
    const html = page(`<div class="balicky">${card("Start – 199 Kč / měsíc")}${card("Plus – 399 Kč / měsíc")}</div>`, "cs");
    expect(brief(html)).toEqual([["Start", 199, "CZK", "month", null], ["Plus", 399, "CZK", "month", null]]);
  });
});

describe("fees beside the recurring price", () => {
  it("takes the monthly price, not a labelled setup fee above it (Turkish)", () => {
    const card = (name: string, fee: string, monthly: string) => `<div class="paket"><h3>${name}</h3><div class="fiyat">Kurulum: ₺${fee}</div>
      <div class="fiyat">₺${monthly} / ay</div>${list("Alan adı", "Yedekleme")}<a class="btn" href="#">Satın al</a></div>`;
    const html = page(`<div class="paketler">${card("Site", "499", "149")}${card("Mağaza", "999", "349")}</div>`, "tr");
    expect(brief(html)).toEqual([["Site", 149, "TRY", "month", null], ["Mağaza", 349, "TRY", "month", null]]);
  });

  it("reads a fee schedule (joining fee, monthly fee, per-transaction fee) as no plans (Swedish)", () => {
    const html = page(`<h2>Avgifter</h2><dl class="avgifter"><dt>Anslutningsavgift</dt><dd>995 kr</dd><dt>Månadsavgift</dt><dd>199 kr/mån</dd>
      <dt>Transaktionsavgift</dt><dd>1,5 % + 1,80 kr</dd></dl><p>Alla priser exklusive moms.</p>`, "sv");
    expect(brief(html)).toEqual([]);
  });
});

describe("usage rates and conversion lines", () => {
  it("records a storage picker priced per GB as usage rates, not plans (Czech)", () => {
    const option = (size: string, rate: string) => `<label class="volba"><input type="radio" name="objem"> <strong>${size}</strong> <span class="cena">${rate} Kč / GB</span></label>`;
    const html = page(`<h2>Úložiště</h2><div class="volby">${option("100 GB", "0,90")}${option("1 TB", "0,70")}${option("10 TB", "0,50")}</div>`, "cs");
    const r = extractPricingDetails(html);
    expect(r.plans).toEqual([]);
  });

  it("takes the won price, not the '≈ $' conversion line below it (Korean)", () => {
    const card = (name: string, won: string, usd: string) => `<div class="plan"><h3>${name}</h3><p class="price">₩${won}/월</p><p class="note">≈ $${usd} USD</p>
      ${list("프로젝트 무제한", "이메일 지원")}<a class="btn" href="#">시작하기</a></div>`;
    const html = page(`<div class="plans">${card("베이직", "12,000", "9")}${card("비즈니스", "39,000", "29")}</div>`, "ko");
    expect(brief(html)).toEqual([["베이직", 12000, "KRW", "month", null], ["비즈니스", 39000, "KRW", "month", null]]);
  });
});

describe("placeholders and periods in the price's own phrase", () => {
  it("reads 'xx Ft' as no price and keeps the plan (Hungarian)", () => {
    const card = (name: string, price: string) => `<div class="csomag"><h3>${name}</h3><p class="ar">${price}</p>${list("Egy", "Kettő")}<a class="btn" href="#">Kérem</a></div>`;
    const html = page(`<div class="csomagok">${card("Alap", "xx Ft / hó")}${card("Bővített", "4 990 Ft / hó")}</div>`, "hu");
    expect(brief(html)).toEqual([["Alap", null, null, null, null], ["Bővített", 4990, "HUF", "month", null]]);
  });

  it("reads '/ év' after the price as yearly beside an 'örökös' (lifetime) feature line (Hungarian)", () => {
    const card = (name: string, amount: string) => `<div class="csomag"><h3>${name}</h3><p class="ar">${amount} Ft / év</p>
      ${list("Örökös hozzáférés a frissítésekhez", "Korlátlan projekt")}<a class="btn" href="#">Megveszem</a></div>`;
    const html = page(`<div class="csomagok">${card("Egyéni", "19 900")}${card("Céges", "49 900")}</div>`, "hu");
    expect(brief(html)).toEqual([["Egyéni", 19900, "HUF", "year", null], ["Céges", 49900, "HUF", "year", null]]);
  });
});
