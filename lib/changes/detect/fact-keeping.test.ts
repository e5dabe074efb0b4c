import { describe, expect, it } from "vitest";
import { parseBlocks } from "./copy-blocks";
import { keepsEveryFact, pageWords } from "./fact-keeping";

// An invented pricing page: a paragraph about plans (the one rewritten), rates, and questions whose
// everyday words ("open", "should", "it") a rewording may reuse.
const PAGE = (plans: string) =>
  [
    "# Pricing",
    "",
    "## Notebooks",
    "",
    plans,
    "",
    "## Exports",
    "",
    "- PDF pages beyond your plan: $0.01 per page",
    "- Printed copies: $4 per copy",
    "",
    "## Questions",
    "",
    "Can I open a notebook offline? Yes, it is possible: it syncs at first connection, and every member can export it.",
    "",
    "Fresh notes that are part of a shared notebook are shown to each member as they type; the sidebar shows who is in. Should you need help, write to us.",
  ].join("\n");

const BEFORE = [
  "Notebooks are shared within a single team. Fresh teams are placed on the Solo plan, which keeps version history for 90 days. Teams that want guest access or longer history can switch to the Studio or Atelier plan.",
  "Exports to PDF are part of every plan apart from Solo; larger exports are charged by the page, as shown in the table below.",
];
const AFTER = [
  "Notebooks are shared within a single team. A team you open is placed on the Solo plan, which keeps version history for 90 days. Should a team want guest access or longer history, it can switch to the Studio or Atelier plan.",
  "Every plan apart from Solo can export to PDF; larger exports are charged by the page, as the table below shows.",
];

/** Is `after` (the paragraphs) `before` reworded, read on the invented page? */
function reworded(before: string[], after: string[]): boolean {
  const pages = { before: pageWords(parseBlocks(PAGE(before.join("\n\n")))), after: pageWords(parseBlocks(PAGE(after.join("\n\n")))) };
  return keepsEveryFact(before, after, pages);
}

const edit = (from: string, to: string) => AFTER.map((p) => p.replace(from, to));

describe("keepsEveryFact: two paragraphs reworded with the same facts", () => {
  it("a rewrite at length that keeps the figures, names and billing terms, in the page's own words, is rewording", () => {
    expect(reworded(BEFORE, AFTER)).toBe(true);
  });

  it("one figure changed is a fact", () => {
    expect(reworded(BEFORE, edit("90 days", "30 days"))).toBe(false);
  });

  it("one time unit changed beside the same figure is a fact", () => {
    expect(reworded(BEFORE, edit("90 days", "90 weeks"))).toBe(false);
  });

  it("a negation put in is a fact, written out or contracted", () => {
    expect(reworded(BEFORE, edit("it can switch", "it can no longer switch"))).toBe(false);
    expect(reworded(BEFORE, edit("it can switch", "it can't switch"))).toBe(false);
  });

  it("a plan named that was not named before is a fact", () => {
    expect(reworded(BEFORE, edit("Studio or Atelier plan", "Studio, Atelier or Gallery plan"))).toBe(false);
  });

  it("a billing term put in (free, a trial, a card) is a fact", () => {
    expect(reworded(BEFORE, edit("can export to PDF", "can export to PDF free"))).toBe(false);
    expect(reworded(BEFORE, edit("is placed on the Solo plan", "is placed on a trial of the Solo plan"))).toBe(false);
  });

  it("a sentence saying something new in words the page never used is a fact", () => {
    expect(reworded(BEFORE, edit("Should a team want guest access or longer history, it can switch", "Only owners holding admin rights may switch"))).toBe(false);
  });

  it("another text that shares few words with the old one is no rewording, even without figures", () => {
    expect(reworded(["Notebooks sync across phones and laptops."], ["Printed copies ship within a week of your order."])).toBe(false);
  });
});
