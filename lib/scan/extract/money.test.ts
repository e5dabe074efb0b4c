import { describe, expect, it } from "vitest";
import { detectPeriod, detectUnit, findMoney, isCustomText, isFreeText, parseAmount, perMonth } from "./money";

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

describe("parseAmount", () => {
  it("reads thousands and decimal separators by position", () => {
    expect(parseAmount("1,299")).toBe(1299);
    expect(parseAmount("49,90")).toBe(49.9);
    expect(parseAmount("1.299,50")).toBe(1299.5);
    expect(parseAmount("1,299.50")).toBe(1299.5);
    expect(parseAmount("1.299", "EUR")).toBe(1299);
    expect(parseAmount("12.99", "USD")).toBe(12.99);
  });
});

describe("free and custom prices", () => {
  it("recognises free", () => {
    for (const t of ["Free", "Free forever", "Kostenlos", "Gratuit", "$0"]) expect(isFreeText(t)).toBe(true);
    expect(isFreeText("Start your free trial")).toBe(false);
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
