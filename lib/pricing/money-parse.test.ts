import { describe, expect, it } from "vitest";
import { detectPeriod, detectUnit, findMoney, isCustomText, isFreeText, isPlaceholderPrice, parseAmount, parsePriceString, perMonth } from "./money-parse";

describe("findMoney", () => {
  it.each([
    ["$1,299", 1299, "USD"],
    ["$1,299.00 / mo", 1299, "USD"],
    ["€49,90", 49.9, "EUR"],
    ["49,90 €", 49.9, "EUR"],
    ["49 €", 49, "EUR"],
    ["1.299,00 €", 1299, "EUR"],
    ["£7.50", 7.5, "GBP"],
    ["USD 20 per seat", 20, "USD"],
    ["20 EUR", 20, "EUR"],
    ["GBP 1,200/year", 1200, "GBP"],
    ["$0", 0, "USD"],
    ["US$15", 15, "USD"],
    ["$12.99", 12.99, "USD"],
    ["$0.004 per address", 0.004, "USD"],
    ["1.299 €", 1299, "EUR"],
  ])("%s", (text, amount, currency) => {
    const [first] = findMoney(text);
    expect(first?.currency).toBe(currency);
    expect(first?.amount).toBe(amount);
  });

  it("finds several amounts in order and ignores plain numbers", () => {
    expect(findMoney("Was $15, now $12 for 10 users").map((m) => m.amount)).toEqual([15, 12]);
    expect(findMoney("Up to 10,000 contacts and 5 projects")).toEqual([]);
  });
});

