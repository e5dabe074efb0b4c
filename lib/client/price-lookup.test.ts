import { describe, expect, it } from "vitest";
import { findPriceId } from "./price-lookup";

describe("findPriceId", () => {
  it("reads an array of tiers by plan or id", () => {
    expect(findPriceId([{ plan: "pro", priceId: "price_1" }], "pro")).toBe("price_1");
    expect(findPriceId([{ id: "pro", priceId: "price_2" }], "pro")).toBe("price_2");
    expect(findPriceId({ tiers: [{ tier: "pro", priceId: "price_3" }] }, "pro")).toBe("price_3");
  });

  it("reads an object keyed by plan", () => {
    expect(findPriceId({ pro: "price_4" }, "pro")).toBe("price_4");
    expect(findPriceId({ pro: { priceId: "price_5" } }, "pro")).toBe("price_5");
  });

  it("gives null for plans without a price and for junk", () => {
    expect(findPriceId([{ plan: "free", priceId: null }, { plan: "pro", priceId: "p" }], "free")).toBeNull();
    expect(findPriceId({ tiers: [] }, "pro")).toBeNull();
    expect(findPriceId(null, "pro")).toBeNull();
    expect(findPriceId("nope", "pro")).toBeNull();
    expect(findPriceId({ pro: "" }, "pro")).toBeNull();
  });
});
