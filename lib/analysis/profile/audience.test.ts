import { describe, expect, it } from "vitest";
import { audienceOf } from "./index";
import type { PricingPlan } from "@/lib/pricing/types";

const plan = (name: string, price: number | null, features: string[] = [], over: Partial<PricingPlan> = {}): PricingPlan => ({
  name,
  price,
  currency: price === null ? null : "USD",
  period: price === null ? null : "month",
  unit: null,
  addOns: [],
  features,
  ...over,
});

const pricing = (markdown: string) => [{ kind: "pricing" as const, markdown }];

describe("target audience from the plans", () => {
  it("reads small teams from seat ranges and taglines, not from the word 'enterprise' counted", () => {
    const plans = [plan("Starter", 19, ["Up to 5 users", "Shared inbox"]), plan("Team", 49, ["Up to 25 users", "Reports"], { unit: "user" }), plan("Enterprise", null, ["SSO", "SAML", "Audit logs", "Dedicated account manager"])];
    const md = [
      "# Pricing",
      "### Starter",
      "For small teams getting started",
      "- Up to 5 users",
      "### Team",
      "- Up to 25 users",
      "### Enterprise",
      "For enterprises that need control. Enterprise-grade security for enterprise companies.",
      "- SSO",
      "- SAML",
      "- Audit logs",
    ].join("\n");
    const a = audienceOf(pricing(md), plans);
    expect(a.segment).toBe("small teams");
    expect(a.also).toContain("enterprise");
    // the evidence names the words, the plan and the page
    expect(a.evidence).toContainEqual(expect.objectContaining({ kind: "seats", text: "Up to 5 users", plan: "Starter", page: "pricing" }));
    expect(a.evidence).toContainEqual(expect.objectContaining({ kind: "phrase", text: "For small teams getting started", plan: "Starter" }));
  });

  it("reads individuals from a one-user plan and a personal tagline", () => {
    const plans = [plan("Personal", 5, ["1 user", "Unlimited notes"]), plan("Lifetime", 99, [], { period: "one-time" })];
    const a = audienceOf(pricing("### Personal\nPerfect for personal use\n- 1 user\n- Unlimited notes\n### Lifetime"), plans);
    expect(a.segment).toBe("individuals");
    expect(a.evidence.map((e) => e.kind)).toEqual(expect.arrayContaining(["phrase", "seats"]));
  });

  it("reads enterprise when the plans are for hundreds of seats", () => {
    const plans = [plan("Business", null, ["500-5,000 employees", "SCIM", "SOC 2 Type II"]), plan("Global", null, ["10,000+ employees"])];
    const a = audienceOf(pricing("### Business\n- 500-5,000 employees\n- SCIM\n- SOC 2 Type II\n### Global"), plans);
    expect(a.segment).toBe("enterprise");
    expect(a.evidence[0]).toMatchObject({ kind: "seats", text: "500-5,000 employees", plan: "Business" });
  });

  it("a free tier under an enterprise tier with compliance features serves all sizes; compliance alone does not make 'enterprise'", () => {
    const ladder = audienceOf(pricing("## Free tier\n- 10,000 requests\n## Enterprise\n- SOC 2 report\n- HIPAA compliance\n- SSO integration"), []);
    expect(ladder.segment).toBe("mixed");
    expect(audienceOf([{ kind: "home", markdown: "# Analytics\nEU data residency for your events." }], []).segment).toBe("unclear");
  });

  it("says mixed when the plans address individuals, teams and enterprises by name", () => {
    const md = "## Pricing for Individuals\n500 free minutes.\n## Pricing for Teams\nFor teams of any kind.\n## Pricing for Enterprises\nAnnual contracts.";
    expect(audienceOf(pricing(md), []).segment).toBe("mixed");
  });

  it("a plan named Solo is not a customer ('Everything in Solo')", () => {
    const plans = [plan("Solo", 9, []), plan("Practice", 29, ["Everything in Solo", "Payroll for up to 5 employees"]), plan("Firm", 99, [])];
    const a = audienceOf(pricing("### Solo\n### Practice\nFor small businesses with staff.\n- Everything in Solo\n- Payroll for up to 5 employees\n### Firm"), plans);
    expect(a.segment).toBe("small teams");
    expect(a.evidence.some((e) => e.text === "Everything in Solo")).toBe(false);
  });
});
