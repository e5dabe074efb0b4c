/**
 * Stress histories, plan cards read by their structure: a line above a card's heading (a badge)
 * edited is reported under that card, not the card before it; a definition-list value changed is
 * named by its term. Pages and wording are the project's own.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, html } from "@/tests/helpers/change-stress-kit";

const TIERS = [
  { name: "Sketch", price: "$7 per month", lines: ["1 editor", "3 shared folders"] },
  { name: "Studio", price: "$24 per month", lines: ["8 editors", "Unlimited shared folders"] },
  { name: "Bureau", price: "$68 per month", lines: ["40 editors", "Approval flows"] },
];

/** Cards of one grid; the middle card carries `badge` above its heading, in a wrapper of its own. */
const cardsPage = (badge: string) =>
  html(
    "Plans | Quillmark",
    `<h1>Plans</h1><div class="grid">${TIERS.map(
      (t, i) =>
        `<div class="tier">${i === 1 ? `<div class="ribbon">${badge}</div>` : ""}<div class="top"><h3>${t.name}</h3><p>${t.price}</p></div><ul>${t.lines.map((l) => `<li>${l}</li>`).join("")}</ul><a href="/join">Join</a></div>`,
    ).join("")}</div>`,
  );

describe("a badge above a card's heading", () => {
  it("edited, is reported under its own card", () => {
    const raised = changesBetween(cardsPage("Spring offer"), cardsPage("Spring offer until April 30"));
    expect(raised).toHaveLength(1);
    expect(raised[0].description).toContain("Studio");
    expect(raised[0].description).not.toContain("Sketch");
    expect(raised[0].text).toContain("april 30");
  });

  it("reworded without a new fact, is no change", () => {
    expect(changesBetween(cardsPage("Most chosen"), cardsPage("Our favourite")).map((c) => c.description)).toEqual([]);
  });
});

const listPage = (space: string) =>
  html(
    "Plans | Quillmark",
    `<h1>Plans</h1><p>One plan for every writer, $11 per month.</p><h2>Included</h2><dl><dt>Archive space</dt><dd>${space}</dd><dt>Shared folders</dt><dd>12</dd><dt>Help</dt><dd>Chat on weekdays</dd></dl>`,
  );

describe("a definition list of what a plan includes", () => {
  it("a value changed is named by its term, with both values", () => {
    const raised = changesBetween(listPage("3 GB"), listPage("8 GB"));
    expect(raised).toHaveLength(1);
    expect(raised[0].description).toContain("Archive space");
    expect(raised[0].text).toMatch(/3\b.*8 ?gb|3 gb.*8 gb/);
  });
});
