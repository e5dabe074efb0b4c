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

  it("hangs a sub-list's items under the item above them; the list's other items under its lead-in", () => {
    const md = ["## Included", "", "Every plan includes:", "", "- 2 seats", "- Backups:", "  - 7 days on Starter", "    - restores by request", "  - 30 days on Growth", "- Email support"].join("\n");
    const blocks = parseBlocks(md);
    const parentOf = (text: string) => {
      const b = blocks.find((x) => x.text === text)!;
      return b.parent === null ? null : blocks[b.parent].text;
    };
    expect(parentOf("2 seats")).toBe("Every plan includes:");
    expect(parentOf("Backups:")).toBe("Every plan includes:");
    expect(parentOf("7 days on Starter")).toBe("Backups:");
    expect(parentOf("restores by request")).toBe("7 days on Starter");
    expect(parentOf("30 days on Growth")).toBe("Backups:");
    expect(parentOf("Email support")).toBe("Every plan includes:");
  });
});
