/**
 * Stress histories, plan cards with no comparison table: a feature line moved from one card to
 * another, and a feature line extended with a qualifier. Pages are the project's own; truth items
 * are written from the two texts alone.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

interface Card { name: string; price: string; lines: string[] }

const card = (c: Card) =>
  `<div class="tier"><h3>${c.name}</h3><p class="amount">${c.price}<span> a month</span></p>` +
  `<ul>${c.lines.map((l) => `<li>${l}</li>`).join("")}</ul><a href="/join">Choose ${c.name}</a></div>`;
const page = (cards: Card[]) =>
  html(
    "Plans | Quillmere",
    `<h1>Plans for every studio</h1><div class="tiers">${cards.map(card).join("")}</div>` +
      `<h2>Questions</h2><h3>Is there a free trial?</h3><p>Every plan starts with a trial of two weeks.</p>`,
  );

const BASE: Card[] = [
  { name: "Solo", price: "$9", lines: ["2 boards", "Phone help", "Weekly digest"] },
  { name: "Studio", price: "$29", lines: ["15 boards", "Phone help", "Guest access"] },
  { name: "Agency", price: "$79", lines: ["Unlimited boards", "Phone help", "Guest access", "Brand kit"] },
];
const edit = (f: (cards: Card[]) => void): string => {
  const cards: Card[] = JSON.parse(JSON.stringify(BASE));
  f(cards);
  return page(cards);
};
const before = page(BASE);

describe("a feature line moved from one card to another, no comparison table", () => {
  const after = edit((c) => {
    c[2].lines = c[2].lines.filter((l) => l !== "Brand kit");
    c[1].lines.push("Brand kit");
  });

  it("is reported for both plans: the one that gained the line and the one that lost it", () => {
    const items: TruthItem[] = [
      { type: "pricing", importance: ["low", "medium"], mustMention: ["Studio", "Brand kit"] },
      { type: "pricing", importance: ["low", "medium"], mustMention: ["Agency", "Brand kit"] },
    ];
    expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));
  });

  it("the same line put in another order on one card still raises nothing", () => {
    expect(changesBetween(before, edit((c) => { c[2].lines = [...c[2].lines].reverse(); })).map((x) => x.description)).toEqual([]);
  });
});

describe("a feature line extended with a qualifier", () => {
  it("is one change labelled by the card's plan, not by its price line", () => {
    const raised = changesBetween(before, edit((c) => { c[0].lines[2] = "Weekly and monthly digest"; }));
    expect(raised).toHaveLength(1);
    expect(raised[0].description).toContain("Solo");
    expect(raised[0].description).not.toMatch(/\$9|a month/);
    expect(raised[0].text).toContain("weekly and monthly digest");
  });
});

describe("a line moved between sections of a page with no plans (the home page's copy)", () => {
  const features = (security: string[], sharing: string[]) =>
    html(
      "Quillmere",
      `<h1>Everything in one place</h1><h2>Security</h2><p>Kept safe by default.</p><ul>${security.map((l) => `<li>${l}</li>`).join("")}</ul>` +
        `<h2>Sharing</h2><p>Work with anyone.</p><ul>${sharing.map((l) => `<li>${l}</li>`).join("")}</ul>`,
    );
  it("raises nothing: the page states the same lines", () => {
    const raised = changesBetween(features(["Two-step sign-in", "Audit trail", "Link expiry"], ["Guest links"]), features(["Two-step sign-in", "Audit trail"], ["Guest links", "Link expiry"]), "home");
    expect(raised.map((c) => c.description)).toEqual([]);
  });
});
