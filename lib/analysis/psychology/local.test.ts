import { describe, expect, it } from "vitest";
import { analyzePsychologyLocal } from "./local";
import { psychologyAnalysisSchema } from "./schema";

// A made-up pricing page with urgency, fake scarcity, confirmshaming, a card-required trial and
// struck-through anchor prices.
const PUSHY_PRICING = `# Plans for marketing agencies and small businesses

**Founders' pricing ends in 05:42:17** — don't miss it.

Hurry! Only 4 licences left at this price.

| Solo | Studio (Most popular) | Agency |
|---|---|---|
| ~~$59~~ $39/mo | ~~$149~~ $99/mo | $249/mo |

Start your 7-day free trial. A credit card is required to begin.
When the trial ends your card is charged automatically every month.

[No thanks, I prefer losing clients](#)

Used by 3,500+ agencies.
`;

const PUSHY_PLANS = [
  { name: "Solo", price: 39, period: "month", features: ["1 brand", "Reports"] },
  { name: "Studio", price: 99, period: "month", features: ["10 brands", "Reports", "White label", "API"], highlighted: true },
  { name: "Agency", price: 249, period: "month", features: ["Unlimited brands", "Reports", "White label", "API", "SSO"] },
];

// A made-up, transparent pricing page for developers.
const CLEAN_PRICING = `# Simple pricing for developer teams

Start on the free plan. No credit card required.

| Hobby | Team | Enterprise |
|---|---|---|
| $0 | $25/mo per user | Contact us |

Every plan includes unlimited API requests and community support.
You can cancel anytime from your account settings, and we offer a 30-day money-back guarantee.
Our support desk is open Monday to Friday, 08:00–16:00 UTC.

> "Setup took an afternoon." — Ravi Menon, CTO at Quillbyte
`;

const CLEAN_PLANS = [
  { name: "Hobby", price: 0, period: "month", features: ["3 projects"] },
  { name: "Team", price: 25, period: "month", features: ["Unlimited projects", "Roles"] },
  { name: "Enterprise", price: null, period: null, features: ["SSO", "Audit log"] },
];

describe("analyzePsychologyLocal on a pushy pricing page", () => {
  const result = analyzePsychologyLocal({
    competitorName: "Pushly",
    pages: [{ url: "https://pushly.test/pricing", markdown: PUSHY_PRICING }],
    pricingPlans: PUSHY_PLANS,
  });
  const types = result.darkPatterns.map((p) => p.type);
  const tactics = result.techniques.map((t) => t.tactic);

  it("returns a valid analysis", () => {
    expect(psychologyAnalysisSchema.safeParse(result).success).toBe(true);
    expect(result.dataPoints).toBeGreaterThan(PUSHY_PLANS.length);
  });

  it("finds the countdown, the fake scarcity and the confirmshaming with evidence", () => {
    expect(types).toEqual(expect.arrayContaining(["Countdown Timer", "Low-stock Message", "Confirmshaming"]));
    const find = (t: string) => result.darkPatterns.find((p) => p.type === t)!;
    expect(find("Countdown Timer").evidence.join(" ")).toContain("05:42:17");
    expect(find("Low-stock Message").evidence.join(" ")).toContain("Only 4 licences left");
    expect(find("Confirmshaming").evidence.join(" ")).toContain("I prefer losing clients");
    expect(find("Confirmshaming").severity).toBe("high");
  });

  it("detects the struck-through anchor prices", () => {
    const anchoring = result.techniques.find((t) => t.tactic === "Price anchoring");
    // quoted as the visitor reads it: no markdown marks; the description names the struck prices
    expect(anchoring?.evidence).toEqual(expect.arrayContaining(["$59 $39/mo", "$149 $99/mo"]));
    expect(anchoring?.evidence.join(" ")).not.toContain("~~");
    expect(anchoring?.description).toContain("$59, $149");
    expect(anchoring?.effectiveness).toBe("high");
  });

  it("flags the card-required trial as forced continuity", () => {
    const continuity = result.techniques.find((t) => t.tactic === "Forced continuity");
    expect(continuity?.evidence.join(" ")).toContain("credit card is required");
    expect(continuity?.description).toContain("no 'cancel anytime' promise");
    expect(result.ethicalConcerns.find((c) => c.tactic === "Forced continuity")?.rating).toBe("manipulative");
    expect(result.weaknesses.some((w) => w.includes("payment card"))).toBe(true);
  });

  it("sees the highlighted middle plan and the charm prices", () => {
    const decoy = result.techniques.find((t) => t.tactic === "Default plan highlighting");
    expect(decoy?.evidence.join(" ")).toContain("Studio");
    expect(decoy?.description).toContain("centre-stage");
    expect(tactics).toContain("Charm pricing");
  });

  it("derives the profile from the page", () => {
    expect(result.profile.summary).toContain("Pushly");
    expect(result.profile.targetAudience).toMatch(/agencies/);
    expect(result.profile.targetAudience).toMatch(/39 per month/);
    expect(result.profile.emotionalTriggers).toEqual(expect.arrayContaining(["Time pressure", "Fear of missing out (scarcity)"]));
    expect(result.ethicalConcerns.some((c) => c.rating === "manipulative")).toBe(true);
    expect(result.counterTactics.some((c) => c.includes("05:42:17"))).toBe(true);
  });

  it("every technique and dark pattern cites text from the input", () => {
    for (const item of [...result.techniques, ...result.darkPatterns]) {
      expect(item.evidence.length).toBeGreaterThan(0);
    }
    for (const p of result.darkPatterns) {
      for (const e of p.evidence) expect(PUSHY_PRICING.replace(/\*\*/g, "")).toContain(e.replace(/…$/, "").slice(0, 20));
    }
  });
});

