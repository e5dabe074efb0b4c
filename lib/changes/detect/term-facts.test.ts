import { describe, expect, it } from "vitest";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";

const CARDS = (proDomains: string, proBuilds: string, extra = "") =>
  [
    "# Plans",
    "",
    "Every plan is billed per workspace. Move between plans at any time from the settings page.",
    "",
    "## Starter",
    "",
    "- 1 custom domain",
    "- 2 concurrent builds",
    "",
    "## Pro",
    "",
    `- ${proDomains} custom domains`,
    `- ${proBuilds} concurrent builds`,
    extra,
  ].join("\n");

const kinds = (cs: ReturnType<typeof detectChanges>) => cs.map((c) => (c.facts.fact as { kind?: string } | undefined)?.kind ?? c.facts.kind);

describe("plan limits as facts", () => {
  it("reports each limit of a plan card that changed as its own change, named by plan and noun", () => {
    const changes = detectChanges(pricingPage(CARDS("5", "4")), pricingPage(CARDS("10", "8")));
    expect(changes.map((c) => c.description)).toEqual(["Pro: 5 → 10 custom domains", "Pro: 4 → 8 concurrent builds"]);
    expect(changes.map((c) => c.type)).toEqual(["pricing", "pricing"]);
    expect(kinds(changes)).toEqual(["plan_limit", "plan_limit"]);
    expect(changes[0].oldContent).toBe("5 custom domains");
    expect(changes[0].newContent).toBe("10 custom domains");
    expect(changes[0].facts.fact).toMatchObject({ plan: "Pro", label: "custom domains", before: { amount: 5 }, after: { amount: 10 } });
  });

  it("keeps the identity of the same noun in two plans apart (only Pro changed)", () => {
    const changes = detectChanges(pricingPage(CARDS("5", "4")), pricingPage(CARDS("5", "6")));
    expect(changes.map((c) => c.description)).toEqual(["Pro: 4 → 6 concurrent builds"]);
  });

  it("reads grouped thousands as one number (1,000 → 2,500) and a limit added to a card that stays", () => {
    const before = pricingPage(CARDS("1,000", "4"));
    const after = pricingPage(CARDS("2,500", "4", "- 3 team seats"));
    expect(detectChanges(before, after).map((c) => c.description)).toEqual(["Pro: 1,000 → 2,500 custom domains", "Pro: 3 team seats (new)"]);
  });

  it("a limit whose text only changes in markup or spacing is no change", () => {
    const md = CARDS("5", "4");
    expect(detectChanges(pricingPage(md), pricingPage(md.replace("- 5 custom domains", "- **5**  custom domains")))).toEqual([]);
  });
});

const TERMS = (trial: string, discount: string, prose = "Questions about billing? Write to us.") =>
  [
    "# Pricing",
    "",
    "## Billing",
    "",
    `Every paid plan starts with a ${trial} free trial, no card needed.`,
    "",
    `Save ${discount} when you pay for a year up front.`,
    "",
    prose,
  ].join("\n");

describe("trial and billing terms as facts", () => {
  it("reports a trial length and an annual discount that changed as one change each", () => {
    const changes = detectChanges(pricingPage(TERMS("14-day", "20%")), pricingPage(TERMS("30-day", "25%")));
    expect(changes.map((c) => c.description)).toEqual([
      "Every paid plan starts with a free trial, no card needed: 14-day → 30-day",
      "Save when you pay for a year up front: 20% → 25%",
    ]);
    expect(changes.map((c) => c.type)).toEqual(["pricing", "pricing"]);
    expect(kinds(changes)).toEqual(["duration", "percentage"]);
    expect(changes[0].facts.fact).toMatchObject({ before: { amount: 14, unit: "day" }, after: { amount: 30, unit: "day" } });
  });

  it("names a term in brackets without the bracket its quantity left open", () => {
    const page = (off: string) => pricingPage(["# Pricing", "", "## Billing", "", `Pay yearly (save ${off})`, "", "Questions about billing? Write to us."].join("\n"));
    expect(detectChanges(page("20%"), page("25%")).map((c) => c.description)).toEqual(["Pay yearly save: 20% → 25%"]);
  });

  it("reads a duration written as number + plural noun in another language (CLDR plural forms)", () => {
    const md = (n: string) => ["# Preise", "", "## Abrechnung", "", `Testen Sie alle Funktionen ${n} Tage lang kostenlos.`].join("\n");
    const changes = detectChanges(pricingPage(md("14")), pricingPage(md("30")));
    expect(changes.map((c) => c.description)).toEqual(["Testen Sie alle Funktionen lang kostenlos: 14 Tage → 30 Tage"]);
    expect(changes[0].facts.fact).toMatchObject({ kind: "duration", after: { amount: 30, unit: "day" } });
  });

  it("takes the term out of a larger edit so it is not reported twice", () => {
    const md = (trial: string, prose: string) => ["# Pricing", "", "## Billing", "", `Every paid plan starts with a ${trial} free trial, no card needed.`, "", prose].join("\n");
    const before = pricingPage(md("14-day", "Questions about billing? Write to us."));
    const after = pricingPage(md("30-day", "Questions about billing or invoices? Write to our billing team, we answer within a day."));
    const changes = detectChanges(before, after);
    expect(changes.map((c) => c.description).sort()).toEqual([
      "Every paid plan starts with a free trial, no card needed: 14-day → 30-day",
      "Pricing page (Billing): “Questions about billing? Write to us.” → “Questions about billing or invoices? Write to our billing team, we answer within a day.”",
    ]);
    const copy = changes.find((c) => c.description.startsWith("Pricing page"))!;
    expect(copy.oldContent).not.toContain("trial");
    expect(copy.newContent).not.toContain("30-day");
  });
});

