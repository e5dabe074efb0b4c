import { describe, expect, it } from "vitest";
import { baseImportance } from "@/lib/changes/score";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";

const PAGE = (extra: string[] = [], intro = "Pay by card or invoice; we bill at the start of each month.") =>
  [
    "# Pricing",
    "",
    "Simple plans for teams of every size.",
    "",
    "## Questions",
    "",
    "### Why was my card declined?",
    "",
    "Check the number and the expiry date of the card you entered.",
    ...extra,
    "",
    "### How do you bill?",
    "",
    intro,
    "",
    "### Who are we?",
    "",
    "A small team working from three cities.",
  ].join("\n");

const TRIAL = "Not a customer yet? Try it for 21 days at no cost, no card needed.";

describe("a line about a trial", () => {
  it("added under a question that stays is a pricing change of medium importance (a billing term)", () => {
    const changes = detectChanges(pricingPage(PAGE()), pricingPage(PAGE(["", TRIAL])));
    expect(changes).toHaveLength(1);
    expect(changes[0].type).toBe("pricing");
    expect(baseImportance(changes[0]).level).toBe("medium");
  });

  it("removed is the same kind of change as when it was added: pricing, medium", () => {
    const changes = detectChanges(pricingPage(PAGE(["", TRIAL])), pricingPage(PAGE()));
    expect(changes).toHaveLength(1);
    expect(changes[0].type).toBe("pricing");
    expect(baseImportance(changes[0]).level).toBe("medium");
  });

  it("a wide rewrite of who gets free use stays high", () => {
    const before = PAGE([], "Every account starts on the free tier with two projects, and you pay only when you need more than that.");
    const after = PAGE([], "New accounts start a trial with credit for a month; after it ends the free tier is gone and every project is billed by use from the first day on.");
    const changes = detectChanges(pricingPage(before), pricingPage(after));
    expect(changes).toHaveLength(1);
    expect(changes[0].type).toBe("pricing");
    expect(baseImportance(changes[0]).level).toBe("high");
  });
});
