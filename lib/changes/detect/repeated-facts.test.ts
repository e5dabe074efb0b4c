/**
 * One fact seen twice in one scan of a page is one change (issue 22 point 2): a new plan's card and a
 * line elsewhere that now names it; one date corrected in several sentences. Pages and wording are the
 * project's own.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

function check(before: string, after: string, items: TruthItem[]) {
  expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));
}

interface Card {
  name: string;
  price: string;
  lines: string[];
}
const DOCK: Card = { name: "Dock", price: "$8", lines: ["3 boats", "Email support"] };
const QUAY: Card = { name: "Quay", price: "$30", lines: ["25 boats", "Phone support"] };
const HARBOR: Card = { name: "Harbor", price: "$95", lines: ["200 boats", "A named contact"] };

const moorPage = (cards: Card[], large: string, refund = "Yes: ask within 14 days of paying and we return the full amount.") =>
  html(
    "Pricing | Moorline",
    `<h1>Pricing</h1><p>Berths for every fleet, billed each month.</p><div class="cards">${cards
      .map((c) => `<div class="card"><h3>${c.name}</h3><p class="price">${c.price} per month</p><ul>${c.lines.map((l) => `<li>${l}</li>`).join("")}</ul></div>`)
      .join("")}</div>
<h2>Which plan?</h2><ul><li>Single boats pick Dock</li><li>${large}</li></ul>
<h2>Questions</h2><h3>What if my fleet grows?</h3><p>Move up from your account page at any time.</p>
<h3>Can I get my money back?</h3><p>${refund}</p>`,
  );

describe("a new plan named again elsewhere on the page", () => {
  const before = moorPage([DOCK, QUAY], "Large fleets pick Quay");
  const after = (refund?: string) => moorPage([DOCK, QUAY, HARBOR], "Large fleets pick Harbor", refund);

  it("is one change: the plan added, the line that now names it its detail", () => {
    check(before, after(), [{ type: "pricing", importance: "high", mustMention: ["Harbor", "$95"] }]);
  });

  it("a line that names the new plan and changes a figure as well stays its own change", () => {
    const raised = changesBetween(moorPage([DOCK, QUAY], "Fleets over 20 boats pick Quay"), moorPage([DOCK, QUAY, HARBOR], "Fleets over 150 boats pick Harbor"));
    expect(raised).toHaveLength(2);
    expect(raised.filter((c) => c.text.includes("150"))).toHaveLength(1);
    expect(raised.filter((c) => c.text.includes("$95"))).toHaveLength(1);
  });
});

const allowancePage = (lead: string, transfer: string) =>
  html(
    "Pricing | Relayport",
    `<h1>Pricing</h1><p>Pay for the relays you run, by the hour.</p>
<h2>Included every month</h2><p>${lead}</p><ul><li>Up to 4 small relays</li><li>${transfer}</li><li>2 GB of logs</li></ul>
<h2>Relays</h2><p>A small relay is $0.004 per hour.</p>`,
  );

describe("a list of allowances under a lead-in", () => {
  it("under a lead-in that stays, a limit put in is still its own change", () => {
    const before = allowancePage("Free on every account:", "120 GB outbound transfer");
    const after = allowancePage("Free on every account:", "120 GB outbound transfer</li><li>3 custom domains");
    check(before, after, [{ type: "pricing", importance: "medium", mustMention: ["3", "custom domains"] }]);
  });
});

const seatPage = (seats: string, storage: string) =>
  html(
    "Pricing | Ledgerleaf",
    `<h1>Pricing</h1><p>One price per seat, storage by use.</p>
<h2>Seats</h2><p>${seats}</p>
<h2>Storage</h2><p>${storage}</p>
<h2>Support</h2><p>Every workspace gets help by chat on working days.</p>`,
  );

describe("one date corrected in every sentence that states it", () => {
  const seats = (day: string) => `Workspaces opened after ${day} March 2026 are billed per active seat each month, counted on the first working day of that month.`;
  const storage = (day: string, unit = "gigabyte") => `Storage is charged by the ${unit} for workspaces opened after ${day} March 2026, measured once a day and added to the monthly invoice.`;

  it("is one change", () => {
    const raised = changesBetween(seatPage(seats("2"), storage("2")), seatPage(seats("9"), storage("9")));
    expect(raised).toHaveLength(1);
    expect(raised[0].text).toContain("9 march");
  });

  it("a sentence that changes something else besides the date stays its own change", () => {
    const raised = changesBetween(seatPage(seats("2"), storage("2")), seatPage(seats("9"), storage("9", "terabyte")));
    expect(raised).toHaveLength(2);
    expect(raised.filter((c) => c.text.includes("terabyte"))).toHaveLength(1);
  });
});

describe("one figure changed in every row of a tier table that states it", () => {
  const tiers = (free: string) =>
    html(
      "Pricing | Relayhouse",
      `<h1>Pricing</h1><p>Start free, pay as you grow.</p><h2>Requests</h2><table><thead><tr><th>Monthly requests</th><th>Price per million</th></tr></thead><tbody>
<tr><td>First ${free} million</td><td>Free</td></tr><tr><td>${free} – 100 million</td><td>$0.40</td></tr><tr><td>Over 100 million</td><td>$0.30</td></tr></tbody></table>
<h2>Storage</h2><p>$0.25 per GB per month.</p>`,
    );

  it("is one change, reported at the row that states it first (the free tier)", () => {
    const raised = changesBetween(tiers("10"), tiers("20"));
    expect(raised).toHaveLength(1);
    expect(raised[0].description).toContain("First 10 million → First 20 million");
  });
});

describe("a plan's limit stated in its section and in the table of limits", () => {
  const kilnPage = (crew: string, cell: string, storage = "5 GB") =>
    html(
      "Pricing | Kilnworks",
      `<h1>Pricing</h1><p>Build pipelines for teams that ship.</p>
<h2>Starter</h2><p>Free for personal projects.</p><p>Includes 300 build minutes a month and one concurrent build.</p>
<h2>Crew</h2><p>$29 per month, billed monthly.</p><p>Includes ${crew} build minutes a month, two concurrent builds and email support.</p>
<h2>Foundry</h2><p>$99 per month, billed monthly.</p><p>Includes 10,000 build minutes a month, five concurrent builds and priority support.</p>
<h2>Limits by plan</h2><table><thead><tr><th>Limit</th><th>Starter</th><th>Crew</th><th>Foundry</th></tr></thead><tbody>
<tr><td>Build minutes</td><td>300</td><td>${cell}</td><td>10,000</td></tr>
<tr><td>Artifact storage</td><td>1 GB</td><td>${storage}</td><td>50 GB</td></tr></tbody></table>`,
    );

  it("changed in both places is one change, where the page states it first", () => {
    const raised = changesBetween(kilnPage("2,000", "2,000"), kilnPage("2,500", "2,500"));
    expect(raised).toHaveLength(1);
    expect(raised[0].description).toMatch(/^Crew: .*2,000 → 2,500/);
  });

  it("changed in the table only is the cell's change", () => {
    const raised = changesBetween(kilnPage("2,000", "2,000"), kilnPage("2,000", "2,500"));
    expect(raised.map((c) => c.description)).toEqual(["Pricing page (Limits by plan): Build minutes: Crew 2,000 → 2,500"]);
  });

  it("another row of the plan's column changed the same way is another limit: two changes", () => {
    const raised = changesBetween(kilnPage("2,000", "2,000", "2,000 MB"), kilnPage("2,500", "2,000", "2,500 MB"));
    expect(raised).toHaveLength(2);
    expect(raised.filter((c) => c.description.includes("Artifact storage"))).toHaveLength(1);
  });
});

describe("one term stated in the lead and in an answer", () => {
  const trialPage = (lead: string, answer: string, refund = "Yes, within 14 days of any payment.") =>
    html(
      "Pricing | Kilnworks",
      `<h1>Pricing</h1><p>${lead}</p>
<div class="cards"><div class="card"><h3>Starter</h3><p>$0 per month</p><ul><li>300 build minutes</li></ul></div>
<div class="card"><h3>Crew</h3><p>$29 per month</p><ul><li>2,000 build minutes</li></ul></div></div>
<h2>FAQ</h2><h3>How long is the trial?</h3><p>${answer}</p><h3>Can I get a refund?</h3><p>${refund}</p>`,
    );
  const lead = (days: number) => `Start with a ${days}-day free trial.`;
  const answer = (days: number) => `Every paid plan comes with a ${days}-day trial of all features.`;

  it("changed the same way in both is one change, where the page states it first", () => {
    const raised = changesBetween(trialPage(lead(14), answer(14)), trialPage(lead(30), answer(30)));
    expect(raised.map((c) => c.description)).toEqual(["Start with a free trial: 14-day → 30-day"]);
  });

  it("another term changed the same way (the refund window) stays its own change", () => {
    const raised = changesBetween(trialPage(lead(14), answer(14)), trialPage(lead(30), answer(30), "Yes, within 30 days of any payment."));
    expect(raised).toHaveLength(2);
    expect(raised.filter((c) => /refund|payment/i.test(c.text))).toHaveLength(1);
  });
});

describe("one billing cycle put on every card", () => {
  const cyclePage = (note: string) =>
    html(
      "Pricing | Moorline",
      `<h1>Pricing</h1><p>Berths for every fleet.</p>${[DOCK, QUAY]
        .map((c) => `<div class="card"><h3>${c.name}</h3><p class="price">${c.price} per month${note}</p><ul>${c.lines.map((l) => `<li>${l}</li>`).join("")}</ul></div>`)
        .join("")}<h2>Questions</h2><p>Move up from your account page at any time.</p>`,
    );

  it("is one medium billing term that names each card it was put on", () => {
    const raised = changesBetween(cyclePage(""), cyclePage(", billed annually"));
    expect(raised.map((c) => [c.type, c.importance, c.description])).toEqual([["pricing", "medium", "Pricing page (Dock, Quay): “$8 per month” → “$8 per month, billed annually”"]]);
  });
});
