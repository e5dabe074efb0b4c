import { describe, expect, it } from "vitest";
import { baselineSide, currentSide, diffWords, tokenize, type DiffPart } from "./word-diff";

const join = (parts: DiffPart[]) => parts.map((p) => p.text).join("");
const only = (parts: DiffPart[], kind: DiffPart["kind"]) => parts.filter((p) => p.kind === kind).map((p) => p.text);

describe("tokenize", () => {
  it("splits words, punctuation and whitespace and loses nothing", () => {
    const text = "Team plan: $12/month, billed yearly.\n  Don't miss it!";
    expect(tokenize(text).join("")).toBe(text);
    expect(tokenize("$12.50")).toEqual(["$", "12", ".", "50"]);
    expect(tokenize("Don't stop")).toEqual(["Don't", " ", "stop"]);
  });

  it("keeps letters of other scripts together", () => {
    expect(tokenize("Größe änderung 価格")).toEqual(["Größe", " ", "änderung", " ", "価格"]);
  });
});

describe("diffWords", () => {
  it("reports no change for identical texts", () => {
    const d = diffWords("Pro plan $44 per month", "Pro plan $44 per month");
    expect(d.parts).toEqual([{ kind: "equal", text: "Pro plan $44 per month", oldText: "Pro plan $44 per month" }]);
    expect(d.addedWords).toBe(0);
    expect(d.removedWords).toBe(0);
  });

  it("finds a replaced price inside a sentence", () => {
    const d = diffWords("Team plan: $12 per user/month", "Team plan: $15 per user/month");
    expect(only(d.parts, "removed")).toEqual(["12"]);
    expect(only(d.parts, "added")).toEqual(["15"]);
    expect(d.removedWords).toBe(1);
    expect(d.addedWords).toBe(1);
  });

  it("finds inserted and deleted words", () => {
    const ins = diffWords("Slack and Zapier", "Slack, Teams and Zapier");
    expect(only(ins.parts, "added").join("")).toBe(", Teams");
    expect(only(ins.parts, "removed")).toEqual([]);

    const del = diffWords("Fast, secure and reliable sync", "Fast and reliable sync");
    expect(only(del.parts, "removed").join("")).toBe(", secure");
    expect(only(del.parts, "added")).toEqual([]);
  });

  it("folds whitespace between neighbouring edits into one phrase", () => {
    const d = diffWords("The quick brown fox", "The slow red fox");
    expect(only(d.parts, "removed")).toEqual(["quick brown"]);
    expect(only(d.parts, "added")).toEqual(["slow red"]);
  });

  it("leaves whitespace-only differences unmarked and keeps each side's own spacing", () => {
    expect(diffWords("one two  three", "one two three").parts.every((p) => p.kind === "equal")).toBe(true);
    const d = diffWords("one two", "one\ntwo");
    expect(d.parts.every((p) => p.kind === "equal")).toBe(true);
    expect(join(baselineSide(d))).toBe("one two");
    expect(join(currentSide(d))).toBe("one\ntwo");
  });

  it("handles empty and missing sides", () => {
    expect(diffWords(null, "Brand new section").parts).toEqual([{ kind: "added", text: "Brand new section" }]);
    expect(diffWords("Removed block", undefined).parts).toEqual([{ kind: "removed", text: "Removed block" }]);
    expect(diffWords("", "").parts).toEqual([]);
    expect(diffWords(null, "Brand new section").addedWords).toBe(3);
  });

  it("reproduces both texts exactly from its sides", () => {
    const before = "Starter  $9/mo\nTeam $12 per user\nEnterprise: contact us";
    const after = "Starter $9/mo\nTeam $15 per user, billed yearly\nBusiness $29\nEnterprise: contact sales";
    const d = diffWords(before, after);
    expect(join(baselineSide(d))).toBe(before);
    expect(join(currentSide(d))).toBe(after);
    expect(baselineSide(d).some((p) => p.kind === "added")).toBe(false);
    expect(currentSide(d).some((p) => p.kind === "removed")).toBe(false);
  });

  it("gives a minimal edit for a change in the middle of long text", () => {
    const words = Array.from({ length: 3000 }, (_, i) => `w${i}`);
    const before = words.join(" ");
    const after = [...words.slice(0, 1500), "inserted", ...words.slice(1500)].join(" ");
    const d = diffWords(before, after);
    expect(d.coarse).toBe(false);
    expect(d.addedWords).toBe(1);
    expect(d.removedWords).toBe(0);
    expect(join(currentSide(d))).toBe(after);
  });

  it("falls back to one removal and one addition when texts differ too much", () => {
    const before = Array.from({ length: 400 }, (_, i) => `old${i}`).join(" ");
    const after = Array.from({ length: 400 }, (_, i) => `new${i}`).join(" ");
    const started = performance.now();
    const d = diffWords(before, after, 50);
    expect(performance.now() - started).toBeLessThan(500);
    expect(d.coarse).toBe(true);
    expect(join(baselineSide(d))).toBe(before);
    expect(join(currentSide(d))).toBe(after);
    expect(d.removedWords).toBe(400);
    expect(d.addedWords).toBe(400);
  });

  it("never marks a lone space as removed or added", () => {
    const d = diffWords("Includes 10 projects and email support.", "Includes unlimited projects, SSO and priority support.");
    for (const p of d.parts) if (p.kind !== "equal") expect(p.text.trim()).not.toBe("");
    expect(only(d.parts, "removed")).toEqual(["10", "email"]);
    expect(only(d.parts, "added").map((t) => t.trim())).toEqual(["unlimited", ", SSO", "priority"]);
    expect(join(baselineSide(d))).toBe("Includes 10 projects and email support.");
    expect(join(currentSide(d))).toBe("Includes unlimited projects, SSO and priority support.");
  });

  it("keeps scattered edits separate and in order", () => {
    const d = diffWords("a b c d e f g", "a X c d e Y g");
    expect(d.parts.map((p) => `${p.kind}:${p.text}`)).toEqual([
      "equal:a ",
      "removed:b",
      "added:X",
      "equal: c d e ",
      "removed:f",
      "added:Y",
      "equal: g",
    ]);
  });
});
