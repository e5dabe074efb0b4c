import { describe, expect, it } from "vitest";
import { priceOfNothing, wordingKey } from "./wording-key";

const key = (s: string) => wordingKey(s).replace(/\s+/g, " ").trim();

describe("wordingKey", () => {
  it("writes period phrases one way", () => {
    expect(key("$20/mo")).toBe(key("$20 per month"));
    expect(key("$200 annually")).toBe(key("$200/yr"));
  });

  it("drops '&' and the words CLDR's short list forms write as '&' (English 'and', Dutch 'en')", () => {
    expect(key("Sales & Marketing")).toBe(key("Sales and Marketing"));
    expect(key("Verkoop & marketing")).toBe(key("Verkoop en marketing"));
    // a word that only contains the conjunction's letters is kept
    expect(key("Android handset")).toBe("android handset");
    expect(key("Sales or Marketing")).not.toBe(key("Sales and Marketing"));
  });

  it("writes figures with a compact word in full, with the meaning nearly every locale gives the word", () => {
    expect(key("1K vCPU")).toBe(key("1,000 vCPU"));
    expect(key("10M requests")).toBe(key("10,000,000 requests"));
    expect(key("1.5k seats")).toBe(key("1,500 seats"));
    expect(key("2 Mio. Aufrufe")).toBe(key("2000000 Aufrufe"));
    expect(key("$10K/mo")).toBe(key("$10,000 per month"));
    expect(key("1K vCPU")).not.toBe(key("10,000 vCPU"));
  });

  it("leaves a unit written apart from its figure alone ('5 m' is five metres, '10 GB' is ten gigabytes)", () => {
    expect(key("5 m cable")).toBe("5 m cable");
    expect(key("10 GB storage")).toBe("10 gb storage");
  });

  it("writes money amounts as their currency's code and value", () => {
    expect(key("$2.50/hr per GPU")).toBe(key("2.50 USD/hr per GPU"));
    expect(key("US$2.5 per hour per GPU")).toBe(key("$2.50/hr per GPU"));
    expect(key("$2.50/hr")).not.toBe(key("€2.50/hr"));
  });

  it("writes a price of nothing as 0 where the text stands for a price, whatever period stands beside it", () => {
    const price = (s: string) => priceOfNothing(wordingKey(s));
    expect(price("$0 / month")).toBe("0");
    expect(price("Free")).toBe("0");
    expect(price("Kostenlos")).toBe("0");
    expect(price("Free / month")).toBe("0");
    expect(price("Free trial")).toBe(key("Free trial"));
    expect(price("$0.50 / month")).not.toBe("0");
    // elsewhere "Free" is as often a name
    expect(key("Free")).toBe("free");
  });
});
