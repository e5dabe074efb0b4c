import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { memoExtract } from "./memo";
import { extractSite } from "./index";

describe("memoExtract", () => {
  it("builds once per extractor, arguments and HTML, and hands out copies", () => {
    let builds = 0;
    const build = () => {
      builds++;
      return { plans: [{ name: "Team", price: 12 }] };
    };
    const first = memoExtract("test-pricing", ["https://a.example/pricing"], "<p>$12</p>", build);
    first.plans[0].price = 99;
    const second = memoExtract("test-pricing", ["https://a.example/pricing"], "<p>$12</p>", build);
    expect(builds).toBe(1);
    expect(second.plans[0].price).toBe(12);
    memoExtract("test-pricing", ["https://b.example/pricing"], "<p>$12</p>", build);
    memoExtract("test-pricing", ["https://a.example/pricing"], "<p>$15</p>", build);
    expect(builds).toBe(3);
  });

  it("gives extractSite the same result for the same pages, whatever an earlier caller changed", () => {
    const read = (f: string) => readFileSync(path.join("tests/fixtures/sites/flowdesk", f), "utf8");
    const pages = [
      { kind: "home" as const, url: "https://flowdesk.example/", html: read("home.html") },
      { kind: "pricing" as const, url: "https://flowdesk.example/pricing", html: read("pricing.html") },
    ];
    const a = extractSite(pages);
    expect(a.extractedData.pricingPlans.length).toBeGreaterThan(1);
    const plans = JSON.stringify(a.extractedData.pricingPlans);
    a.extractedData.pricingPlans[0].price = 1;
    a.extractedData.pricingPlans.pop();
    expect(JSON.stringify(extractSite(pages).extractedData.pricingPlans)).toBe(plans);
  });
});
