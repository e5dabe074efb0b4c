import { describe, expect, it } from "vitest";
import { parseBlocks } from "./copy-blocks";

describe("copy blocks", () => {
  it("keeps the figure a paragraph starts with; strips the marks of headings, list items and quotes", () => {
    const md = ["## Plans", "", "12.99€ per month, billed yearly.", "", "1. First step", "", "- 1.200,00 € one-time", "", "> Quoted line"].join("\n");
    expect(parseBlocks(md).map((b) => b.text)).toEqual(["Plans", "12.99€ per month, billed yearly.", "First step", "1.200,00 € one-time", "Quoted line"]);
  });

  it("reads the paragraph's amount as written", () => {
    const [para] = parseBlocks("12.99€ per month");
    expect(para.money).toEqual(["EUR 12.99"]);
  });
});
