import { describe, expect, it } from "vitest";
import { seatCap } from "@/lib/pricing/team-cost";
import { planCost, saving } from "./costs";
import { finish } from "./finish";
import { statedLine, statedPct, statedSavings } from "./focus";
import { priceMove } from "./history";
import { clip } from "./markdown";
import { readSlots } from "./slots";

const plan = (over: Partial<Parameters<typeof planCost>[0]> = {}) => ({ name: "Team", price: 14, currency: "USD", period: "month" as const, unit: "user", annualPrice: 12, highlighted: false, features: [], addOns: [], ...over });

describe("question slots", () => {
  it("reads team sizes, periods, windows, rankings, kinds of change, us and next", () => {
    expect(readSlots("How much would Docuvine cost for 10 users?").seats).toBe(10);
    expect(readSlots("Which is cheapest for a team of five?").seats).toBe(5);
    expect(readSlots("price for 3 agents billed annually")).toMatchObject({ seats: 3, period: "year" });
    expect(readSlots("Annual vs monthly prices").bothPeriods).toBe(true);
    expect(readSlots("What changed this week?").windowDays).toBe(7);
    expect(readSlots("What changed in the last 30 days?").windowDays).toBe(30);
    expect(readSlots("Rank competitors by number of integrations").rank).toEqual({ metric: "integrations", order: "all" });
    expect(readSlots("Which competitor is the most expensive?").rank).toEqual({ metric: "price", order: "desc" });
    expect(readSlots("Which competitors have more integrations than us?")).toMatchObject({ moreThan: "integrations", aboutUs: true });
    expect(readSlots("Which competitors raised their prices?").changeKind).toBe("raise");
    expect(readSlots("Who removed a plan?")).toMatchObject({ changeKind: "removed", changeObject: "plan" });
    expect(readSlots("Who integrates with Dropbox?").changeKind).toBeNull();
    expect(readSlots("What will Sendwave do next?").next).toBe(true);
    expect(readSlots("Who are my competitors?").aboutUs).toBe(false);
  });
});

describe("costs", () => {
  it("multiplies per-seat plans by the team, keeps flat plans flat, and gives the annual saving", () => {
    const c = planCost(plan(), 10)!;
    expect(c).toMatchObject({ monthly: 140, annualMonthly: 120, perSeat: true });
    expect(saving(c)).toBe(14);
    expect(planCost(plan({ unit: null, price: 89, annualPrice: null }), 10)).toMatchObject({ monthly: 89, annualMonthly: null, perSeat: false });
    expect(planCost(plan({ price: 99, period: "one-time" }), 3)).toBeNull();
  });

  it("knows plans made for fewer people", () => {
    expect(seatCap(plan({ name: "Personal" }))).toBe(1);
    expect(seatCap(plan({ name: "Free", features: ["Up to 3 editors"] }))).toBe(3);
    expect(seatCap(plan())).toBeNull();
  });
});

describe("what a page and a change say", () => {
  it("finds the annual saving a pricing page states", () => {
    const text = "# Pricing\n\nSave 20% with annual billing.\n\nTeam $12 per user";
    expect(statedSavings(text)).toEqual(["Save 20% with annual billing."]);
    expect(statedPct("Save 20% with annual billing.")).toBe(0.2);
    expect(statedPct("Annual (2 months free)")).toBeCloseTo(2 / 12);
    expect(statedPct("Yearly — save two months")).toBeCloseTo(2 / 12);
  });

  it("keeps a standing annual saving, a limited offer and another deal apart", () => {
    // A promotion whose countdown was read out, the toggle's own saving, and a non-profit discount.
    const text = "Spring offer: 20% off annual plans — left\n\nMonthly Annual Save 17%\n\nDo you offer discounts for non-profits?\n\nYes, 50% off any paid plan.";
    const stated = statedSavings(text);
    expect(stated).toEqual(["Spring offer: 20% off annual plans", "Monthly Annual Save 17%"]);
    // The plans' annual prices give 17%: the 20% is named as another figure, not as the saving.
    expect(statedLine(stated, 0.17)).toBe("**The page says:** “Spring offer: 20% off annual plans”; “Monthly Annual Save 17%” — it also states 20%, while the plans' annual prices give up to 17%.");
    expect(statedLine(["Monthly Annual Save 17%"], 0.167)).toContain("the same saving the plans' annual prices give (17%)");
    expect(statedLine(["Save 20% with annual billing."])).toContain("a saving of about 20% for paying annually");
  });

  it("reads the amounts of a price change", () => {
    expect(priceMove("Growth plan: $79 → $89/month")).toEqual({ from: 79, to: 89 });
    expect(priceMove("Croissance plan: €39 → €45 per agent/month")).toEqual({ from: 39, to: 45 });
    expect(priceMove("Professional: 79,90 € → 89,90 €")).toEqual({ from: 79.9, to: 89.9 });
  });
});

describe("text is never cut mid-word", () => {
  it("clips at a word boundary", () => {
    const c = clip("Dark patterns found: countdown timers and confirmshaming", 26);
    expect(c).toBe("Dark patterns found …");
    expect(c).not.toMatch(/\p{L}…/u);
  });

  it("cuts a long answer between sections, says what it left out and ends with a sentence", () => {
    const sections = Array.from({ length: 6 }, (_, i) => `### Part ${i + 1}\n\n${"word ".repeat(60).trim()}`);
    const out = finish(`## Title\n\n${sections.join("\n\n")}`, 900);
    expect(out.length).toBeLessThan(1200);
    expect(out).toMatch(/_Left out to keep the answer short: \d more parts \(Part \d; .*\)\. Ask about one competitor or topic to see it in full\._$/);
    expect(finish("- a list item without a stop")).toBe("- a list item without a stop.");
  });
});
