/**
 * Stress pages for issue 21 point 3: the unit and the period of a price read from its own phrase in
 * languages that put the connector after the noun (Turkish "kullanıcı başına") or use a preposition
 * other than "per" (Polish "za"), or glue "per" before the noun (Thai "ต่อ", Chinese "每"), and a period word
 * in a table's header cell (Korean "월 요금").
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

  it("reads a Korean noun with 'per' glued on: '사용자당 / 월' is per user, per month", () => {
    const html = page(`<div class="plans">${card("베이직", "₩9,900 사용자당 / 월")}${card("프로", "₩19,900 사용자당 / 월")}</div>`, "ko");
    expect(brief(html)).toEqual([["베이직", 9900, "KRW", "month", "사용자"], ["프로", 19900, "KRW", "month", "사용자"]]);
  });

  it("reads a 'per' glued before the noun: Thai 'ต่อผู้ใช้ต่อเดือน' and Chinese '每用户每月' are per user, per month", () => {
    const th = page(`<div class="plans">${card("เริ่มต้น", "฿199 ต่อผู้ใช้ต่อเดือน")}${card("ธุรกิจ", "฿399 ต่อผู้ใช้ต่อเดือน")}</div>`, "th");
    expect(brief(th)).toEqual([["เริ่มต้น", 199, "THB", "month", "ผู้ใช้"], ["ธุรกิจ", 399, "THB", "month", "ผู้ใช้"]]);
    const zh = page(`<div class="plans">${card("基础版", "¥99 每用户每月")}${card("专业版", "¥199 每用户每月")}</div>`, "zh-CN");
    expect(brief(zh)).toEqual([["基础版", 99, "CNY", "month", "用户"], ["专业版", 199, "CNY", "month", "用户"]]);
  });

  it("takes the unit of the price's own phrase before a note below it ('per project')", () => {
    const noted = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><p>Gäster per projekt utan kostnad. Add guests per project at no cost.</p>${list("Obegränsade tavlor")}<a href="#">Kom igång</a></div>`;
    const html = page(`<div class="plans">${noted("Bas", "49 kr per användare/mån")}${noted("Pro", "99 kr per användare/mån")}</div>`, "sv");
    expect(brief(html)).toEqual([["Bas", 49, "SEK", "month", "användare"], ["Pro", 99, "SEK", "month", "användare"]]);
  });

  it("leaves a flat price without a unit (Turkish '/ ay' alone)", () => {
    const html = page(`<div class="plans">${card("Temel", "49 TL / ay")}${card("Ekip", "99 TL / ay")}</div>`, "tr");
    expect(brief(html)).toEqual([["Temel", 49, "TRY", "month", null], ["Ekip", 99, "TRY", "month", null]]);
  });
});

describe("a period word in a table's header cell", () => {
  it("gives the column's prices their period: plans in rows under '월 요금' (Korean)", () => {
    const row = (name: string, users: string, price: string) => `<tr><td>${name}</td><td>${users}</td><td>${price}</td></tr>`;
    const html = page(`<h2>요금제</h2><table><thead><tr><th>요금제</th><th>사용자</th><th>월 요금</th></tr></thead><tbody>
      ${row("베이직", "3명", "₩9,900")}${row("프로", "10명", "₩29,000")}${row("엔터프라이즈", "무제한", "₩99,000")}</tbody></table>`, "ko");
    expect(brief(html)).toEqual([["베이직", 9900, "KRW", "month", null], ["프로", 29000, "KRW", "month", null], ["엔터프라이즈", 99000, "KRW", "month", null]]);
  });

  it("gives a price row its period from the row's label '월 요금' (plans in columns, Korean)", () => {
    const html = page(`<h2>요금제 비교</h2><table><tr><th></th><th>베이직</th><th>프로</th></tr><tr><th>월 요금</th><td>₩9,900</td><td>₩29,000</td></tr>
      <tr><th>사용자</th><td>3명</td><td>10명</td></tr><tr><th>저장 공간</th><td>10 GB</td><td>100 GB</td></tr></table>`, "ko");
    expect(brief(html)).toEqual([["베이직", 9900, "KRW", "month", null], ["프로", 29000, "KRW", "month", null]]);
  });

  it("takes the period a price cell states itself before its row label's ('Preis pro Monat' beside '990 € / Jahr')", () => {
    const html = page(`<table><tr><th></th><th>Basis</th><th>Jahrespaket</th></tr><tr><th>Preis pro Monat</th><td>49 €</td><td>990 € / Jahr</td></tr>
      <tr><th>Nutzer</th><td>3</td><td>10</td></tr><tr><th>Speicher</th><td>10 GB</td><td>100 GB</td></tr></table>`, "de");
    expect(brief(html)).toEqual([["Basis", 49, "EUR", "month", null], ["Jahrespaket", 990, "EUR", "year", null]]);
  });

  it("reads the unit of a price cell's own phrase in a table ('za użytkownika / mies.', Polish)", () => {
    const html = page(`<table><tr><th></th><th>Start</th><th>Firma</th></tr><tr><th>Cena</th><td>49 zł za użytkownika / mies.</td><td>89 zł za użytkownika / mies.</td></tr>
      <tr><th>Projekty</th><td>5</td><td>50</td></tr><tr><th>Wsparcie</th><td>✗</td><td>✓</td></tr></table>`, "pl");
    expect(brief(html)).toEqual([["Start", 49, "PLN", "month", "użytkownika"], ["Firma", 89, "PLN", "month", "użytkownika"]]);
  });

  it("does not read a period from a header that names none ('요금')", () => {
    const row = (name: string, price: string) => `<tr><td>${name}</td><td>${price}</td><td>✓</td></tr>`;
    const html = page(`<table><thead><tr><th>요금제</th><th>요금</th><th>지원</th></tr></thead><tbody>${row("베이직", "₩9,900")}${row("프로", "₩29,000")}${row("비즈니스", "₩59,000")}</tbody></table>`, "ko");
    expect(brief(html).map((p) => p[3])).toEqual([null, null, null]);
  });
});