describe("years in copy are not counts", () => {
  const YEAR_PAGE = (founded: string, copyright: string, credits = "500") =>
    [
      "# Pricing",
      "",
      "## Billing",
      "",
      `Trusted by finance teams since ${founded} across four continents.`,
      "",
      `Every workspace gets ${credits} free credits each month.`,
      "",
      `© ${copyright} Initech Systems Inc. All rights reserved.`,
    ].join("\n");

  it("a year that changed in a footer or a 'since' line is no count fact", () => {
    const changes = detectChanges(pricingPage(YEAR_PAGE("2019", "2024")), pricingPage(YEAR_PAGE("2018", "2025")));
    expect(kinds(changes)).not.toContain("count");
    expect(changes.map((c) => c.description).join("\n")).not.toMatch(/2024 → 2025|2019 → 2018/);
  });

  it("a count beside them is still a fact, and a four-digit number that is no year still counts", () => {
    const changes = detectChanges(pricingPage(YEAR_PAGE("2019", "2024")), pricingPage(YEAR_PAGE("2019", "2024", "750")));
    expect(changes.map((c) => c.description)).toEqual(["Every workspace gets free credits each month: 500 → 750"]);
    const big = detectChanges(pricingPage(YEAR_PAGE("2019", "2024", "5000")), pricingPage(YEAR_PAGE("2019", "2024", "7500")));
    expect(big.map((c) => c.description)).toEqual(["Every workspace gets free credits each month: 5000 → 7500"]);
  });
});

describe("terms stated in words", () => {
  const WORDED = (annual: string, invoices: string, note = "Prices exclude local taxes where they apply.") =>
    [
      "# Pricing",
      "",
      "## Billing",
      "",
      `- Yearly plan: ${annual}`,
      `- Pay by bank transfer: ${invoices}`,
      "",
      note,
    ].join("\n");

  it("reports a term switched on or off as one change naming the term, before and after", () => {
    const changes = detectChanges(pricingPage(WORDED("offered", "on request")), pricingPage(WORDED("withdrawn", "included")));
    expect(changes.map((c) => c.description)).toEqual(["Yearly plan: offered → withdrawn", "Pay by bank transfer: on request → included"]);
    expect(changes.map((c) => c.type)).toEqual(["pricing", "pricing"]);
    expect(kinds(changes)).toEqual(["worded", "worded"]);
    expect(changes[0].facts.fact).toMatchObject({ label: "Yearly plan", before: { value: "offered" }, after: { value: "withdrawn" } });
  });

  it("a term in words that came or went under a section that stays is its own change", () => {
    const without = ["# Pricing", "", "## Billing", "", "- Pay by bank transfer: on request", "", "Prices exclude local taxes where they apply."].join("\n");
    const added = detectChanges(pricingPage(without), pricingPage(WORDED("offered", "on request")));
    expect(added.map((c) => c.description)).toEqual(["Yearly plan: offered (new)"]);
    expect(kinds(added)).toEqual(["worded"]);
    const removed = detectChanges(pricingPage(WORDED("offered", "on request")), pricingPage(without));
    expect(removed.map((c) => c.description)).toEqual(["Yearly plan: offered (removed)"]);
  });

  it("is no change when only markup or case changes, and a long answer after a colon stays copy", () => {
    const md = WORDED("offered", "on request");
    expect(detectChanges(pricingPage(md), pricingPage(md.replace("- Yearly plan: offered", "- **Yearly plan:** Offered")))).toEqual([]);
    const faq = (a: string) => ["# Pricing", "", "## Questions", "", `- Can I change plans: ${a}`].join("\n");
    const changes = detectChanges(pricingPage(faq("yes, from the settings page at any time")), pricingPage(faq("yes, write to us and we move you the same day")));
    expect(kinds(changes)).not.toContain("worded");
  });
});
