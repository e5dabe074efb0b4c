import { describe, expect, it } from "vitest";
import { findMoney, parsePriceString } from "./money-parse";

describe("price strings with a compact number word (CLDR compact forms)", () => {
  it.each([
    ["$1.5K", 1500, "USD"],
    ["$2.5m", 2_500_000, "USD"],
    ["$1.5B", 1_500_000_000, "USD"],
    ["1.5 million USD", 1_500_000, "USD"],
    ["£1bn", 1_000_000_000, "GBP"],
    ["2 Mio. €", 2_000_000, "EUR"],
    ["€2 Mio", 2_000_000, "EUR"],
    ["CHF 1,2 Mio.", 1_200_000, "CHF"],
    ["2 Milliarden €", 2_000_000_000, "EUR"],
    ["1,2 mil €", 1200, "EUR"],
    ["R$ 1,5 mil", 1500, "BRL"],
    ["20 mln zł", 20_000_000, "PLN"],
    ["3 TYS. ZŁ", 3000, "PLN"],
    ["10 тыс. руб.", 10_000, "RUB"],
    ["10万円", 100_000, "JPY"],
    ["¥3万", 30_000, "JPY"],
    ["5만원", 50_000, "KRW"],
    ["₹1.5L", 150_000, "INR"],
    ["₹2 Cr", 20_000_000, "INR"],
    ["۵۰ هزار ریال", 50_000, "IRR"],
  ])("%s is %d %s", (text, amount, currency) => {
    expect(parsePriceString(text)).toEqual({ amount, currency });
  });

  it("reads a word by what it means in the currency's own country", () => {
    // "mil" is a thousand in Brazil and Mexico, not an American word
    expect(parsePriceString("R$ 5 mil").amount).toBe(5000);
    expect(parsePriceString("MX$5 mil").amount).toBe(5000);
    expect(parsePriceString("$5 mil").amount).toBe(5);
    // "Md" is a French billion (milliard)
    expect(parsePriceString("3 Md €").amount).toBe(3_000_000_000);
  });

  it("does not multiply by a word whose meaning the currency's countries disagree on", () => {
    // "billion" is 10⁹ in Ireland's English and 10¹² in French and German; "B" is a thousand in Turkish, a billion in English
    expect(parsePriceString("2 billion €").amount).toBe(2);
    expect(parsePriceString("10 B ₺").amount).toBe(10);
  });

  it("leaves letters and units that are not compact words alone", () => {
    expect(parsePriceString("$5 a month")).toEqual({ amount: 5, currency: "USD" });
    expect(parsePriceString("€0.30 km").amount).toBe(0.3);
    expect(parsePriceString("5Kč")).toEqual({ amount: 5, currency: "CZK" });
    expect(parsePriceString("1 T$")).toEqual({ amount: 1, currency: "TOP" });
    expect(parsePriceString("$49 B2B").amount).toBe(49);
  });
});

describe("amounts with a compact word in running text", () => {
  it("reads a word glued to the digits, and says it did", () => {
    const [m] = findMoney("Scale: $1.5K/month, billed yearly");
    expect(m).toMatchObject({ amount: 1500, currency: "USD", raw: "$1.5K", multiplier: 1000 });
    expect(findMoney("プレミアム 10万円/月")[0]).toMatchObject({ amount: 100_000, currency: "JPY" });
  });

  it("does not make a quantity money, nor a price of a number beside it", () => {
    expect(findMoney("10K visits for $5").map((m) => m.amount)).toEqual([5]);
    expect(findMoney("$10 per 1K requests").map((m) => m.amount)).toEqual([10]);
    expect(findMoney("Up to 1M events")).toEqual([]);
  });

  it("reads no amount from a glued word the currency's countries disagree on ('€1B': 10⁹ in Irish English, 10¹² in Spanish)", () => {
    expect(findMoney("a €1B fund")).toEqual([]);
    expect(findMoney("a £1bn fund")[0]).toMatchObject({ amount: 1_000_000_000, currency: "GBP" });
  });

  it("leaves a magnitude spelt apart from the digits in prose as it was: a sum, not a price", () => {
    expect(findMoney("Annual turnover: 18 mln PLN")).toEqual([]);
    const [m] = findMoney("the debt will reach $1.5 trillion");
    expect(m.amount).toBe(1.5);
    expect(m.multiplier).toBeUndefined();
  });
});
