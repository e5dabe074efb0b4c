import { describe, expect, it } from "vitest";
import type { ChangeEvent } from "@/lib/analysis/predict/next-move";
import { composeCompetitorReport, composeOverallReport } from "./compose";
import { whyItMatters, type ReportChange } from "./why";

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 5, 1, 12);
const acme = { id: "00000000-0000-4000-8000-00000000000a", name: "Acme" };
const beta = { id: "00000000-0000-4000-8000-00000000000b", name: "Beta" };

let n = 0;
function change(over: Partial<ReportChange> & { facts: Record<string, unknown> }, daysAgo: number, who = acme): ReportChange {
  n += 1;
  return {
    id: `c${n}`,
    competitorId: who.id,
    competitorName: who.name,
    type: "pricing",
    importance: "high",
    score: 90,
    description: "Pro plan: $49 → $59 per month",
    url: "https://acme.test/pricing",
    detectedAt: new Date(NOW - daysAgo * DAY),
    ...over,
  };
}

const event = (type: string, daysAgo: number, who = acme): ChangeEvent => ({ type, competitorId: who.id, competitorName: who.name, detectedAt: new Date(NOW - daysAgo * DAY) });

describe("why it matters", () => {
  it("reads a price increase as room to position on value, and sizes it", () => {
    const small = whyItMatters(change({ facts: { kind: "price_changed", plan: "Pro", direction: "increase", relativeChange: 0.1 } }, 1))!;
    expect(small).toContain("room to position on value");
    expect(small).toContain("by 10%");
    const big = whyItMatters(change({ facts: { kind: "price_changed", plan: "Pro", direction: "increase", relativeChange: 0.5 } }, 1))!;
    expect(big).toContain("switch offers");
    const cut = whyItMatters(change({ facts: { kind: "price_changed", plan: "Pro", direction: "decrease", relativeChange: -0.3 } }, 1))!;
    expect(cut).toMatch(/aggressive price move/);
  });

  it("tells an up-market integration from an ecosystem play", () => {
    const up = whyItMatters(change({ type: "integration", importance: "medium", facts: { kind: "integrations_added", items: ["Salesforce", "Okta"], count: 2 } }, 1))!;
    expect(up).toContain("moving up-market");
    const eco = whyItMatters(change({ type: "integration", importance: "medium", facts: { kind: "integrations_added", items: ["Zapier", "Trello"], count: 2 } }, 1))!;
    expect(eco).toContain("ecosystem play");
  });

  it("separates a big release from a small feature addition, and skips low-importance noise", () => {
    expect(whyItMatters(change({ type: "feature", facts: { kind: "features_added", items: ["SSO", "Audit log", "Roles"], count: 3 } }, 1))).toContain("significant release");
    expect(whyItMatters(change({ type: "feature", facts: { kind: "features_added", items: ["Dark mode"], count: 1 } }, 1))).toContain("closing a gap");
    expect(whyItMatters(change({ type: "feature", facts: { kind: "features_renamed", items: ["Time tracker"], renamedFrom: "Time tracking", count: 1 } }, 1))).toContain("renamed Time tracking to Time tracker");
    expect(whyItMatters(change({ type: "feature", facts: { kind: "features_described", items: ["Parallel builds"], count: 1 } }, 1))).toContain("changed what Parallel builds offers");
    expect(whyItMatters(change({ type: "design", importance: "low", facts: { kind: "design_changed" } }, 1))).toBeNull();
    expect(whyItMatters(change({ type: "content", importance: "low", facts: { kind: "copy_changed", changedWords: 3, totalWords: 400 } }, 1))).toBeNull();
    expect(whyItMatters(change({ type: "content", importance: "medium", facts: { kind: "copy_changed", changedWords: 200, totalWords: 400 } }, 1))).toContain("rewrote 50%");
  });

  it("reads a free plan as product-led and a custom plan as up-market", () => {
    expect(whyItMatters(change({ facts: { kind: "plan_features_changed", plan: "Team", removed: ["Up to 10 projects"], added: ["Up to 21 projects"] } }, 1))).toBe(
      "Acme changed what Team includes (Up to 10 projects → Up to 21 projects): compare the same line of your own plans.",
    );
    expect(whyItMatters(change({ facts: { kind: "plan_features_changed", plan: "Team", removed: ["Audit log"], added: [] } }, 1))).toContain("moved Audit log out of Team");
    expect(whyItMatters(change({ facts: { kind: "plan_added", plan: "Starter", price: 0 } }, 1))).toContain("product-led");
    expect(whyItMatters(change({ facts: { kind: "plan_added", plan: "Enterprise", price: null } }, 1))).toContain("up-market");
  });
});

