import { describe, expect, it } from "vitest";
import type { RaisedChange } from "./changes-run";
import { scorePair, type Level, type TruthItem } from "./changes-score";

const change = (description: string, type = "pricing", importance: Level = "high"): RaisedChange => ({
  type,
  importance,
  score: 50,
  kind: "copy_changed",
  description,
  oldContent: null,
  newContent: null,
  facts: {},
});

const item = (tokens: string[], type = "pricing", importance: Level = "high"): TruthItem => ({ type, importance, match: [tokens] });

describe("scorePair matching", () => {
  it("finds as many items as the changes can report, one change per item", () => {
    // The first change mentions both items; the second only the first one.
    const raised = [change("Team and Starter plans changed"), change("Team plan changed")];
    const s = scorePair(raised, [item(["Team"]), item(["Starter"])]);
    expect([s.tp, s.fp, s.found]).toEqual([2, 0, 2]);
  });

  it("counts a second report of an item already found as a false positive", () => {
    const s = scorePair([change("Team plan: $10 → $12"), change("Team plan price changed")], [item(["Team"])]);
    expect([s.tp, s.fp, s.found]).toEqual([1, 1, 1]);
  });

  it("gives a change that mentions two items to the one whose type and importance it shares, in any order", () => {
    const items = [item(["Team", "intro"], "content", "low"), item(["Team"], "pricing", "high")];
    const pricing = change("Team plan intro: $10 → $12", "pricing", "high");
    const other = change("Footer links changed", "content", "low");
    for (const raised of [[pricing, other], [other, pricing]]) {
      const s = scorePair(raised, items);
      expect([s.tp, s.typeOk, s.importanceOk]).toEqual([1, 1, 1]);
      expect(s.missed).toEqual([0]);
    }
  });

  it("still prefers finding one more item to agreeing on type", () => {
    // Change A reports both items and agrees with the first; change B reports only the first.
    const items = [item(["Team"], "pricing", "high"), item(["Starter"], "content", "low")];
    const s = scorePair([change("Team and Starter", "pricing", "high"), change("Team", "content", "low")], items);
    expect(s.found).toBe(2);
  });

  it("leaves items no change mentions missed", () => {
    const s = scorePair([], [item(["Team"])]);
    expect([s.tp, s.fp, s.found, s.missed]).toEqual([0, 0, 0, [0]]);
  });
});
