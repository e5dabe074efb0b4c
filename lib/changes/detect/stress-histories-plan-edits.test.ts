/**
 * Stress histories, plan-term edits on a typical pricing page: plan cards with feature lists, a
 * comparison table with check marks and limits, an FAQ and a billing toggle, edited the way such
 * pages are (a line reworded on every card, a line moved between cards, a limit raised, list order
 * changed, a badge moved, a list re-cut in two, a tooltip changed, a lead-in edited, a footnote
 * marker, one line edited in the card and in the table). Pages are the project's own; truth items are
 * written from the two texts alone.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

interface Card { name: string; price: string; lead?: string; lines: string[]; badge?: string; tip?: string; lines2?: string[] }
interface Page { cards: Card[]; rows: Array<[string, string, string, string]>; faq: Array<[string, string]>; note?: string }

const li = (l: string) => `<li><span class="icon">✓</span>${l}</li>`;
const card = (c: Card) =>
  `<div class="card">${c.badge ? `<span class="badge">${c.badge}</span>` : ""}<h3>${c.name}</h3><p class="price">${c.price}<span> per month</span></p>` +
  `${c.lead ? `<p class="lead">${c.lead}</p>` : ""}<ul>${c.lines.map(li).join("")}</ul>${c.lines2 ? `<ul>${c.lines2.map(li).join("")}</ul>` : ""}` +
  `${c.tip ? `<span class="tooltip">${c.tip}</span>` : ""}<a href="/signup">Start now</a></div>`;
const page = (p: Page) =>
  html(
    "Pricing | Larkspur",
    `<h1>Simple pricing for growing teams</h1><div class="toggle"><button>Monthly</button><button>Yearly (save 20%)</button></div>` +
      `<div class="cards">${p.cards.map(card).join("")}</div>` +
      `<h2>Compare plans</h2><table><thead><tr><th>Feature</th><th>Starter</th><th>Growth</th><th>Scale</th></tr></thead><tbody>` +
      p.rows.map((r) => `<tr>${r.map((x) => `<td>${x}</td>`).join("")}</tr>`).join("") +
      `</tbody></table>${p.note ? `<p class="note">${p.note}</p>` : ""}<h2>Frequently asked questions</h2>` +
      p.faq.map(([q, a]) => `<h3>${q}</h3><p>${a}</p>`).join(""),
  );

const BASE: Page = {
  cards: [
    { name: "Starter", price: "$12", lines: ["3 projects", "Email support", "Basic reports"] },
    { name: "Growth", price: "$39", badge: "Most popular", lead: "Everything in Starter, plus:", lines: ["20 projects", "Priority support", "Custom reports", "Audit log"] },
    { name: "Scale", price: "$99", lead: "Everything in Growth, plus:", lines: ["Unlimited projects", "Dedicated manager", "Single sign-on"] },
  ],
  rows: [
    ["Projects", "3", "20", "Unlimited"],
    ["Reports", "Basic", "Custom", "Custom"],
    ["Audit log", "—", "✓", "✓"],
    ["Single sign-on", "—", "—", "✓"],
  ],
  faq: [
    ["Can I change plans later?", "Yes, you can move to another plan at any time from your settings."],
    ["Do you offer refunds?", "We refund any payment made in the last 14 days."],
  ],
};

const edit = (f: (p: Page) => void): string => {
  const p: Page = JSON.parse(JSON.stringify(BASE));
  f(p);
  return page(p);
};
const before = page(BASE);
const raisedFor = (after: string) => changesBetween(before, after);
const check = (after: string, items: TruthItem[]) => expect(verdict(raisedFor(after), items)).toEqual(expected(items));

describe("one fact stated on a card and in the comparison table", () => {
  it("a limit raised on one plan, card and table, is one change naming the plan and both values", () => {
    check(edit((p) => { p.cards[1].lines[0] = "30 projects"; p.rows[0][2] = "30"; }), [{ type: "pricing", importance: "medium", mustMention: ["Growth", "20", "30 projects"] }]);
  });

  it("a feature given to one plan, a longer line on the card and a mark in the table, is one change", () => {
    check(edit((p) => { p.cards[1].lines.push("Single sign-on with SAML"); p.rows[3][2] = "✓"; }), [{ type: "pricing", importance: "medium", mustMention: ["Growth", "Single sign-on"] }]);
  });

  it("a line moved from the top card up to the middle one (the top card keeps it through its lead-in) is the middle plan's gain only", () => {
    const after = edit((p) => {
      p.cards[2].lines = p.cards[2].lines.filter((l) => l !== "Single sign-on");
      p.cards[1].lines.push("Single sign-on");
      p.rows[3] = ["Single sign-on", "—", "✓", "✓"];
    });
    const raised = raisedFor(after);
    // The table still shows the top plan with it: no change says the top plan lost it.
    expect(raised.filter((c) => /Scale/.test(c.description))).toEqual([]);
    check(after, [{ type: "pricing", importance: "medium", mustMention: ["Growth", "Single sign-on"] }]);
  });
});

describe("the recommendation badge", () => {
  it("moved from one card to another is one change naming both plans", () => {
    const raised = raisedFor(edit((p) => { delete p.cards[1].badge; p.cards[2].badge = "Most popular"; }));
    expect(raised).toHaveLength(1);
    expect(raised[0].description).toMatch(/Growth.*Scale/);
    expect(raised[0].importance).toBe("low");
  });
});

describe("a card's line edited under a lead-in naming another plan", () => {
  // Feature lists set out under headings and lead-ins, not as priced cards: the copy diff reports the edit.
  const lists = (growth: string) =>
    html(
      "Pricing | Larkspur",
      `<h1>Pricing</h1><p>Plans start at $12 per month.</p><h3>Starter</h3><p>For one person.</p><ul><li>3 projects</li><li>Email support</li></ul>` +
        `<h3>Growth</h3><p>Everything in Starter, plus:</p><ul><li>20 projects</li><li>${growth}</li></ul><h2>FAQ</h2><h3>Can I cancel?</h3><p>Yes, at any time.</p>`,
    );
  it("is named by its card's heading", () => {
    const raised = changesBetween(lists("Audit log"), lists("Audit log with export"));
    expect(raised).toHaveLength(1);
    expect(raised[0].description).toContain("Growth");
    expect(raised[0].text).toContain("audit log with export");
  });
});

describe("edits that change no fact", () => {
  const quiet: Record<string, string> = {
    "a card's list put in another order": edit((p) => { p.cards[1].lines = [...p.cards[1].lines].reverse(); }),
    "a lead-in reworded": edit((p) => { p.cards[1].lead = "All Starter features, and:"; }),
    "a footnote marker put on a line": edit((p) => { p.cards[1].lines[1] = "Priority support*"; }),
    "a card's list cut into two lists": edit((p) => { p.cards[1].lines2 = p.cards[1].lines.slice(2); p.cards[1].lines = p.cards[1].lines.slice(0, 2); }),
  };
  for (const [name, after] of Object.entries(quiet)) it(`${name} raises nothing`, () => expect(raisedFor(after).map((c) => c.description)).toEqual([]));

  it("a footnote marker with the note it points to is one change, the note", () => {
    check(edit((p) => { p.cards[1].lines[1] = "Priority support*"; p.note = "* Priority support answers within one business day."; }), [
      { type: "pricing", importance: ["low", "medium"], mustMention: ["one business day"] },
    ]);
  });
});

describe("a card's lines joined or cut", () => {
  const growth = (lines: string[]) => edit((p) => { p.cards[1].lines = [...lines, "Priority support"]; });
  it("two lines joined into one, or one cut into two, stating the same raises nothing", () => {
    expect(changesBetween(growth(["20 projects", "5 seats"]), growth(["20 projects and 5 seats"])).map((c) => c.description)).toEqual([]);
    expect(changesBetween(growth(["20 projects and 5 seats"]), growth(["20 projects", "5 seats"])).map((c) => c.description)).toEqual([]);
  });

  it("a line cut with a figure changed is still a change of that plan", () => {
    const raised = changesBetween(growth(["20 projects and 5 seats"]), growth(["20 projects", "8 seats"]));
    expect(raised).toHaveLength(1);
    expect(raised[0].description).toContain("Growth");
    expect(raised[0].text).toContain("8 seats");
  });
});
