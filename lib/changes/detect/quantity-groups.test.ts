import { describe, expect, it } from "vitest";
import { factOf } from "@/lib/changes/fact-view";
import { factKind } from "@/lib/changes/score/fact-kind";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";
import { quantitiesIn } from "./quantity-groups";

const page = (section: string[]) =>
  ["# Plans", "", "Every workspace starts on a plan and can move between plans at any time.", "", ...section, "", "## Contact", "", "Write to us any time."].join("\n");

// Two tiers, each a section with an introduction and a list of its limits under a lead-in line.
const tiers = (garden: string[], orchard: string[]) =>
  page([
    "## Garden",
    "",
    "Garden is for a single grower and stays free while you try things out.",
    "",
    "What you get:",
    "",
    ...garden.map((x) => `- ${x}`),
    "",
    "## Orchard",
    "",
    "Orchard is for teams that ship every week, billed per seat.",
    "",
    "What you get:",
    "",
    ...orchard.map((x) => `- ${x}`),
  ]);

// The tier sections rewritten into questions: introductions kept in other words, limit lists gone.
const QUESTIONS = (limits: string[]) =>
  page([
    "## Questions",
    "",
    "### Which tier suits me?",
    "",
    "Garden is for a single grower, and it stays free while you try things out.",
    "",
    "Orchard is for teams that ship every week; it is billed per seat.",
    "",
    "### What are the limits?",
    "",
    ...limits,
  ]);

const GARDEN = ["Up to 3 seedlings per bed", "At most 2 GB of compost storage", "Harvest logs kept for 7 days"];
const ORCHARD = ["Up to 40 seedlings per bed", "At most 50 GB of compost storage", "Harvest logs kept for 90 days"];

const text = (c: { description: string; oldContent: string | null; newContent: string | null }) => `${c.description} ${c.oldContent ?? ""} ${c.newContent ?? ""}`;

describe("limits of several owners changed in one edit", () => {
  it("reads quantities with their nouns, not money, days of a month or years", () => {
    expect(quantitiesIn("Up to 3 seedlings and 2 GB of storage, 30-day history")).toEqual(["3 seedlings", "2 gigabyte", "30 day"]);
    // The same size or length in other words is the same quantity.
    expect(quantitiesIn("2 gigabytes of storage, history for 30 days")).toEqual(["2 gigabyte", "30 day"]);
    expect(quantitiesIn("From March 4, 2031 we charge $5 per seat")).toEqual([]);
    expect(quantitiesIn("Starting 4 March the price is 12 € a month")).toEqual([]);
  });

  it("two tiers' limit lists taken out in one rewrite are one change per tier", () => {
    const after = QUESTIONS(["Both tiers now share one fair-use policy, described in our handbook."]);
    const changes = detectChanges(pricingPage(tiers(GARDEN, ORCHARD)), pricingPage(after));
    const garden = changes.filter((c) => /3 seedlings/.test(text(c)));
    const orchard = changes.filter((c) => /40 seedlings/.test(text(c)));
    expect(garden).toHaveLength(1);
    expect(orchard).toHaveLength(1);
    expect(garden[0]).not.toBe(orchard[0]);
    expect(text(garden[0])).not.toMatch(/40 seedlings/);
    // Each is named by the tier it belonged to, a plan limit the user can thumb on its own.
    expect(garden[0].description).toMatch(/Garden · What you get/);
    expect(orchard[0].description).toMatch(/Orchard · What you get/);
    expect(garden[0].type).toBe("pricing");
    expect(factKind(orchard[0].facts)).toBe("plan_limit");
    expect(factOf(orchard[0].facts)?.before).toMatch(/50 GB/);
    // The new wording is a change of its own.
    const policy = changes.filter((c) => /fair-use/.test(text(c)));
    expect(policy).toHaveLength(1);
    expect(text(policy[0])).not.toMatch(/seedlings/);
  });

  it("two tiers whose limits change in place are one change per tier", () => {
    const garden = ["Up to 5 seedlings per bed", "At most 2 GB of compost storage", "Harvest logs kept for 14 days"];
    const orchard = ["Up to 60 seedlings per bed", "At most 80 GB of compost storage", "Harvest logs kept for 90 days"];
    const changes = detectChanges(pricingPage(tiers(GARDEN, ORCHARD)), pricingPage(tiers(garden, orchard)));
    const mentions = (s: string) => changes.filter((c) => text(c).includes(s));
    expect(mentions("5 seedlings")).toHaveLength(1);
    expect(mentions("60 seedlings")).toHaveLength(1);
    expect(mentions("5 seedlings")[0]).not.toBe(mentions("60 seedlings")[0]);
  });

  it("one tier's limit list taken out in such a rewrite stays one change with its wording", () => {
    const before = tiers(GARDEN, ORCHARD).replace(/## Orchard[\s\S]*(?=## Contact)/, "");
    const after = QUESTIONS(["Garden now comes with a fair-use policy."]).replace(/\nOrchard is for[^\n]*\n/, "\n");
    const changes = detectChanges(pricingPage(before), pricingPage(after));
    expect(changes.filter((c) => factKind(c.facts) === "plan_limit" && /What you get/.test(c.description))).toHaveLength(0);
    const lists = changes.filter((c) => /3 seedlings/.test(text(c)));
    expect(lists).toHaveLength(1);
    expect(text(lists[0])).toMatch(/fair-use/);
  });

  it("lists reworded around the same figures are not limits that changed", () => {
    const reword = (x: string) => x.replace("Up to", "No more than").replace("GB", "gigabytes");
    const garden = GARDEN.map(reword);
    const orchard = ORCHARD.map(reword);
    const changes = detectChanges(pricingPage(tiers(GARDEN, ORCHARD)), pricingPage(tiers(garden, orchard)));
    expect(changes.filter((c) => factKind(c.facts) === "plan_limit")).toHaveLength(0);
  });
});