describe("findMoney: currencies and groupings", () => {
  it.each([
    ["Starter 2 390 € / an", 2390, "EUR", "€"],
    ["Pro\u00a0: 1\u00a0490,50\u00a0€", 1490.5, "EUR", "€"],
    ["CHF 2'480.00 pro Jahr", 2480, "CHF", "CHF"],
    ["ab 79,- € monatlich", 79, "EUR", "€"],
    ["₹2,49,999 per year", 249999, "INR", "₹"],
    ["Team: 149 zł miesięcznie", 149, "PLN", "zł"],
    ["Firma 1 290 Kč měsíčně", 1290, "CZK", "Kč"],
    ["Бизнес 4 900 руб. в месяц", 4900, "RUB", "руб."],
    ["Тариф 990 ₽/мес", 990, "RUB", "₽"],
    ["Стандарт 750 грн", 750, "UAH", "грн"],
    ["R450 per month", 450, "ZAR", "R"],
    ["月額 1,980円（税込）", 1980, "JPY", "円"],
    ["R$ 89,90 por mês", 89.9, "BRL", "R$"],
    ["MX$1,499 al mes", 1499, "MXN", "MX$"],
    ["NT$ 3,200 / 月", 3200, "TWD", "NT$"],
    ["A$29 per month", 29, "AUD", "A$"],
    ["CA$ 45 per seat", 45, "CAD", "CA$"],
    ["4 500 Ft / hó", 4500, "HUF", "Ft"],
    ["₺749,90 / ay", 749.9, "TRY", "₺"],
    ["₪ 120 לחודש", 120, "ILS", "₪"],
    ["150.000 ₫ mỗi tháng", 150000, "VND", "₫"],
    ["₱ 2,450 monthly", 2450, "PHP", "₱"],
    ["฿ 990 ต่อเดือน", 990, "THB", "฿"],
    ["₴ 420 щомісяця", 420, "UAH", "₴"],
    ["₦ 15,000 per month", 15000, "NGN", "₦"],
    ["59 лв. на месец", 59, "BGN", "лв."],
    ["KD 12.500 monthly", 12.5, "KWD", "KD"],
    ["499 د.إ شهريا", 499, "AED", "د.إ"],
    ["Rp 249.000/bulan", 249000, "IDR", "Rp"],
    ["USD 1,200.50 per year", 1200.5, "USD", "USD"],
    ["€0.012 per request", 0.012, "EUR", "€"],
    ["39€90 par mois", 39.9, "EUR", "€"],
  ])("%s", (text, amount, currency, symbol) => {
    const [first] = findMoney(text);
    expect(first?.amount).toBe(amount);
    expect(first?.currency).toBe(currency);
    expect(first?.symbol).toBe(symbol);
    expect(first?.ambiguous).toBe(false);
  });

  it.each([
    ["$49 per month", "$", "USD"],
    ["249 kr/mån", "kr", "SEK"],
    ["¥3,000", "¥", "JPY"],
    ["월 39,000원", "원", "KRW"],
    ["₩ 12,900 / month", "₩", "KRW"],
    ["£7.50", "£", "GBP"],
    ["Rs. 1,499/-", "Rs.", "INR"],
    ["89 lei pe lună", "lei", "RON"],
  ])("marks an ambiguous symbol: %s", (text, symbol, currency) => {
    const [first] = findMoney(text);
    expect(first).toMatchObject({ symbol, currency, ambiguous: true });
  });

  it("takes the currency from a code next to an ambiguous symbol", () => {
    expect(findMoney("NZD $120 per year")[0]).toMatchObject({ amount: 120, currency: "NZD", ambiguous: false });
    expect(findMoney("$35 AUD / month")[0]).toMatchObject({ amount: 35, currency: "AUD", raw: "$35 AUD" });
  });

  it("gives a symbol between two numbers to the right one", () => {
    expect(findMoney("Only 2 $12 plans left").map((t) => t.amount)).toEqual([12]);
    expect(findMoney("29 €24 € / Monat").map((t) => t.amount)).toEqual([29, 24]);
    expect(findMoney("$8 $6 per seat").map((t) => t.amount)).toEqual([8, 6]);
  });

  it("does not read running text as money", () => {
    for (const t of [
      "24/7 support", "Since 2024", "5 users", "ALL features", "TOP plan", "CUP holders", "TRY 30 DAYS FREE", "TOP 10 integrations",
      "PHP 8.3 and Node 22", "Store files in R2 buckets", "CVE-2023-4863 patched", "ESP32 firmware", "10 GB storage", "Q4 2025 roadmap",
      "Mo–Fr 8–17 Uhr", "Mo.–Fr. 9–18 Uhr", "5 QR codes", "Windows NT 4.0", "SOC 2 Type II", "4.8/5 from 300 reviews", "3 TOP features", "2 ALL-in-one plans",
    ]) {
      expect(findMoney(t), t).toEqual([]);
    }
  });

  it("reads a code in use written in lower case after the number, not a code that is also a word", () => {
    expect(findMoney("29 pln / miesiąc").map((t) => [t.amount, t.currency])).toEqual([[29, "PLN"]]);
    expect(findMoney("ab 9 chf pro Monat").map((t) => [t.amount, t.currency])).toEqual([[9, "CHF"]]);
    expect(findMoney("12 usd/month").map((t) => [t.amount, t.currency])).toEqual([[12, "USD"]]);
    for (const t of ["I have 5 all", "3 top picks", "2 try outs"]) expect(findMoney(t), t).toEqual([]);
  });

  it("keeps a space-grouped number apart from a word after it", () => {
    expect(findMoney("€9 250 contacts")[0]).toMatchObject({ amount: 9, raw: "€9" });
  });
});