describe("competitor report", () => {
  it("names the most notable change by its fact, both values, as the change's card does", () => {
    const changes = [
      change({ importance: "high", score: 90, description: "Pricing changed on the pricing page", facts: { kind: "price_changed", plan: "Team", oldPrice: 25, newPrice: 29, oldCurrency: "EUR", newCurrency: "EUR", oldPeriod: "month", newPeriod: "month", oldUnit: "seat", newUnit: "seat" } }, 2),
    ];
    const r = composeCompetitorReport({ competitor: acme, changes, events: [], now: NOW });
    expect(r.summary).toMatch(/Most notable: Team: €25 → €29 per seat\/month\.$/);
    expect(r.summary).not.toContain("Pricing changed on the pricing page");
  });

  it("lists the last 30 days newest first, explains them, and predicts from a regular history", () => {
    const changes = [
      change({ facts: { kind: "price_changed", plan: "Pro", direction: "increase", relativeChange: 0.2 } }, 3),
      change({ type: "feature", importance: "medium", score: 60, description: "Feature added: SSO", facts: { kind: "features_added", items: ["SSO"], count: 1 } }, 10),
      change({ facts: { kind: "price_changed", plan: "Team", direction: "increase", relativeChange: 0.1 } }, 45),
    ];
    const events = [0, 1, 2, 3, 4, 5].map((i) => event("pricing", 3 + i * 30));
    const r = composeCompetitorReport({ competitor: acme, changes, events, now: NOW });
    expect(r.competitorId).toBe(acme.id);
    expect(r.recentChanges.map((c) => c.description)).toEqual(["Pro plan: $49 → $59 per month", "Feature added: SSO"]);
    expect(r.summary).toContain("2 changes at Acme in the last 30 days");
    expect(r.summary).toContain("Most notable: Pro plan: $49 → $59 per month.");
    expect(r.whyItMatters[0]).toContain("room to position on value");
    expect(r.nextPrediction).not.toBeNull();
    // five moves after the first, every 30 days: a move within 90 days is likely, and expected within weeks
    expect(r.nextPrediction!.confidence).toBeGreaterThanOrEqual(0.8);
    expect(Date.parse(r.nextPrediction!.expectedAt!) - NOW).toBeLessThan(45 * DAY);
    expect(r.nextPrediction!.reasoning).toContain("6 pricing changes by Acme seen in 154 days of watching (one every 31 days)");
    expect(r.stats).toEqual({ changes: 2, high: 1, byType: { pricing: 1, feature: 1 } });
  });

  it("is honest about a single observed move and about no history at all", () => {
    const single = composeCompetitorReport({ competitor: acme, changes: [change({ facts: { kind: "price_changed", direction: "increase" } }, 2)], events: [event("pricing", 2)], now: NOW });
    expect(single.nextPrediction!.confidence).toBeLessThan(0.6);
    expect(single.nextPrediction!.reasoning).toMatch(/Only one pricing change by Acme has been seen so far/);
    expect(single.nextPrediction!.when).toMatch(/^by [A-Z][a-z]{2} \d{1,2}, \d{4}; as likely as not by [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const none = composeCompetitorReport({ competitor: beta, changes: [], events: [], now: NOW });
    expect(none.nextPrediction).toBeNull();
    expect(none.summary).toBe("No changes detected at Beta in the last 30 days.");
    expect(none.recentChanges).toEqual([]);
    expect(none.whyItMatters).toEqual([]);
  });

  it("a competitor that moves more often is likelier to move again; peers count", () => {
    const frequent = composeCompetitorReport({ competitor: acme, changes: [], events: [0, 1, 2, 3].map((i) => event("feature", 5 + i * 20)), now: NOW });
    const rare = composeCompetitorReport({ competitor: acme, changes: [], events: [5, 200].map((d) => event("feature", d)), now: NOW });
    expect(rare.nextPrediction!.confidence).toBeLessThan(frequent.nextPrediction!.confidence);
    const withBusyPeer = composeCompetitorReport({ competitor: acme, changes: [], events: [event("feature", 5), ...[10, 40, 70, 100, 130].map((d) => event("feature", d, beta))], now: NOW });
    expect(withBusyPeer.nextPrediction!.reasoning).toMatch(/its peers: one every \d+ days/);
  });
});

describe("overall report", () => {
  it("covers the given competitors only, names the most active and predicts across them", () => {
    const changes = [
      change({ facts: { kind: "price_changed", plan: "Pro", direction: "increase", relativeChange: 0.2 } }, 2),
      change({ type: "integration", importance: "medium", score: 60, description: "Integration added: Salesforce", facts: { kind: "integrations_added", items: ["Salesforce"] } }, 4),
      change({ type: "feature", importance: "medium", score: 60, description: "Feature added: API", facts: { kind: "features_added", items: ["API"], count: 1 } }, 5, beta),
      change({ type: "content", importance: "high", score: 80, description: "Own homepage rewrite", facts: { kind: "copy_changed", changedWords: 300, totalWords: 400 } }, 1, { id: "baseline", name: "Us" }),
    ];
    const events = [event("pricing", 2), event("pricing", 32), event("pricing", 62), event("feature", 5, beta)];
    const r = composeOverallReport({ competitors: [acme, beta], changes, events, now: NOW });
    expect(r.competitorId).toBeNull();
    expect(r.competitorName).toBe("All competitors");
    expect(r.summary).toContain("3 changes across 2 of 2 competitors");
    expect(r.summary).toContain("Most active: Acme (2 changes)");
    expect(r.recentChanges.map((c) => c.competitorName)).not.toContain("Us");
    expect(r.whyItMatters.some((w) => w.includes("moving up-market"))).toBe(true);
    expect(r.nextPrediction!.what).toContain("Acme");
  });

  it("says when nothing is tracked", () => {
    expect(composeOverallReport({ competitors: [], changes: [], events: [], now: NOW }).summary).toBe("No competitors are tracked yet.");
  });
});
