import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";
import { membersOf } from "./enumerated-prices";

describe("the priced members of a sentence", () => {
  it("are read with their names and amounts, the first one cut from the lead-in", () => {
    const members = membersOf("Teams can book a Bronze (€15/month), Silver (€40/month) or Gold (from €120/month) care plan from the console.");
    expect(members?.map((m) => [m.name, m.amount, m.money])).toEqual([
      ["Bronze", "€15/month", "EUR 15"],
      ["Silver", "€40/month", "EUR 40"],
      ["Gold", "from €120/month", "EUR 120"],
    ]);
  });

  it("are read when each amount follows its name, joined by the same word", () => {
    expect(membersOf("Seats come as Solo at $8/month, Crew at $30/month and Fleet at $90/month.")?.map((m) => `${m.name}: ${m.amount}`)).toEqual([
      "Solo: $8/month",
      "Crew: $30/month",
      "Fleet: $90/month",
    ]);
  });

  it("are no list in prose that states several amounts", () => {
    expect(membersOf("If you buy a $60/year block in one region, you pay $60 upfront and get $5/month of credit.")).toBeNull();
    expect(membersOf("The Studio plan costs $49/month.")).toBeNull();
  });
});

const supportPage = (sentence: string) =>
  html(
    "Pricing — Harbourline",
    `<h1>Pricing</h1><p>Harbourline bills your workspace for what it stores and sends.</p>
<h2>Storage</h2><p>Stored files cost $0.02 per GB-month.</p>
<h2>Help</h2><p>Forum help is free for every workspace. ${sentence}</p>
<p>Read the help centre for guides and answers.</p>`,
  );

function check(before: string, after: string, items: TruthItem[]) {
  expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));
}

describe("a sentence that lists priced packages", () => {
  const LISTED = "Faster help comes with a Bronze ($15/month), Silver ($40/month) or Gold (from $120/month) care plan.";

  it("added to a paragraph is one pricing change per package, the paragraph's other words none", () => {
    check(supportPage(""), supportPage(LISTED), [
      { type: "pricing", importance: "high", mustMention: ["Bronze", "$15"] },
      { type: "pricing", importance: "high", mustMention: ["Silver", "$40"] },
      { type: "pricing", importance: "high", mustMention: ["Gold", "$120"] },
    ]);
  });

  it("with one package repriced is one change for that package", () => {
    const after = LISTED.replace("$40/month", "$45/month");
    const raised = changesBetween(supportPage(LISTED), supportPage(after));
    check(supportPage(LISTED), supportPage(after), [{ type: "pricing", importance: "high", mustMention: ["Silver", "$40", "$45"] }]);
    expect(raised[0].description).toContain("Silver: $40/month → $45/month");
  });

  it("with a package taken out and the rest unchanged is one change for that package", () => {
    const after = "Faster help comes with a Bronze ($15/month) or Gold (from $120/month) care plan.";
    check(supportPage(LISTED), supportPage(after), [{ type: "pricing", importance: "high", mustMention: ["Silver", "$40"] }]);
  });

  it("reworded around the same packages and amounts raises no package change", () => {
    const after = "From the console you can add a Bronze ($15/month), Silver ($40/month) or Gold (from $120/month) care plan to get faster answers.";
    const raised = changesBetween(supportPage(LISTED), supportPage(after));
    expect(raised.length).toBeLessThanOrEqual(1);
    expect(raised.filter((c) => /Bronze: |Silver: |Gold: /.test(c.description))).toEqual([]);
  });
});

describe("a sentence with one amount", () => {
  it("changed stays one change of the sentence", () => {
    const before = supportPage("Priority help costs $15/month.");
    const after = supportPage("Priority help costs $19/month.");
    const raised = changesBetween(before, after);
    expect(raised).toHaveLength(1);
    expect(raised[0].text).toContain("$15");
    expect(raised[0].text).toContain("$19");
  });
});