describe("analyzePsychologyLocal on a clean page", () => {
  const result = analyzePsychologyLocal({
    competitorName: "Quillbyte",
    pages: [{ url: "https://quillbyte.test/pricing", markdown: CLEAN_PRICING }],
    pricingPlans: CLEAN_PLANS,
  });

  it("reports no dark patterns and no manipulative concerns", () => {
    expect(result.darkPatterns).toEqual([]);
    expect(result.ethicalConcerns.every((c) => c.rating === "ethical")).toBe(true);
  });

  it("still recognises the honest persuasion techniques", () => {
    const tactics = result.techniques.map((t) => t.tactic);
    expect(tactics).toEqual(expect.arrayContaining(["Free-trial framing", "Risk reversal", "Authority and social proof"]));
    expect(tactics).not.toContain("Forced continuity");
    expect(tactics).not.toContain("Price anchoring");
    expect(result.profile.summary).toContain("No dark patterns were detected");
    expect(result.profile.targetAudience).toMatch(/developers/);
  });
});

describe("analyzePsychologyLocal confidence", () => {
  it("is low with little text and grows with more", () => {
    const tiny = analyzePsychologyLocal({
      competitorName: "Tiny",
      pages: [{ url: "https://tiny.test", markdown: "Welcome." }],
      pricingPlans: [],
    });
    const bigger = analyzePsychologyLocal({
      competitorName: "Quillbyte",
      pages: [{ url: "https://q.test", markdown: CLEAN_PRICING.repeat(6) }],
      pricingPlans: CLEAN_PLANS,
    });
    expect(tiny.confidence).toBeLessThan(0.2);
    expect(bigger.confidence).toBeGreaterThan(tiny.confidence);
    expect(bigger.confidence).toBeLessThanOrEqual(1);
  });

  it("handles no pages at all", () => {
    const empty = analyzePsychologyLocal({ competitorName: "None", pages: [], pricingPlans: [] });
    expect(empty.dataPoints).toBe(0);
    expect(empty.darkPatterns).toEqual([]);
    expect(empty.techniques).toEqual([]);
    expect(empty.counterTactics).toEqual([]);
    expect(empty.confidence).toBeLessThan(0.1);
    expect(empty.profile.summary).toContain("no page text");
  });
});

describe("the profile reads who the plans address, not how often a word appears", () => {
  const page = `# Build faster with Acme

Enterprise-grade security. Enterprise SSO. Enterprise support. Enterprise audit logs.

## Growth

For teams of 5 to 50 people. $19 per user per month.

## Scale

$49 per user per month.`;
  const plans = [
    { name: "Growth", price: 19, period: "month", features: ["Up to 50 users"], unit: "user" },
    { name: "Scale", price: 49, period: "month", features: ["SSO"], unit: "user" },
  ];
  const audience = {
    segment: "small teams" as const,
    also: ["enterprise" as const],
    evidence: [{ segment: "small teams" as const, kind: "seats" as const, text: "For teams of 5 to 50 people", page: "pricing" as const, plan: "Growth" }],
  };

  it("names the segment with its evidence when the scan read it", () => {
    const r = analyzePsychologyLocal({ competitorName: "Acme", pages: [{ url: "https://acme.test/pricing", markdown: page }], pricingPlans: plans, audience });
    expect(r.profile.targetAudience).toMatch(/^Addresses small teams: “For teams of 5 to 50 people” \(Growth plan\) on the pricing page, and also serves enterprise\./);
    expect(r.profile.targetAudience).not.toMatch(/Speaks mainly to enterprises/);
  });

  it("does not read a plan named Growth or Scale as an appeal to ambition", () => {
    const r = analyzePsychologyLocal({ competitorName: "Acme", pages: [{ url: "https://acme.test/pricing", markdown: page }], pricingPlans: plans, audience });
    expect(r.profile.emotionalTriggers.join(" ")).not.toMatch(/Ambition and growth/);
  });
});
