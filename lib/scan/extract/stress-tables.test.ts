/**
 * Stress pages for issue 21: comparison tables (plans in columns, plans in rows) and billing toggles
 * (CSS, radio, checkbox), written for this test in several languages and currencies.
 */
import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";

const page = (body: string, lang = "en", head = "") =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Pricing</title>${head}</head><body><main>${body}</main></body></html>`;
const brief = (html: string) => extractPricing(html).map((p) => [p.name, p.price, p.currency, p.period, p.unit]);

describe("comparison tables", () => {
  it("reads plans in columns: names in the header row, prices in the first body row (Danish)", () => {
    const html = page(`<h2>Sammenlign planer</h2><table class="table comparison"><thead><tr><th></th><th>Lille</th><th>Mellem</th><th>Stor</th></tr></thead>
      <tbody><tr><th>Pris</th><td>49 kr./md.</td><td>99 kr./md.</td><td>199 kr./md.</td></tr>
      <tr><th>Brugere</th><td>1</td><td>5</td><td>20</td></tr><tr><th>Lagerplads</th><td>5 GB</td><td>50 GB</td><td>500 GB</td></tr>
      <tr><th>Support</th><td>✗</td><td>✓</td><td>✓</td></tr></tbody></table>`, "da");
    expect(brief(html)).toEqual([
      ["Lille", 49, "DKK", "month", null],
      ["Mellem", 99, "DKK", "month", null],
      ["Stor", 199, "DKK", "month", null],
    ]);
  });

  it("a price cell that states its own unit of time is not given the column header's period", () => {
    const row = (name: string, ram: string, price: string) => `<tr><td>${name}</td><td>${ram}</td><td>${price}</td></tr>`;
    const html = page(`<h2>Compute</h2><table><thead><tr><th>Preset</th><th>RAM</th><th>Price per month</th></tr></thead><tbody>
      ${row("shared-1x", "256 MB", "$1.94")}${row("shared-2x", "512 MB", "$3.88")}${row("perf-1x", "2 GB", "$31.00")}${row("gpu-1x", "32 GB", "$2.50 per hour")}</tbody></table>`);
    expect(brief(html)).toEqual([
      ["shared-1x", 1.94, "USD", "month", null],
      ["shared-2x", 3.88, "USD", "month", null],
      ["perf-1x", 31, "USD", "month", null],
      ["gpu-1x", 2.5, "USD", null, null],
    ]);
  });

  it("reads plans in rows: a hosting table with a name column and a price column (Hungarian forint)", () => {
    const row = (name: string, disk: string, price: string) => `<tr><td><strong>${name}</strong></td><td>${disk}</td><td>${price}</td><td><a class="btn" href="#">Megrendelem</a></td></tr>`;
    const html = page(`<h2>Tárhely csomagok</h2><table><thead><tr><th>Csomag</th><th>Tárhely</th><th>Ár</th><th></th></tr></thead><tbody>
      ${row("Mini", "10 GB", "990 Ft / hó")}${row("Közepes", "50 GB", "2 490 Ft / hó")}${row("Nagy", "200 GB", "4 990 Ft / hó")}</tbody></table>`, "hu");
    expect(brief(html)).toEqual([
      ["Mini", 990, "HUF", "month", null],
      ["Közepes", 2490, "HUF", "month", null],
      ["Nagy", 4990, "HUF", "month", null],
    ]);
  });

  it("reads no plans from a table of volume tiers, each band starting where the one above ends", () => {
    const tiers = (bands: string[]) =>
      page(`<h2>Messages</h2><table><thead><tr><th>Volume</th><th>Price</th></tr></thead><tbody>${bands.map((b, i) => `<tr><td>${b}</td><td>${i ? `$0.${5 - i}0` : "Free"}</td></tr>`).join("")}</tbody></table>`);
    expect(brief(tiers(["First 10 million", "10 – 100 million", "Over 100 million"]))).toEqual([]);
    expect(brief(tiers(["1 – 1,000", "1,001 – 10,000", "10,001 – 100,000"]))).toEqual([]);
    // Names with figures that do not chain into bands are plans.
    expect(brief(tiers(["Team 5", "Team 20", "Team 50"])).map((p) => p[0])).toEqual(["Team 5", "Team 20", "Team 50"]);
  });

  it("reads a Japanese table whose header row names the plans and whose row reads '月額'", () => {
    const html = page(`<h2>料金プラン</h2><table class="price-table"><tr><th></th><th>ライト</th><th>スタンダード</th><th>プレミアム</th></tr>
      <tr><th>月額料金</th><td>1,980円</td><td>4,980円</td><td>9,800円</td></tr><tr><th>ユーザー数</th><td>3</td><td>10</td><td>無制限</td></tr>
      <tr><th>サポート</th><td>メール</td><td>メール・電話</td><td>専任担当</td></tr></table>`, "ja");
    expect(brief(html)).toEqual([
      ["ライト", 1980, "JPY", "month", null],
      ["スタンダード", 4980, "JPY", "month", null],
      ["プレミアム", 9800, "JPY", "month", null],
    ]);
  });
});

describe("billing toggles", () => {
  const card = (name: string, monthly: string, yearly: string, hide: (side: "m" | "y") => string) => `<div class="pricing-card"><h3>${name}</h3>
    <div class="price monthly"${hide("m")}>${monthly}</div><div class="price yearly"${hide("y")}>${yearly}</div>
    <ul><li>Unlimited boards</li><li>Priority email</li></ul><a class="btn" href="#">Start trial</a></div>`;

  it("shows the monthly side when a stylesheet hides the yearly class", () => {
    const cards = `<div class="cards">${card("Basic", "$12/mo", "$120/yr", () => "")}${card("Growth", "$32/mo", "$320/yr", () => "")}</div>`;
    const html = page(cards, "en", `<style>.price.yearly{display:none}</style>`);
    expect(brief(html)).toEqual([["Basic", 12, "USD", "month", null], ["Growth", 32, "USD", "month", null]]);
  });

  it("shows the side whose radio is checked (Swiss German, CHF)", () => {
    const radios = `<div class="billing-switch"><input type="radio" name="billing" id="m"><label for="m">Monatlich</label>
      <input type="radio" name="billing" id="y" checked><label for="y">Jährlich</label></div>`;
    const tile = (name: string, m: string, y: string) => `<div class="tarif"><h3>${name}</h3>
      <p class="preis" data-billing="monthly" hidden>CHF ${m} / Monat</p><p class="preis" data-billing="yearly">CHF ${y} / Jahr</p>
      <ul><li>Alle Funktionen</li></ul><a class="btn" href="#">Jetzt starten</a></div>`;
    const html = page(`${radios}<div class="tarife">${tile("Einzel", "15", "150")}${tile("Team", "45", "450")}</div>`, "de-CH");
    expect(brief(html)).toEqual([["Einzel", 150, "CHF", "year", null], ["Team", 450, "CHF", "year", null]]);
  });

  it("shows the yearly side when the monthly prices are the ones hidden by CSS, no switch read (Finnish)", () => {
    const tile = (name: string, m: string, y: string) => `<div class="hinnoittelu-kortti"><h3>${name}</h3>
      <div class="price monthly" style="display:none">${m} € / kuukausi</div><div class="price yearly">${y} € / vuosi</div>
      <ul><li>Rajaton käyttö</li><li>Tuki</li></ul><a class="btn" href="#">Valitse</a></div>`;
    const html = page(`<div class="kortit">${tile("Perus", "9", "90")}${tile("Laaja", "19", "190")}</div>`, "fi");
    expect(brief(html)).toEqual([["Perus", 90, "EUR", "year", null], ["Laaja", 190, "EUR", "year", null]]);
  });

  it("reads the monthly side of an aria-hidden yearly block behind a checkbox (Romanian lei)", () => {
    const tile = (name: string, m: string, y: string) => `<div class="plan"><h3>${name}</h3>
      <p class="amount">${m} lei <span>/ lună</span></p><p class="amount" aria-hidden="true" style="display: none;">${y} lei <span>/ an</span></p>
      <ul><li>Facturare automată</li></ul><a class="btn" href="#">Alege</a></div>`;
    const html = page(`<div class="toggle"><span>Lunar</span><input type="checkbox" class="switch"><span>Anual</span></div>
      <div class="plans">${tile("Start", "39", "390")}${tile("Business", "89", "890")}</div>`, "ro");
    expect(brief(html)).toEqual([["Start", 39, "RON", "month", null], ["Business", 89, "RON", "month", null]]);
  });
});

describe("plans in tab panels, plan pickers and table headers", () => {
  const tile = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul><li>A</li><li>B</li></ul><a class="btn" href="#">Al</a></div>`;
  const panel = (id: string, hidden: boolean, prices: string[]) => `<div role="tabpanel" id="${id}"${hidden ? " hidden" : ""}><div class="cards">${tile("Temel", prices[0])}${tile("Pro", prices[1])}</div></div>`;
  const tabs = (yearly: boolean) => `<div role="tablist"><button role="tab" aria-selected="${!yearly}" aria-controls="m">Aylık</button><button role="tab" aria-selected="${yearly}" aria-controls="y">Yıllık</button></div>`;

  it("reads the tab panel that is not hidden (Turkish)", () => {
    const monthlyShown = page(`${tabs(false)}${panel("m", false, ["₺99 / ay", "₺249 / ay"])}${panel("y", true, ["₺990 / yıl", "₺2.490 / yıl"])}`, "tr");
    expect(brief(monthlyShown)).toEqual([["Temel", 99, "TRY", "month", null], ["Pro", 249, "TRY", "month", null]]);
    const yearlyShown = page(`${tabs(true)}${panel("m", true, ["₺99 / ay", "₺249 / ay"])}${panel("y", false, ["₺990 / yıl", "₺2.490 / yıl"])}`, "tr");
    expect(brief(yearlyShown)).toEqual([["Temel", 990, "TRY", "year", null], ["Pro", 2490, "TRY", "year", null]]);
  });

  it("reads plan names from radio labels that hold name and price in one line (Swedish)", () => {
    const option = (name: string, price: string) => `<label class="choice"><input type="radio" name="plan"> ${name} — ${price}</label>`;
    const html = page(`<form><h2>Välj plan</h2>${option("Start", "99 kr/mån")}${option("Plus", "199 kr/mån")}${option("Max", "399 kr/mån")}<button>Fortsätt</button></form>`, "sv");
    expect(brief(html)).toEqual([["Start", 99, "SEK", "month", null], ["Plus", 199, "SEK", "month", null], ["Max", 399, "SEK", "month", null]]);
  });

  it("reads a comparison table whose header cells hold each plan's name and price (Turkish)", () => {
    const html = page(`<table><thead><tr><th></th><th>Temel<br><span class="fiyat">₺99/ay</span></th><th>Pro<br><span class="fiyat">₺249/ay</span></th></tr></thead>
      <tbody><tr><td>Kullanıcı</td><td>1</td><td>10</td></tr><tr><td>Destek</td><td>✓</td><td>✓</td></tr></tbody></table>`, "tr");
    expect(brief(html)).toEqual([["Temel", 99, "TRY", "month", null], ["Pro", 249, "TRY", "month", null]]);
  });
});
