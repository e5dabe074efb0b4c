import { describe, expect, it } from "vitest";
import { plan, pricingPage, snapshot } from "./fixtures";
import { detectChanges } from "./index";

const PAGE = (code: string) =>
  [
    "# Pricing",
    "",
    "## API",
    "",
    "Every plan includes the REST API. Send your key in the header of each request.",
    "",
    "```",
    code,
    "```",
    "",
    "- 5 custom domains",
  ].join("\n");

describe("what is not a change", () => {
  it("an edit inside a code or configuration example (a <pre> block) is no change", () => {
    const before = PAGE('curl -H "Authorization: Bearer $KEY" https://api.example.com/v1/items?limit=10');
    const after = PAGE('curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v2/items?limit=50\n# retries: 3');
    expect(detectChanges(pricingPage(before), pricingPage(after))).toEqual([]);
  });

  it("a code example on the home page is not copy either", () => {
    const home = (code: string) =>
      snapshot((s) => {
        s.extractedData.markdown = `${s.extractedData.markdown}\n\n\`\`\`\n${code}\n\`\`\``;
      });
    expect(detectChanges(home("npm install acme@1.2.0"), home("npm install acme@2.0.0 --save"))).toEqual([]);
  });

  it("a page title edited alone (the <title> in the page's head, not its visible text) is no change", () => {
    const titled = (home: string, pricing: string) =>
      snapshot((s) => {
        s.metadata.pages[0].title = home;
        s.metadata.pages[1].title = pricing;
      });
    expect(detectChanges(titled("Acme", "Acme pricing"), titled("Acme — watch your market", "Plans and prices | Acme"))).toEqual([]);
  });

  it("a page title edited beside a copy edit of its page goes with that edit as a detail", () => {
    const page = (title: string, line: string) =>
      snapshot((s) => {
        s.metadata.pages[1].title = title;
        s.extractedData.pricingMarkdown = PAGE("x").replace("Every plan includes the REST API.", line);
      });
    const found = detectChanges(page("Acme pricing", "Every plan includes 5 seats."), page("Acme plans", "Every plan includes 8 seats."));
    expect(found).toHaveLength(1);
    expect(JSON.stringify(found[0].facts.supporting)).toContain("Acme plans");
  });

  it("markup-only edits (emphasis, links, spacing) are no change", () => {
    const md = PAGE("x");
    const marked = md.replace("Every plan includes the REST API.", "Every plan includes the **[REST API](/docs/api)**.").replace("- 5 custom domains", "-   *5*   custom domains");
    expect(detectChanges(pricingPage(md), pricingPage(marked))).toEqual([]);
  });

  it("an upsell box read as a plan (no price, a question for a name) is never a plan change", () => {
    const plans = [plan({ name: "Pro", price: 20, currency: "USD", period: "month", features: ["5 custom domains"] })];
    const before = snapshot((s) => {
      s.extractedData.pricingPlans = plans;
    });
    const after = snapshot((s) => {
      s.extractedData.pricingPlans = [...plans, plan({ name: "Need more features?", features: ["Contact sales"] })];
    });
    expect(detectChanges(before, after)).toEqual([]);
    const gone = detectChanges(after, before);
    expect(gone).toEqual([]);
  });

  it("a plan without a price and with a plain name is still a plan (Enterprise, custom pricing)", () => {
    const plans = [plan({ name: "Pro", price: 20, currency: "USD", period: "month" })];
    const before = snapshot((s) => {
      s.extractedData.pricingPlans = plans;
    });
    const after = snapshot((s) => {
      s.extractedData.pricingPlans = [...plans, plan({ name: "Enterprise", features: ["SSO"] })];
    });
    expect(detectChanges(before, after).map((c) => c.facts.kind)).toEqual(["plan_added"]);
  });
});
