import { describe, expect, it } from "vitest";
import type { MoveEvent } from "@/db/queries/battlecard";
import { missingFrom, sameThing } from "./battlecard-features";
import { checkPhrasing } from "./battlecard-model";
import { numbersIn } from "@/lib/ai/numbers";
import { trackRecord } from "./battlecard-prediction";
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
  const ev = (id: string, days: number, competitorId = "c1"): MoveEvent => ({ id, competitorId, competitorName: competitorId, type: "pricing", url: null, detectedAt: new Date(start + days * DAY), watchedSince: new Date(start) });

  it("judges a replayed call only once its 90-day window has closed", () => {
    const events = [ev("a", 10), ev("b", 40), ev("c", 70), ev("d", 100), ev("e", 130)];
    const early = trackRecord(events, "c1", "pricing", start, start + 100 * DAY);
    expect(early.judged).toBe(0);
    const later = trackRecord(events, "c1", "pricing", start, start + 400 * DAY);
    expect(later.judged).toBeGreaterThan(3);
    // frequent moves: the first calls say "another within 90 days" and one came each time
    expect(later.calls[0]).toMatchObject({ said: true, happened: true });
    expect(later.calls[0].resolvedBy?.id).toBe("b");
    // after the last move the record also holds calls that no move followed
    expect(later.calls.some((c) => !c.happened)).toBe(true);
    expect(later.cameTrue).toBe(later.calls.filter((c) => c.said === c.happened).length);
  });
});
