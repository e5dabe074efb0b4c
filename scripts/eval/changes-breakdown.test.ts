import { describe, expect, it } from "vitest";
import type { PairResult } from "./changes-eval";
import type { RaisedChange } from "./changes-run";
import { breakdownLines, changeKind, duplicateOwners, kindBreakdown } from "./changes-breakdown";
import { scorePair, type TruthItem } from "./changes-score";
import { typeTally, typeTallyLines } from "./changes-types";

const change = (kind: string, description: string, facts: Record<string, unknown> = {}): RaisedChange => ({
  type: "pricing",
  importance: "medium",
  score: 50,
  kind,
  description,
  oldContent: null,
  newContent: null,
  facts: { kind, ...facts },
});

const item = (tokens: string[]): TruthItem => ({ type: "pricing", importance: "medium", match: [tokens] });

function pair(page: string, changes: RaisedChange[], items: TruthItem[]): PairResult {
  return {
    run: { page, from: "a", to: "b", fromIndex: 0, sameText: false, changes },
    judged: true,
    truth: { page, from: "a", to: "b", changes: items },
    score: scorePair(changes, items),
  };
}

describe("changeKind", () => {
  it("names a copy edit by what it did to the blocks, and a term by its fact", () => {
    expect(changeKind(change("plan_terms_changed", "x", { blocksBefore: [], blocksAfter: ["Backups daily"] }))).toBe("plan_terms_changed/added");
    expect(changeKind(change("plan_terms_changed", "x", { blocksBefore: ["Backups daily"], blocksAfter: [] }))).toBe("plan_terms_changed/removed");
    expect(changeKind(change("plan_terms_changed", "x", { blocksBefore: ["a"], blocksAfter: ["b"] }))).toBe("plan_terms_changed/edited");
    expect(changeKind(change("plan_terms_changed", "x", { blocksBefore: ["a"], blocksAfter: ["b"], cell: "Team" }))).toBe("plan_terms_changed/table cell");
    expect(changeKind(change("price_terms_changed", "x", { fact: { kind: "usage_rate" }, blocksBefore: ["a"], blocksAfter: ["b"] }))).toBe("price_terms_changed/usage_rate");
    expect(changeKind(change("price_changed", "x"))).toBe("price_changed");
  });
});

describe("kindBreakdown", () => {
  it("counts TP, duplicates and FP by pair class, per part", () => {
    const parts = new Map([["alpha", "tune" as const], ["beta", "check" as const]]);
    const pairs = [
      pair("alpha", [change("price_changed", "Starter price 9 → 12"), change("price_changed", "Starter now 12 a month"), change("title_changed", "Title edited")], [item(["starter", "12"])]),
      pair("alpha", [change("title_changed", "Title edited again")], []),
      pair("beta", [change("plan_added", "Plan Scale added")], [item(["scale"])]),
    ];
    pairs.push(pair("beta", [change("plan_removed", "Plan Scale removed"), change("plan_added", "Plan Growth added at 40")], [item(["scale"]), item(["growth", "45"])]));
    const b = kindBreakdown(pairs, parts);
    // "Growth" without "45": a partial report of the item, counted as near.
    expect(b.check.get("plan_added")).toMatchObject({ raised: 2, fpWithItems: 1, near: 1 });
    expect(b.tune.get("price_changed")).toEqual({ raised: 2, tp: 1, minor: 0, duplicate: 1, fpWithItems: 0, near: 0, fpNoItems: 0 });
    expect(b.tune.get("title_changed")).toEqual({ raised: 2, tp: 0, minor: 0, duplicate: 0, fpWithItems: 1, near: 0, fpNoItems: 1 });
    const lines = breakdownLines(b);
    const tuneAll = lines[lines.indexOf("check part:") - 1];
    expect(tuneAll.trim().split(/\s+/).slice(2)).toEqual(["4", "1", "3", "1", "1", "0", "1", "0"]);
    // The second report of "starter 12" is a duplicate of the price change the item went to.
    expect([...duplicateOwners(pairs, parts).tune]).toEqual([["price_changed ← price_changed", 1]]);
    expect(duplicateOwners(pairs, parts).check.size).toBe(0);
    // Kinds with most FP come first.
    expect(lines[lines.indexOf("tune part:") + 1]).toContain("title_changed");
  });
});

describe("typeTally", () => {
  it("counts found items by truth type → type raised, and missed items by truth type, per part", () => {
    const parts = new Map([["alpha", "tune" as const], ["beta", "check" as const]]);
    const feature: TruthItem = { type: "feature", importance: "medium", match: [["sso"]] };
    const pairs = [
      pair("alpha", [change("plan_terms_changed", "Team now includes SSO")], [feature, item(["team", "29"])]),
      pair("beta", [change("price_changed", "Starter 9 → 12")], [item(["starter", "12"])]),
    ];
    const t = typeTally(pairs, parts);
    expect([...t.tune.found]).toEqual([["feature → pricing (plan_terms_changed)", 1]]);
    expect([...t.tune.missed]).toEqual([["pricing/medium", 1]]);
    expect([...t.check.found]).toEqual([["pricing → pricing (price_changed)", 1]]);
    expect(t.check.missed.size).toBe(0);
    expect(typeTallyLines(t)[0]).toBe("Found items, tune part (truth type → type raised (kind)): feature → pricing (plan_terms_changed) 1");
  });
});