describe("parseAmount", () => {
  it("reads thousands and decimal separators by position", () => {
    expect(parseAmount("1,299")).toBe(1299);
    expect(parseAmount("49,90")).toBe(49.9);
    expect(parseAmount("1.299,50")).toBe(1299.5);
    expect(parseAmount("1,299.50")).toBe(1299.5);
    expect(parseAmount("1.299", "EUR")).toBe(1299);
    expect(parseAmount("12.99", "USD")).toBe(12.99);
  });
  it("reads spaces, apostrophes, dashes, Indian grouping and currency decimals", () => {
    expect(parseAmount("3 480 500")).toBe(3480500);
    expect(parseAmount("2\u202f150,75")).toBe(2150.75);
    expect(parseAmount("4'250.50")).toBe(4250.5);
    expect(parseAmount("3’600")).toBe(3600);
    expect(parseAmount("249,-")).toBe(249);
    expect(parseAmount("2.499,-")).toBe(2499);
    expect(parseAmount("65.–")).toBe(65);
    expect(parseAmount("12,34,567")).toBe(1234567);
    expect(parseAmount("3,50,000.25")).toBe(350000.25);
    expect(parseAmount("0.045", "EUR")).toBe(0.045);
    expect(parseAmount("7.250", "JOD")).toBe(7.25);
    expect(parseAmount("7.250", "VND")).toBe(7250);
    expect(parseAmount("7.250", "IDR")).toBe(7250);
    expect(parseAmount("4.25")).toBe(4.25);
    expect(parseAmount(".50")).toBe(0.5);
    expect(parseAmount("abc")).toBeNull();
  });
});

describe("parsePriceString", () => {
  it.each([
    ["US$ 7.49", null, 7.49, "USD"],
    ["Preis: 1.849,00 €", null, 1849, "EUR"],
    ["3 999 руб.", null, 3999, "RUB"],
    ["7 450 Kč s DPH", null, 7450, "CZK"],
    ["CHF 3'275.50", null, 3275.5, "CHF"],
    ["€2'310,40", null, 2310.4, "EUR"],
    ["1.649,-", null, 1649, null],
    ["75,- Kč", null, 75, "CZK"],
    ["Rp 3.250.000", null, 3250000, "IDR"],
    ["8.500 ₫", null, 8500, "VND"],
    ["2.350 Ft", null, 2350, "HUF"],
    ["612.450 KD", null, 612.45, "KWD"],
    ["₹ 4,75,000", null, 475000, "INR"],
    ["Regular 48 PLN, now 36 PLN", null, 48, "PLN"],
    ["Only 4 left at 19,99 EUR", null, 19.99, "EUR"],
    ["NZD $88.40", null, 88.4, "NZD"],
    ["AU $72.10", null, 72.1, "AUD"],
    ["42€ 50", null, 42.5, "EUR"],
    ["42€ 500", null, 42, "EUR"],
    ["217. 45", null, 217.45, null],
    ["88, 20 zł", null, 88.2, "PLN"],
    ["$.45", null, 0.45, "USD"],
    ["655 ₴", null, 655, "UAH"],
    ["1 290 lei", null, 1290, "RON"],
    ["310 so'm", null, 310, "UZS"],
    ["77 دينار كويتي", null, 77, "KWD"],
    ["٤٥٠ ر.س", null, 450, "SAR"],
    ["12 Nu.", null, 12, "BTN"],
    ["9 GEL", null, 9, "GEL"],
    ["ALL 900", null, 900, "ALL"],
    ["1450yen", null, 1450, "JPY"],
    ["65,30", "€", 65.3, "EUR"],
    ["129.00", "Price: £", 129, "GBP"],
    ["1 249,00", "Pris SEK 999,00", 1249, "SEK"],
    ["$15.00", "CAD", 15, "CAD"],
    ["€15.00", "$", 15, "EUR"],
    ["kr 349", "NOK", 349, "NOK"],
    ["4 200", "грн.", 4200, "UAH"],
    ["Free!", null, 0, null],
    ["Out of stock", null, null, null],
    ["Nur noch 3 Stück", "Nur noch 3 Stück", 3, null],
    ["49 pln", null, 49, "PLN"],
    ["12 Swiss francs", null, 12, "CHF"],
    ["250 hryvnias", null, 250, "UAH"],
    ["1 290 Kč", null, 1290, "CZK"],
    ["₹999/month (~$12 USD)", null, 999, "INR"],
    ["≈ $12 USD ₹999", null, 999, "INR"],
    ["approx. US$12 · 999 ₹", null, 999, "INR"],
  ])("%s (%s)", (raw, hint, amount, currency) => {
    expect(parsePriceString(raw, hint)).toEqual({ amount, currency });
  });
});

