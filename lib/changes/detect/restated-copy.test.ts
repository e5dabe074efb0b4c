import { describe, expect, it } from "vitest";
import { diffPageCopy } from "./copy-diff";
import { unrestatedFigures } from "./restated-copy";

/** For each edit of the copy diff: its text and whether it only restructures figures the page keeps. */
function edits(before: string, after: string) {
  const d = diffPageCopy(before, after);
  return d.edits.map((e) => ({ text: [...e.before, ...e.after].map((x) => x.text).join(" / "), restated: unrestatedFigures(e, d.a, d.b)?.length === 0, left: unrestatedFigures(e, d.a, d.b) }));
}

const prose = "# Prices\nWe sell two plans. Solo is €9 a month for 3 projects. Studio is €29 a month for 20 projects.\n\nQuestions? Write to us.";
const cards = "# Prices\n## Solo\n€9 a month\n- 3 projects\n## Studio\n€29 a month\n- 20 projects\n\nQuestions? Write to us.";
const table = "# Prices\n| Plan | Price | Projects |\n| --- | --- | --- |\n| Solo | €9 a month | 3 |\n| Studio | €29 a month | 20 |\n\nQuestions? Write to us.";

describe("copy edits that restructure figures the page keeps", () => {
  it("prose turned into cards with the same prices and counts restates every figure", () => {
    const found = edits(prose, cards);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.restated)).toBe(true);
  });

  it("cards turned into a table with the same figures restates them", () => {
    expect(edits(cards, table).every((e) => e.restated)).toBe(true);
  });

  const columns = "# Prices\n| | Solo | Studio |\n| --- | --- | --- |\n| Price | €9 a month | €29 a month |\n| Projects | 3 projects | 20 projects |\n\nQuestions? Write to us.";

  it("cards turned into a table whose plans are columns restates them (a cell named by its column)", () => {
    expect(edits(cards, columns).every((e) => e.restated)).toBe(true);
  });

  it("cards turned into a table whose plans are columns with one count changed leaves only that count, old and new", () => {
    const found = edits(cards, columns.replace("20 projects", "25 projects"));
    expect(found.filter((e) => !e.restated).flatMap((e) => e.left ?? []).sort()).toEqual(["20 projects", "25 projects"]);
  });

  it("cards turned into a table with one count changed is a change", () => {
    const found = edits(cards, table.replace("| 20 |", "| 25 |"));
    expect(found.some((e) => !e.restated && e.text.includes("25"))).toBe(true);
  });

  it("a row taken away whose price another, unchanged row still states is a change", () => {
    const before = "## Extras\n| Extra | Price |\n| --- | --- |\n| Audit log | €50/month |\n| Phone support | €50/month |";
    const after = "## Extras\n| Extra | Price |\n| --- | --- |\n| Audit log | €50/month |";
    expect(edits(before, after).map(({ text, restated }) => ({ text, restated }))).toEqual([{ text: "Phone support | €50/month", restated: false }]);
  });

  it("a sentence reworded around the same price is left to the copy diff", () => {
    const before = "## Solo\nSolo costs €9 a month.";
    const after = "## Solo\nSolo costs €9 a month, billed once a year.";
    expect(edits(before, after).map((e) => e.restated)).toEqual([false]);
  });

  it("a section added with a new feature line and no figure is a change", () => {
    const after = cards.replace("- 20 projects", "- 20 projects\n## Agency\n- Client billing");
    expect(edits(cards, after).map((e) => e.restated)).toEqual([false]);
  });
});
