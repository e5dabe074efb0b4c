import { describe, expect, it } from "vitest";
import { planChangeConsequences, type CompetitorForPlan } from "./plan-change";

const c = (name: string, over: Partial<CompetitorForPlan> = {}): CompetitorForPlan => ({
  name,
  type: "competitor",
  status: "active",
  checkFrequency: "1d",
  createdAt: `2025-01-0${name.length}T00:00:00Z`,
  ...over,
});

describe("planChangeConsequences", () => {
  it("Pro → Free: pauses all but the oldest running competitor, slows checks, prunes history, lists lost features", () => {
    const list = [
      c("Mine", { type: "baseline", checkFrequency: "1h" }),
      c("Globex", { createdAt: "2025-01-02T00:00:00Z" }),
      c("Acme", { createdAt: "2025-01-01T00:00:00Z", checkFrequency: "1h" }),
      c("Initech", { createdAt: "2025-01-03T00:00:00Z", status: "paused" }),
    ];
    const r = planChangeConsequences("pro", "free", list);
    expect(r.paused).toEqual(["Globex"]);
    expect(r.slowed).toEqual(["Mine", "Globex", "Acme", "Initech"]);
    expect(r.lines[0]).toBe("Competitor limit goes from 10 to 1; you track 3. This one is paused: Globex. Nothing is deleted, and upgrading again resumes them.");
    expect(r.lines[1]).toBe("Checks run at most every week: Mine, Globex, Acme, Initech move to every week.");
    expect(r.lines[2]).toMatch(/^History is kept for 7 days/);
    expect(r.lines[3]).toBe("You lose e-mail alerts, API access (your API keys stop working), Dark Psychology Mode.");
  });

  it("a user within the new limit is told nothing needs pausing", () => {
    const r = planChangeConsequences("pro", "free", [c("Acme", { checkFrequency: "7d" })]);
    expect(r.paused).toEqual([]);
    expect(r.lines[0]).toBe("Competitor limit goes from 10 to 1; you track 1. Nothing needs to be paused.");
    expect(r.lines[1]).toBe("Checks run at most every week.");
  });

  it("an upgrade has no limit consequences", () => {
    expect(planChangeConsequences("free", "pro", [c("Acme")]).lines).toEqual([]);
    expect(planChangeConsequences("pro", "enterprise", [c("Acme")]).lines).toEqual([]);
  });
});
