import { describe, expect, it } from "vitest";
import { nameOnPage, numberOnPage, pageEvidence, readNumber, textNumbersOnPage, verifiedCurrency, verifyPlan, type ModelPlan } from "./model-verify";

const plan = (p: Partial<ModelPlan>): ModelPlan => ({ name: "Team", price: null, currency: null, period: null, unit: null, annualPrice: null, features: [], addOns: [], highlighted: false, ...p });

describe("reading written numbers", () => {
  it.each([
    ["12", [12]],
    ["12.00", [12]],
    ["12,00", [12]],
    ["9,99", [9.99]],
    ["0.008", [0.008]],
    ["1,299", [1299, 1.299]],
    ["1.299", [1299, 1.299]],
    ["1.299,00", [1299]],
    ["1,299.00", [1299]],
    ["1,299,000", [1299000]],
    ["1'049,95", [1049.95]],
    ["2\u00a0390", [2390]],
    ["2 390", [2390]],
  ])("%s", (token, values) => {
    expect(readNumber(token).canonical).toEqual(values);
  });
});

describe("numbers on the page", () => {
  const page = pageEvidence("Team **$1,299** per year · Pro €1.299,00 · Basic 12.00 € · CHF 1'049,95 · 2 390 kr · usage: $0.008 per build minute · up to 10k contacts · 3 seats");

  it("finds an amount in any of its written forms", () => {
    for (const n of [1299, 12, 1049.95, 2390, 0.008, 10, 10_000, 3]) expect(numberOnPage(page, n), String(n)).toBe(true);
  });

  it("does not find amounts that are not written there", () => {
    for (const n of [13, 129.9, 1300, 0.08, 24, 999]) expect(numberOnPage(page, n), String(n)).toBe(false);
  });

  it("checks every number inside a feature text", () => {
    expect(textNumbersOnPage(page, "Up to 3 seats")).toBe(true);
    expect(textNumbersOnPage(page, "Unlimited projects")).toBe(true);
    expect(textNumbersOnPage(page, "10,000 contacts")).toBe(true);
    expect(textNumbersOnPage(page, "Up to 3 seats and 500 GB")).toBe(false);
    // "1,000" is one number (1000), not "1" and "000"
    expect(textNumbersOnPage(page, "1,000 contacts")).toBe(false);
  });

  it("matches plan names as whole words, ignoring case and accents", () => {
    const p = pageEvidence("## Équipe\n\nThe Business plan for teams");
    expect(nameOnPage(p, "equipe")).toBe(true);
    expect(nameOnPage(p, "Business")).toBe(true);
    expect(nameOnPage(p, "Busi")).toBe(false);
    expect(nameOnPage(p, "Scale")).toBe(false);
  });

  it("accepts a currency only when its code or usual symbol is on the page", () => {
    expect(verifiedCurrency(pageEvidence("$12 per month"), "usd")).toBe("USD");
    expect(verifiedCurrency(pageEvidence("A$12 per month, prices in AUD"), "AUD")).toBe("AUD");
    expect(verifiedCurrency(pageEvidence("12 € per month"), "EUR")).toBe("EUR");
    expect(verifiedCurrency(pageEvidence("12 € per month"), "GBP")).toBeNull();
    expect(verifiedCurrency(pageEvidence("$12"), "DOLLARS")).toBeNull();
  });
});

describe("verifying a model plan", () => {
  const page = pageEvidence("## Team\n\n$12 $10 per user / month, billed annually ($120 per year)\n\n- 100 GB storage\n- Guest access\n\nExtra builds: $0.008 per minute");

  it("keeps a plan whose numbers are all on the page", () => {
    const r = verifyPlan(page, plan({ price: 12, currency: "USD", period: "month", unit: "user", annualPrice: 10, features: ["100 GB storage", "Guest access"], addOns: ["$0.008 per build minute"] }));
    expect(r.dropped).toBe(0);
    expect(r.plan).toMatchObject({ price: 12, currency: "USD", annualPrice: 10, priceInvented: false, nameOnPage: true });
    expect(r.plan.features).toHaveLength(2);
  });

  it("drops an invented price, annual price and the features and add-ons with invented numbers", () => {
    const r = verifyPlan(page, plan({ price: 15, currency: "USD", annualPrice: 11, features: ["250 GB storage", "Guest access"], addOns: ["$0.01 per build minute"] }));
    expect(r.plan).toMatchObject({ price: null, annualPrice: null, priceInvented: true, features: ["Guest access"], addOns: [] });
    expect(r.dropped).toBe(4);
  });

  it("accepts an annual price per month written only as the yearly total", () => {
    const p = pageEvidence("## Pro\n\n$15 per month, or $120 billed yearly");
    expect(verifyPlan(p, plan({ name: "Pro", price: 15, annualPrice: 10 })).plan.annualPrice).toBe(10);
  });
});
