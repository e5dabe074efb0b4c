import { describe, expect, it } from "vitest";
import { quote, segmentMarkdown } from "./segment";

describe("segmentMarkdown", () => {
  it("strips markdown syntax and keeps one segment per line", () => {
    const segs = segmentMarkdown("# Title\n\n- **Bold** item with [a link](https://x.test)\n> quoted", "u");
    expect(segs.map((s) => s.text)).toEqual(["Title", "Bold item with a link", "quoted"]);
  });

  it("records struck-through spans from ~~ and <del>", () => {
    const segs = segmentMarkdown("~~$50~~ $35 per seat\n<del>€20</del> €15", "u");
    expect(segs[0].struck).toEqual(["$50"]);
    expect(segs[0].marked).toContain("~~$50~~");
    expect(segs[0].text).toBe("$50 $35 per seat");
    expect(segs[1].struck).toEqual(["€20"]);
  });

  it("splits table rows into cells and skips separator rows", () => {
    const segs = segmentMarkdown("| Basic | Plus |\n|---|---|\n| $5 | $9 |", "u");
    expect(segs.map((s) => s.text)).toEqual(["Basic", "Plus", "$5", "$9"]);
  });

  it("keeps image alt text for logo detection", () => {
    const [seg] = segmentMarkdown("![Initech logo](/i.png)", "u");
    expect(seg.imageAlts).toEqual(["Initech logo"]);
  });

  it("splits long paragraphs into sentences", () => {
    const para = `${"Our tool helps you plan work across many projects and people. ".repeat(3)}It also exports reports.`;
    const segs = segmentMarkdown(para, "u");
    expect(segs.length).toBe(4);
    expect(segs[3].text).toBe("It also exports reports.");
  });

  it("quote shortens long evidence", () => {
    expect(quote("x".repeat(200), 20)).toHaveLength(20);
    expect(quote("  short  ")).toBe("short");
  });
});
