/**
 * Stress histories, plans: pricing pages the project wrote itself (cards in USD, a comparison table
 * in euros with German number format, yen cards), each edited the way a competitor edits a page.
 * The truth items are written from the two texts alone, as a reader who watches the competitor
 * would list what changed: one item per fact.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

interface Card {
  name: string;
  price: string;
  note?: string;
  features: string[];
}

const CARDS: Card[] = [
  { name: "Free", price: "$0", note: "forever", features: ["1 project", "Community support", "7-day history"] },
  { name: "Starter", price: "$12", note: "per user / month", features: ["3 projects", "Email support", "30-day history"] },
  { name: "Team", price: "$29", note: "per user / month", features: ["Unlimited projects", "Priority support", "1-year history", "SAML single sign-on"] },
  { name: "Enterprise", price: "Contact sales", features: ["Dedicated success manager", "Custom contract", "Audit log export"] },
];

const cardsPage = (cards: Card[], extra = "") =>
  html(
    "Pricing — Tallyboard",
    `<section class="hero"><h1>Plans that grow with your team</h1><p>Start free. Upgrade when your board gets busy.</p></section>
<section class="plans">${cards
      .map(
        (c) => `<div class="plan-card"><h3>${c.name}</h3><div class="price"><span class="amount">${c.price}</span>${c.note ? ` <span class="period">${c.note}</span>` : ""}</div>
<ul>${c.features.map((f) => `<li>${f}</li>`).join("")}</ul><a class="btn" href="/signup">Choose ${c.name}</a></div>`,
      )
      .join("\n")}</section>${extra}
<section class="faq"><h2>Questions</h2><h3>Can I change plans later?</h3><p>Yes, move up or down at any time from the billing settings.</p>
<h3>Do you offer discounts for non-profits?</h3><p>Write to us and we will look at what we can do.</p></section>`,
  );

const edit = (fn: (cards: Card[]) => Card[]) => cardsPage(fn(structuredClone(CARDS)));

function check(before: string, after: string, items: TruthItem[]) {
  expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));
}

describe("plan cards (USD)", () => {
  const base = cardsPage(CARDS);

  it("a price raised on one card is one high pricing change naming the plan and both prices", () => {
    const after = edit((cs) => cs.map((c) => (c.name === "Team" ? { ...c, price: "$35" } : c)));
    check(base, after, [{ type: "pricing", importance: "high", mustMention: ["Team", "29", "35"] }]);
  });

  it("a plan added between two others is one high change", () => {
    const after = edit((cs) => [...cs.slice(0, 3), { name: "Scale", price: "$79", note: "per user / month", features: ["Unlimited projects", "Phone support", "3-year history"] }, cs[3]]);
    check(base, after, [{ type: "pricing", importance: "high", mustMention: ["Scale", "79"] }]);
  });

  it("a plan taken away is one high change", () => {
    const after = edit((cs) => cs.filter((c) => c.name !== "Starter"));
    check(base, after, [{ type: "pricing", importance: "high", mustMention: ["Starter", "12"] }]);
  });

  it("a plan renamed with the same price and features is one change naming both names", () => {
    const after = edit((cs) => cs.map((c) => (c.name === "Team" ? { ...c, name: "Business" } : c)));
    check(base, after, [{ type: "pricing", importance: "high", mustMention: ["Team", "Business"] }]);
  });

  it("a limit changed in one card is one medium change naming the plan", () => {
    const after = edit((cs) => cs.map((c) => (c.name === "Starter" ? { ...c, features: ["5 projects", ...c.features.slice(1)] } : c)));
    check(base, after, [{ type: "pricing", importance: "medium", mustMention: ["Starter", "3", "5 projects"] }]);
  });

  it("a feature added to one card is one medium change naming the plan", () => {
    const after = edit((cs) => cs.map((c) => (c.name === "Team" ? { ...c, features: [...c.features, "Custom domains"] } : c)));
    check(base, after, [{ type: "pricing", importance: "medium", mustMention: ["Team", "Custom domains"] }]);
  });

  it("two plans repriced at once are two high changes", () => {
    const after = edit((cs) => cs.map((c) => (c.name === "Starter" ? { ...c, price: "$14" } : c.name === "Team" ? { ...c, price: "$32" } : c)));
    check(base, after, [
      { type: "pricing", importance: "high", mustMention: ["Starter", "12", "14"] },
      { type: "pricing", importance: "high", mustMention: ["Team", "29", "32"] },
    ]);
  });

  it("a price and a limit changed on two cards are two changes", () => {
    const after = edit((cs) =>
      cs.map((c) => (c.name === "Starter" ? { ...c, price: "$15" } : c.name === "Team" ? { ...c, features: c.features.map((f) => (f === "1-year history" ? "2-year history" : f)) } : c)),
    );
    check(base, after, [
      { type: "pricing", importance: "high", mustMention: ["Starter", "12", "15"] },
      { type: "pricing", importance: "medium", mustMention: ["Team", "2-year"] },
    ]);
  });
});

/** A comparison table: plans are columns, the first column names the row. German number format, euros. */
const TABLE_ROWS: Array<[string, string, string, string]> = [
  ["Preis", "9,90 € / Monat", "24,90 € / Monat", "59 € / Monat"],
  ["Nutzer", "1", "5", "20"],
  ["Speicher", "10 GB", "100 GB", "1 TB"],
  ["API-Zugang", "✗", "✓", "✓"],
  ["Support", "E-Mail", "E-Mail", "Telefon"],
];

