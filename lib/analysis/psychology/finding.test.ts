import { describe, expect, it } from "vitest";
import { formatPrice } from "./finding";

describe("formatPrice", () => {
  it("keeps currency, period and unit as the page states them", () => {
    expect(formatPrice({ name: "Team", price: 29, period: "month", currency: "EUR", unit: "seat", features: [] })).toBe("€29 per month per seat");
    expect(formatPrice({ name: "Pro", price: 12.5, period: "year", currency: "GBP", unit: null, features: [] })).toBe("£12.50 per year");
    expect(formatPrice({ name: "Kit", price: 99, period: "one-time", currency: "USD", unit: null, features: [] })).toBe("$99 one-time");
    expect(formatPrice({ name: "Büro", price: 40, period: "month", currency: "CHF", unit: "per user", features: [] })).toBe("40 CHF per month per user");
    expect(formatPrice({ name: "Bare", price: 29, period: "month", features: [] })).toBe("29 per month");
    expect(formatPrice({ name: "Scale", price: null, period: null, features: [] })).toBe("custom price");
  });
});
