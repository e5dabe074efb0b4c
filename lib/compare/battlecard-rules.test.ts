import { describe, expect, it } from "vitest";
import type { MoveEvent } from "@/db/queries/battlecard";
import { missingFrom, sameThing } from "./battlecard-features";
import { checkPhrasing } from "./battlecard-model";
import { numbersIn } from "@/lib/ai/numbers";
import type { KeptPrediction, TrackRecord } from "@/lib/analysis/predict/track-record";
import { changeSource } from "./battlecard-input";
import { recordClaim } from "./battlecard-prediction";
import { techniqueCategory } from "./battlecard-tactics";

describe("the model's phrasing is checked against the claim's data", () => {
  const data = "At 10 seats, Sendwave Growth costs $1,299 a month against our Team at $120: $1,179 dearer for them.";

  it("keeps sentences whose numbers and names the claim holds, in any grouping", () => {
    expect(checkPhrasing("For 10 people Sendwave's Growth plan is $1299 a month. Our Team plan is $120.", data, ["Sendwave"])).toEqual({
      text: "For 10 people Sendwave's Growth plan is $1299 a month. Our Team plan is $120.",
      dropped: 0,
    });
  });

  it("drops a sentence with a number or a name that is not in the data", () => {
    expect(checkPhrasing("Growth costs $1,299 for 10 seats. That is 40% more than last year. Acme Corp moved to them.", data, ["Sendwave"])).toEqual({ text: "Growth costs $1,299 for 10 seats.", dropped: 2 });
    expect(checkPhrasing("They are cheaper at 12 seats.", data, [])).toEqual({ text: "", dropped: 1 });
  });

  it("reads numbers as values", () => {
    expect([...numbersIn("$1,299.50 and 12,5 on 2026-11-25")]).toEqual([1299.5, 12.5, 2026, 11, 25]);
  });
});

describe("features are matched loosely", () => {
  it("by case, punctuation, plurals and mostly shared words", () => {
    expect(sameThing("Time tracking", "time-tracking & reports")).toBe(true);
    expect(sameThing("Workflow automations", "Workflow automation")).toBe(true);
    expect(sameThing("Workflow automations", "Journey automation")).toBe(false);
    expect(sameThing("Slack", "Slack notifications")).toBe(true);
    expect(sameThing("Box", "Dropbox")).toBe(false);
  });

  it("lists what one side has and the other lacks, once", () => {
    expect(missingFrom(["Slack", "Shopify", "shopify", "Zapier"], ["slack", "Jira"])).toEqual(["Shopify", "Zapier"]);
  });
});

describe("tactic categories", () => {
  it("come from the tactic's name and description", () => {
    expect(techniqueCategory("Price anchoring", "A struck-through price")).toBe("anchoring");
    expect(techniqueCategory("Default plan highlighting", "Most popular badge")).toBe("default-plan");
    expect(techniqueCategory("Forced continuity", "Card required for the trial")).toBe("card-upfront");
    expect(techniqueCategory("Authority and social proof", "Logos of customers")).toBe("social-proof");
    expect(techniqueCategory("Something new", "unrelated words")).toBeNull();
  });
});

describe("the prediction's track record", () => {
  const DAY = 86_400_000;
  const start = Date.UTC(2025, 0, 1);
  const ev = (id: string, days: number): MoveEvent => ({ id, competitorId: "c1", competitorName: "Acme", type: "pricing", url: null, detectedAt: new Date(start + days * DAY), watchedSince: new Date(start) });
  const kept = (id: string, outcome: KeptPrediction["outcome"], resolvedByChangeId: string | null = null): KeptPrediction => ({
    id, kind: "pricing", what: "Acme changes its pricing again within 90 days", confidence: 0.7, madeAt: new Date(start).toISOString(), windowEnd: new Date(start + 90 * DAY).toISOString(),
    said: "move", outcome, resolvedAt: outcome ? new Date(start + 40 * DAY).toISOString() : null, resolvedByChangeId,
  });
  const own = changeSource(ev("own", 5), "Acme");

  it("is the kept predictions' record, as the insight words it, citing the changes that settled them", () => {
    const record: TrackRecord = { judged: 2, cameTrue: 1, open: 1, summary: "1 of 2 predictions came true", predictions: [kept("p3", null), kept("p2", "came_true", "b"), kept("p1", "did_not")] };
    const c = recordClaim(record, "Acme", [ev("a", 10), ev("b", 40)], [own])!;
    expect(c.text).toBe("Track record: 1 of 2 predictions came true (predictions kept for Acme after its scans, each judged when the move came or its 90-day window closed).");
    expect(c.sources.map((s) => s.id)).toEqual(["b", "own"]);
  });

  it("says when nothing is judged yet, and when nothing is kept yet", () => {
    const open: TrackRecord = { judged: 0, cameTrue: 0, open: 1, summary: "No prediction judged yet: the first is judged by 2025-04-01, when its 90-day window closes, or earlier if the move comes", predictions: [kept("p1", null)] };
    expect(recordClaim(open, "Acme", [], [own])!.text).toBe(`Track record: ${open.summary} (one prediction is open for Acme).`);
    const none: TrackRecord = { judged: 0, cameTrue: 0, open: 0, summary: "No prediction made yet", predictions: [] };
    const c = recordClaim(none, "Acme", [], [own])!;
    expect(c.text).toBe("Track record: No prediction made yet (one is kept for Acme after its next scan and judged within 90 days).");
    expect(c.sources).toEqual([own]);
  });
});