const tablePage = (rows: Array<[string, string, string, string]>) =>
  html(
    "Preise – Datenhafen",
    `<h1>Preise</h1><p>Alle Preise zzgl. MwSt. Monatlich kündbar.</p>
<table><thead><tr><th></th><th>Basis</th><th>Pro</th><th>Business</th></tr></thead>
<tbody>${rows.map((r) => `<tr><th>${r[0]}</th>${r.slice(1).map((c) => `<td>${c}</td>`).join("")}</tr>`).join("\n")}</tbody></table>
<h2>Häufige Fragen</h2><h3>Kann ich jederzeit kündigen?</h3><p>Ja, zum Ende des laufenden Monats.</p>`,
  );

describe("comparison table (EUR, German format)", () => {
  const base = tablePage(TABLE_ROWS);
  const withCell = (row: number, col: number, value: string) => tablePage(TABLE_ROWS.map((r, i) => (i === row ? (r.map((c, k) => (k === col ? value : c)) as typeof r) : r)));

  it("a price cell changed is one high change naming the plan's column and both prices", () => {
    check(base, withCell(0, 2, "29,90 € / Monat"), [{ type: "pricing", importance: "high", mustMention: ["Pro", "24,90", "29,90"] }]);
  });

  it("a storage limit changed in one column is one medium change", () => {
    check(base, withCell(2, 3, "2 TB"), [{ type: "pricing", importance: "medium", mustMention: ["Business", "Speicher", "2 TB"] }]);
  });

  it("a plan added as a new column is one high change, its cells part of it", () => {
    const wide = (rows: Array<[string, string, string, string]>, extra: string[]) =>
      html(
        "Preise – Datenhafen",
        `<h1>Preise</h1><p>Alle Preise zzgl. MwSt. Monatlich kündbar.</p>
<table><thead><tr><th></th><th>Basis</th><th>Pro</th><th>Business</th>${extra.length ? "<th>Konzern</th>" : ""}</tr></thead>
<tbody>${rows.map((r, i) => `<tr><th>${r[0]}</th>${r.slice(1).map((c) => `<td>${c}</td>`).join("")}${extra.length ? `<td>${extra[i]}</td>` : ""}</tr>`).join("\n")}</tbody></table>
<h2>Häufige Fragen</h2><h3>Kann ich jederzeit kündigen?</h3><p>Ja, zum Ende des laufenden Monats.</p>`,
      );
    check(wide(TABLE_ROWS, []), wide(TABLE_ROWS, ["149 € / Monat", "100", "5 TB", "✓", "Persönlich"]), [{ type: "pricing", importance: "high", mustMention: ["Konzern", "149"] }]);
  });

  it("a cross turned into a check mark is one medium change: the plan now includes the row", () => {
    check(base, withCell(3, 1, "✓"), [{ type: "pricing", importance: "medium", mustMention: ["Basis", "API"] }]);
  });
});

const yenPage = (light: string, standard: string, premium = true) =>
  html(
    "料金プラン",
    `<h1>料金プラン</h1><p>すべてのプランで14日間無料でお試しいただけます。</p>
<div class="plans"><div class="plan"><h2>ライト</h2><p class="price">¥${light}<small>/月</small></p><ul><li>ユーザー3人まで</li><li>メールサポート</li></ul></div>
<div class="plan"><h2>スタンダード</h2><p class="price">¥${standard}<small>/月</small></p><ul><li>ユーザー20人まで</li><li>チャットサポート</li></ul></div>
${premium ? `<div class="plan"><h2>プレミアム</h2><p class="price">¥9,800<small>/月</small></p><ul><li>ユーザー無制限</li><li>専任サポート</li></ul></div>` : ""}</div>`,
  );

describe("yen cards", () => {
  it("a price change written with grouping separators is one high change", () => {
    check(yenPage("980", "2,980"), yenPage("980", "3,480"), [{ type: "pricing", importance: "high", mustMention: ["2980", "3480"] }]);
  });

  it("the top plan taken away is one high change", () => {
    check(yenPage("980", "2,980"), yenPage("980", "2,980", false), [{ type: "pricing", importance: "high", mustMention: ["9800"] }]);
  });
});
