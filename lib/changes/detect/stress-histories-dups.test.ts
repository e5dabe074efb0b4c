/**
 * Stress histories, one edit seen by several readers: a row added to a table whose plans are
 * columns, cards rebuilt as a table with one limit changed, a figure in a card's badge. Each edit
 * is reported once, under its most specific type, naming the plan it concerns. Pages and wording
 * are the project's own.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

function check(before: string, after: string, items: TruthItem[]) {
  expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));
}

type Row = [string, string, string, string];
const ROWS: Row[] = [
  ["Price", "$9 / month", "$25 / month", "$70 / month"],
  ["Boards", "5", "50", "Unlimited"],
  ["Guests", "—", "✓", "✓"],
  ["Help desk", "Forum", "Email", "Phone"],
];

const gridPage = (rows: Row[]) =>
  html(
    "Pricing | Pinwheel",
    `<h1>Pricing</h1><p>Pick the plan that fits your crew. Switch whenever you like.</p>
<table><thead><tr><th></th><th>Solo</th><th>Crew</th><th>Fleet</th></tr></thead>
<tbody>${rows.map((r) => `<tr><th>${r[0]}</th>${r.slice(1).map((c) => `<td>${c}</td>`).join("")}</tr>`).join("\n")}</tbody></table>
<h2>Questions</h2><h3>Can I leave at any time?</h3><p>Yes, your plan ends with the month you paid for.</p>`,
  );

describe("a table whose plans are columns", () => {
  // A reader counts what each plan gained: one change per plan, the added row part of them, never a change of its own too.
  const items: TruthItem[] = [
    { type: "pricing", importance: "medium", mustMention: ["Crew", "Activity history"] },
    { type: "pricing", importance: "medium", mustMention: ["Fleet", "Activity history"] },
  ];

  it("a row of marks added for two plans is one change per plan", () => {
    check(gridPage(ROWS), gridPage([...ROWS.slice(0, 3), ["Activity history", "—", "✓", "✓"], ROWS[3]]), items);
  });

  it("a row of words added for two plans is one change per plan, not also one for the row", () => {
    check(gridPage(ROWS), gridPage([...ROWS.slice(0, 3), ["Activity history", "No", "Yes", "Yes"], ROWS[3]]), items);
  });

  it("a plan's month and year prices raised in their rows is one change: a year's total that twelve does not divide is that plan's annual price", () => {
    const yearly = (rows: Row[], year: string): Row[] => [rows[0], ["Yearly", "$90 / year", year, "$700 / year"], ...rows.slice(1)];
    const raised: Row[] = [["Price", "$9 / month", "$29 / month", "$70 / month"], ...ROWS.slice(1)];
    check(gridPage(yearly(ROWS, "$250 / year")), gridPage(yearly(raised, "$290 / year")), [{ type: "pricing", importance: "high", mustMention: ["Crew", "$29"] }]);
  });
});

interface Tier {
  name: string;
  price: string;
  seats: string;
  space: string;
}
const TIERS: Tier[] = [
  { name: "Pebble", price: "$6", seats: "2 seats", space: "10 GB space" },
  { name: "Boulder", price: "$18", seats: "10 seats", space: "200 GB space" },
  { name: "Summit", price: "$54", seats: "40 seats", space: "2 TB space" },
];

const tierCards = (tiers: Tier[]) =>
  html(
    "Plans | Cairnbox",
    `<h1>Plans</h1><p>Every plan is billed monthly.</p><div class="cards">${tiers
      .map((t) => `<div class="card"><h3>${t.name}</h3><p class="price">${t.price} per month</p><ul><li>${t.seats}</li><li>${t.space}</li></ul></div>`)
      .join("")}</div>`,
  );

const tierTable = (tiers: Tier[]) =>
  html(
    "Plans | Cairnbox",
    `<h1>Plans</h1><p>Every plan is billed monthly.</p><table><thead><tr><th></th>${tiers.map((t) => `<th>${t.name}</th>`).join("")}</tr></thead><tbody>
<tr><th>Price</th>${tiers.map((t) => `<td>${t.price} per month</td>`).join("")}</tr>
<tr><th>Seats</th>${tiers.map((t) => `<td>${t.seats}</td>`).join("")}</tr>
<tr><th>Space</th>${tiers.map((t) => `<td>${t.space}</td>`).join("")}</tr></tbody></table>`,
  );

describe("cards rebuilt as a table", () => {
  it("with one limit changed, is one change: the plan's limit", () => {
    const after = TIERS.map((t) => (t.name === "Boulder" ? { ...t, seats: "15 seats" } : t));
    check(tierCards(TIERS), tierTable(after), [{ type: "pricing", importance: "medium", mustMention: ["Boulder", "15"] }]);
  });
});

const badgeCards = (badge: string) =>
  html(
    "Pricing | Lanternly",
    `<h1>Pricing</h1><div class="row">${[
      ["Glow", "$5 per month", "1 site"],
      ["Beam", "$15 per month", "5 sites"],
      ["Flare", "$45 per month", "25 sites"],
    ]
      .map(
        ([name, price, sites], i) =>
          `<div class="col">${i === 2 ? `<span class="tag">${badge}</span>` : ""}<div class="head"><h3>${name}</h3><p>${price}</p></div><ul><li>${sites}</li></ul></div>`,
      )
      .join("")}</div>`,
  );

describe("a badge with a figure on a card", () => {
  it("its figure changed is one change naming the card's plan", () => {
    const raised = changesBetween(badgeCards("Yearly: 2 months free"), badgeCards("Yearly: 3 months free"));
    expect(raised).toHaveLength(1);
    expect(raised[0].description).toContain("Flare");
    expect(raised[0].text).toContain("3 months");
  });
});

describe("a section added to the home page", () => {
  const home = (extra: string) =>
    html(
      "Pinwheel — boards for crews",
      `<section><h1>Boards for busy crews</h1><p>Plan the week, share the load, ship on time.</p></section>
<section><h2>Every task in one place</h2><p>Cards, checklists and due dates that the whole crew can see.</p></section>${extra}
<section><h2>Loved by site managers</h2><p>Pinwheel keeps our crews on the same page.</p></section>`,
    );

  it("is one change naming the section, not a section change and a copy change", () => {
    const section = `<section><h2>Reports your client will read</h2><p>Pinwheel turns the week's cards into a one-page summary for the client.</p></section>`;
    const raised = changesBetween(home(""), home(section), "home");
    expect(raised.map((c) => `${c.type}: ${c.description}`)).toEqual([
      "content: Homepage: 1 section added (Reports your client will read); copy: 2 paragraphs added (“Reports your client will read”, “Pinwheel turns the week's cards into a one-page summary for the client.”)",
    ]);
  });

  it("a paragraph added under a kept section stays a copy change of its own", () => {
    const raised = changesBetween(home(""), home("<p>Now with offline mode for the yard.</p>"), "home");
    expect(raised.map((c) => `${c.type}: ${c.description}`)).toEqual(["content: Homepage copy changed: 1 paragraph added (“Now with offline mode for the yard.”)"]);
  });

  it("the main headline rewritten in other words is one headline change, not a section taken out and another put in", () => {
    const raised = changesBetween(home(""), home("").replace("Boards for busy crews", "The job site, organised"), "home");
    expect(raised.map((c) => `${c.type}: ${c.kind}: ${c.description}`)).toEqual(["content: headline_changed: Homepage headline changed: “Boards for busy crews” → “The job site, organised”"]);
  });

  it("a line replaced by an unrelated one is quoted, both sides", () => {
    const raised = changesBetween(home(""), home("").replace("Pinwheel keeps our crews on the same page.", "Rated 4.8 by 900 crews."), "home");
    expect(raised.map((c) => c.description)).toEqual(["Homepage copy changed: 1 paragraph added, 1 removed (added “Rated 4.8 by 900 crews.”; removed “Pinwheel keeps our crews on the same page.”)"]);
  });
});

describe("a plan's card and its yearly total", () => {
  interface Card { name: string; month: string; year: string; lines: Array<[string, boolean]> }
  const CARDS: Card[] = [
    { name: "Sprout", month: "$5", year: "$4", lines: [["Two crews", true], ["Shared calendar", true], ["Client portal", false]] },
    { name: "Grove", month: "$15", year: "$12", lines: [["Ten crews", true], ["Shared calendar", true], ["Client portal", true]] },
  ];
  const page = (cards: Card[]) =>
    html(
      "Pricing | Pinwheel",
      `<h1>Simple prices</h1><div class="cards">${cards
        .map(
          (c) => `<div class="card"><p class="title">${c.name}</p><div class="price"><span class="m">${c.month}</span><span class="y" style="display:none">${c.year}</span> per user / month</div>
<p class="yearly">Billed yearly at $${Number(c.year.slice(1)) * 12} per user</p>
<ul>${c.lines.map(([l, on]) => `<li class="${on ? "yes" : "no"}">${l}</li>`).join("")}</ul><a href="/signup">Start</a></div>`,
        )
        .join("\n")}</div>`,
    );

  it("a free card removed with a line it marks as not included is one change", () => {
    const free: Card = { name: "Seed", month: "$0", year: "$0", lines: [["One crew", true], ["Shared calendar", true], ["Client portal", false]] };
    const raised = changesBetween(page([free, ...CARDS]), page(CARDS));
    expect(raised.map((c) => c.type)).toEqual(["pricing"]);
    expect(raised[0].description).toContain("Seed plan removed");
  });

  it("the yearly total written beside an annual price is that price, not a change of its own", () => {
    const raised = changesBetween(page(CARDS), page([CARDS[0], { ...CARDS[1], month: "$18", year: "$15" }]));
    expect(raised.map((c) => c.type)).toEqual(["pricing"]);
    expect(raised[0].description).toContain("Grove");
  });
});
