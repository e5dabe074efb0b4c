/**
 * A page keeps its identity (its kind) when its address changes: the competitor moving its pricing
 * page is one "moved" change and its plans are compared across the move; an address that differs only
 * in how it is written (scheme, www., case of the host, trailing slash, query, fragment) is no move, and
 * no move ever reads "/a → /a". (The user editing the competitor's address is a new baseline, no change:
 * tests/integration/edit-url-rebaseline.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { snapshot } from "./fixtures";
import { detectChanges } from "./index";
import { detectStructureChanges } from "./structure";

const at = (url: string) => snapshot((s) => (s.metadata.pages[1].url = url));

describe("a page's identity across its address", () => {
  it("a pricing page that moved is one change, its plans compared across the move", () => {
    const changes = detectChanges(snapshot(), at("https://acme.example/plans"));
    expect(changes.map((c) => [c.facts.kind, c.description])).toEqual([["page_moved", "Pricing page moved: /pricing → /plans"]]);
    const repriced = snapshot((s) => {
      s.metadata.pages[1].url = "https://acme.example/plans";
      s.extractedData.pricingPlans[1].price = 15;
    });
    const kinds = detectChanges(snapshot(), repriced).map((c) => c.facts.kind).sort();
    expect(kinds).toEqual(["page_moved", "price_changed"]);
  });

  it("an address written another way is no move", () => {
    for (const url of [
      "http://acme.example/pricing",
      "https://ACME.example/pricing",
      "https://www.acme.example/pricing/",
      "https://acme.example/pricing?utm_source=newsletter",
      "https://acme.example/pricing#plans",
    ]) {
      expect(detectChanges(snapshot(), at(url)), url).toEqual([]);
    }
  });

  it("never says a page moved from an address to the same-looking address", () => {
    for (const url of ["https://acme.example:8443/pricing", "http://acme.example:8080/pricing/", "https://acme.io/pricing", "https://shop.acme.example/pricing", "https://acme.example/Pricing"]) {
      for (const c of detectStructureChanges(snapshot(), at(url))) {
        const [from, to] = c.description.split(": ").slice(1).join(": ").split(" → ");
        expect(from, c.description).not.toBe(to);
      }
    }
  });
});
