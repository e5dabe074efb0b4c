/**
 * Stress histories, limits and terms packed together: two limits in one card line, a plans-as-rows
 * limits table, an FAQ answer that changes two terms, an annual price, invoice terms, a rate put
 * into a paragraph that is reworded at the same time, two tiers' limit lists dropped in one rewrite.
 * Pages are the project's own; truth items are written from the two texts alone.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

function check(before: string, after: string, items: TruthItem[]) {
  expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));
}

const cardPage = (teamLine: string, teamAnnual: string, faq: string, invoices: string) =>
  html(
    "Pricing - Formcraft",
    `<h1>Pricing</h1>
<div class="pricing"><div class="tier"><h3>Personal</h3><p class="price">$0</p><ul><li>Up to 3 forms</li><li>100 responses a month</li></ul></div>
<div class="tier"><h3>Team</h3><p class="price">$30 <small>per month</small></p><p class="annual">${teamAnnual}</p><ul><li>${teamLine}</li><li>Custom branding</li><li>File uploads</li></ul></div></div>
<h2>FAQ</h2><h3>How does the trial work?</h3><p>${faq}</p>
<h3>How do I pay?</h3><p>${invoices}</p>`,
  );

const LINE = "Up to 5 editors and 10 GB of uploads";
const ANNUAL = "$24 per month, billed annually";
const FAQ_TEXT = "Team comes with a 14-day trial. A credit card is required to start it.";
const INVOICE = "We send an invoice each month; invoices are due within 30 days.";

describe("a card page with packed terms", () => {
  const base = cardPage(LINE, ANNUAL, FAQ_TEXT, INVOICE);

  it("two limits changed in one card line are two medium changes", () => {
    check(base, cardPage("Up to 10 editors and 20 GB of uploads", ANNUAL, FAQ_TEXT, INVOICE), [
      { type: "pricing", importance: "medium", mustMention: ["5", "10 editors"] },
      { type: "pricing", importance: "medium", mustMention: ["10 GB", "20 GB"] },
    ]);
  });

  it("an annual price lowered is one high change naming both amounts", () => {
    check(base, cardPage(LINE, "$20 per month, billed annually", FAQ_TEXT, INVOICE), [{ type: "pricing", importance: "high", mustMention: ["24", "20"] }]);
  });

  it("an FAQ answer that lengthens the trial and drops the card requirement is two changes", () => {
    const after = cardPage(LINE, ANNUAL, "Team comes with a 30-day trial. No credit card is required to start it.", INVOICE);
    // The trial's change names the trial, not the card sentence beside it.
    const trial = changesBetween(base, after).find((c) => c.description.includes("30-day"));
    expect(trial?.description).not.toMatch(/card/i);
    check(base, after, [
      { type: "pricing", importance: "medium", mustMention: ["14", "30"] },
      { type: "pricing", importance: ["medium", "high"], mustMention: ["no credit card"] },
    ]);
  });

  it("the card requirement dropped beside a trial that stays is a change (the trial's sentence is the same fact, not the whole block)", () => {
    check(base, cardPage(LINE, ANNUAL, "Team comes with a 14-day trial.", INVOICE), [{ type: "pricing", importance: ["medium", "high"], mustMention: ["credit card is required"] }]);
    check(base, cardPage(LINE, ANNUAL, "Team comes with a 14-day trial. No credit card is required to start it.", INVOICE), [{ type: "pricing", importance: ["medium", "high"], mustMention: ["no credit card"] }]);
  });

  it("a sentence put in beside a trial lengthened is a change of its own, quoting only that sentence", () => {
    const after = cardPage(LINE, ANNUAL, "Team comes with a 30-day trial. A credit card is required to start it. Trials end early on a refund request.", INVOICE);
    check(base, after, [
      { type: "pricing", importance: "medium", mustMention: ["14", "30"] },
      { type: "pricing", importance: ["low", "medium", "high"], mustMention: ["refund request"] },
    ]);
    expect(changesBetween(base, after).find((c) => c.text.includes("refund request"))?.description).not.toMatch(/credit card/i);
  });

  it("invoice terms shortened is one medium billing change", () => {
    check(base, cardPage(LINE, ANNUAL, FAQ_TEXT, "We send an invoice each month; invoices are due within 14 days."), [
      { type: "pricing", importance: "medium", mustMention: ["30", "14"] },
    ]);
  });
});

const rowsPage = (hobby: [string, string, string]) =>
  html(
    "Plans — Stackyard",
    `<h1>Plans</h1><p>Each plan sets the most a single service can use.</p>
<table><thead><tr><th>Plan</th><th>Memory</th><th>vCPU</th><th>Replicas</th></tr></thead><tbody>
<tr><td>Hobby</td><td>${hobby[0]}</td><td>${hobby[1]}</td><td>${hobby[2]}</td></tr>
<tr><td>Pro</td><td>32 GB</td><td>32</td><td>50</td></tr>
<tr><td>Enterprise</td><td>Custom</td><td>Custom</td><td>Custom</td></tr></tbody></table>`,
  );

describe("a limits table whose rows are the plans", () => {
  it("two limits changed in one plan's row are two medium changes naming the plan", () => {
    check(rowsPage(["8 GB", "8", "6"]), rowsPage(["16 GB", "8", "10"]), [
      { type: "pricing", importance: "medium", mustMention: ["Hobby", "Memory", "16 GB"] },
      { type: "pricing", importance: "medium", mustMention: ["Hobby", "Replicas", "10"] },
    ]);
  });
});

const prosePage = (storage: string) =>
  html(
    "Pricing | Blobhouse",
    `<h1>Storage pricing</h1><h2>Object storage</h2><p>${storage}</p><h2>Support</h2><p>Email support is included for every account.</p>`,
  );

describe("a rate put into a reworded paragraph", () => {
  it("is one high change for the new rate, nothing for the rewording", () => {
    const before = prosePage("Store as much as you like. Data is replicated across three zones in the region you choose.");
    const after = prosePage("Store as much as you need, replicated across three zones in your chosen region. Storage costs $0.015 per GB per month.");
    check(before, after, [{ type: "pricing", importance: "high", mustMention: ["0.015", "GB"] }]);
  });
});

// A plans guide whose tier sections each list their limits under a lead-in; a later version turns the
// sections into questions, keeps each tier's introduction in other words and drops the limit lists.
const guide = (body: string) =>
  html(
    "Plans - Kilnworks",
    `<h1>Plans</h1><p>Kilnworks has a plan for every studio.</p>${body}
<h2>Firing credits</h2><p>Each firing uses credits from your studio balance; unused credits roll over to the next month.</p>
<h2>Payment methods</h2><p>We take cards and bank transfers. Receipts are sent to the studio owner after each payment.</p>
<h2>Cancelling</h2><p>You can cancel from the studio settings. Your recipes stay readable until the end of the period.</p>
<h2>Contact</h2><p>Write to the studio desk.</p>`,
  );
const tierSection = (name: string, intro: string, limits: string[]) =>
  `<h2>${name}</h2><p>${intro}</p><p>Tier limits</p><ul>${limits.map((x) => `<li>${x}</li>`).join("")}</ul>`;

describe("a plans guide rewritten into questions", () => {
  const before = guide(
    tierSection("Apprentice", "Apprentice is for a single potter and costs nothing while you learn the wheel.", ["Up to 2 kilns per studio", "Max 4 GB of glaze recipes", "Firing logs kept for 7 days"]) +
      tierSection("Master", "Master is for busy workshops that fire every day, billed per seat.", ["Up to 25 kilns per studio", "Max 200 GB of glaze recipes", "Firing logs kept for 180 days"]),
  );
  const after = guide(
    `<h2>Questions</h2><h3>Which plan suits my studio?</h3><p>Apprentice is for a single potter, and it costs nothing while you learn the wheel.</p>` +
      `<p>Master is for busy workshops that fire every day; it is billed per seat.</p>`,
  );

  it("each tier's limits taken out is its own medium change; the questions one more", () => {
    const items: TruthItem[] = [
      { type: "pricing", importance: "medium", mustMention: ["Apprentice", "2 kilns", "4 GB"] },
      { type: "pricing", importance: "medium", mustMention: ["Master", "25 kilns", "200 GB"] },
      { type: "content", importance: "low", mustMention: ["Which plan suits my studio"] },
    ];
    const v = verdict(changesBetween(before, after), items);
    const want = expected(items);
    expect(v.items.slice(0, 2)).toEqual(want.items.slice(0, 2));
    // The rewording into questions is found as one change; its type and level are not this test's subject.
    expect(v.items[2].found).toBe(true);
    expect(v.count).toBe(3);
    expect(v.unmatched).toEqual([]);
  });
});
