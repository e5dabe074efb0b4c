import { describe, expect, it } from "vitest";
import { findLocaleMoney } from "./locale-money";
import { findMoney } from "./money-parse";

const read = (text: string, locale: string, currency: string) => {
  const t = findLocaleMoney(text, { locale, currency });
  return t && [t.amount, t.currency, t.symbol];
};

describe("the page currency as its locale spells it (CLDR through Intl)", () => {
  it("reads an abbreviation of the currency's name in the page's language, '.–' meaning no cents", () => {
    expect(read("Fr. 19.–", "de-CH", "CHF")).toEqual([19, "CHF", "Fr."]);
    expect(read("ab Fr. 1'290.– pro Jahr", "de-CH", "CHF")).toEqual([1290, "CHF", "Fr."]);
    expect(read("49.– fr. par mois", "fr-CH", "CHF")).toEqual([49, "CHF", "fr."]);
  });

  it("reads the locale's symbol in another letter case", () => {
    expect(read("KSh 1,500", "en-KE", "KES")).toEqual([1500, "KES", "KSh"]);
    expect(read("1 500 KSH", "sw-KE", "KES")).toEqual([1500, "KES", "KSH"]);
  });

  it("reads nothing that is no spelling of the page's own currency", () => {
    expect(read("Fr. 19.11.", "de-DE", "EUR")).toBeNull();
    expect(read("Fr. 19.–", "en-KE", "KES")).toBeNull();
    expect(read("5 Nutzer", "de-CH", "CHF")).toBeNull();
    expect(findLocaleMoney("Fr. 19.–", null)).toBeNull();
  });
});

describe("symbols of three letters or more in any letter case", () => {
  it("reads 'KSh' and 'TSH' in running text as the CLDR symbols 'Ksh' and 'TSh'", () => {
    expect(findMoney("from KSh 1,500 a month").map((t) => [t.amount, t.currency])).toEqual([[1500, "KES"]]);
    expect(findMoney("20,000 TSH").map((t) => [t.amount, t.currency])).toEqual([[20000, "TZS"]]);
  });
});