describe("free and custom prices", () => {
  it("recognises free", () => {
    for (const t of ["Free", "Free forever", "Kostenlos", "Gratuit", "$0"]) expect(isFreeText(t)).toBe(true);
    expect(isFreeText("Start your free trial")).toBe(false);
  });
  it("recognises a placeholder price, not a word or a count beside a letter", () => {
    for (const t of ["£x.99 / month", "$XX", "€--/Monat", "?? €", "USD XX", "CHF --.-"]) expect(isPlaceholderPrice(t), t).toBe(true);
    for (const t of ["Xbox", "x 2", "1x", "- R package", "-- none", "$", "x.99", "Max"]) expect(isPlaceholderPrice(t), t).toBe(false);
  });
  it("recognises free in the page's language, whatever the script", () => {
    for (const t of ["Za darmo", "Zdarma", "Ücretsiz", "Бесплатно", "Безкоштовно", "無料", "免费", "무료", "Grátis", "Gratuita", "مجاني"]) expect(isFreeText(t), t).toBe(true);
    for (const t of ["Darmowy okres próbny 14 dni", "無料トライアル", "免费试用"]) expect(isFreeText(t), t).toBe(false);
  });
  it("recognises custom / contact-sales prices in several languages", () => {
    for (const t of ["Contact sales", "Contact us", "Custom", "Custom pricing", "Let's talk", "Let’s talk", "Get a quote", "Talk to sales →", "Auf Anfrage", "Individuell", "Sur devis", "Contáctanos"]) {
      expect(isCustomText(t)).toBe(true);
    }
    expect(isCustomText("Custom fields for every task")).toBe(false);
  });
});

describe("detectPeriod", () => {
  it.each([
    ["$12 /mo", "month"],
    ["$12 per month", "month"],
    ["per user / month", "month"],
    ["29 € pro Nutzer / Monat", "month"],
    ["49 € par mois", "month"],
    ["$120 /year", "year"],
    ["$120 per year", "year"],
    ["$120 billed annually", "year"],
    ["$10/mo, billed annually", "month"],
    ["$99 one-time", "one-time"],
    ["$199 lifetime", "one-time"],
    ["$12", null],
  ])("%s → %s", (text, period) => {
    expect(detectPeriod(text)).toBe(period);
  });
});

describe("detectUnit", () => {
  it.each([
    ["$12 per user / month", "user"],
    ["$12 /user/month", "user"],
    ["$8 per seat", "seat"],
    ["€29 pro Nutzer / Monat", "user"],
    ["$15 per 1,000 contacts", "1,000 contacts"],
    ["$15 per 10k emails", "10,000 emails"],
    ["$49 per agent per month", "agent"],
    ["$79 / month", null],
    ["Free forever for up to 3 users", null],
  ])("%s → %s", (text, unit) => {
    expect(detectUnit(text)).toBe(unit);
  });
});

describe("perMonth", () => {
  it("converts yearly totals and keeps monthly figures", () => {
    expect(perMonth(12990, "year", 1299)).toBe(1082.5);
    expect(perMonth(10, "month", 12)).toBe(10);
    expect(perMonth(96, null, 10)).toBe(8);
    expect(perMonth(8, null, 10)).toBe(8);
  });
});

describe("one-time periods written apart", () => {
  it.each(["Life time", "lifetime access", "one-off payment", "Pay once", "perpetual licence"])("%s", (text) => {
    expect(detectPeriod(`$100 ${text}`)).toBe("one-time");
  });
});
