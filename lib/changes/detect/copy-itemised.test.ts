import { describe, expect, it } from "vitest";
import { baseImportance } from "@/lib/changes/score";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";
import { diffPageCopy } from "./copy-diff";

const PAGE = (parts: { intro?: string; refunds?: string; extra?: string[]; newsletter?: boolean }) =>
  [
    "# Pricing",
    "",
    "Simple plans for teams of every size.",
    "",
    "## Questions",
    "",
    "### Can I cancel?",
    "",
    parts.intro ?? "Yes, cancel from your account settings whenever you like.",
    "",
    "### Do you give refunds?",
    "",
    parts.refunds ?? "Write to our team within a week of a renewal.",
    "",
    ...(parts.extra ?? []),
    ...(parts.newsletter === false ? [] : ["### Our newsletter", "", "Read what we shipped each month in our newsletter.", ""]),
    "### Who are we?",
    "",
    "A small team working from three cities.",
  ].join("\n");

describe("a paragraph replaced at the same place", () => {
  it("is one edit even when the two share too few words to pair", () => {
    const before = PAGE({});
    const after = PAGE({ intro: "Plans stop at the end of the period you paid for." });
    const { edits } = diffPageCopy(before, after);
    expect(edits).toHaveLength(1);
    expect(edits[0].before.map((b) => b.text)).toEqual(["Yes, cancel from your account settings whenever you like."]);
    expect(edits[0].after.map((b) => b.text)).toEqual(["Plans stop at the end of the period you paid for."]);
  });

  it("under two different questions is two edits", () => {
    const after = PAGE({ intro: "Plans stop at the end of the period you paid for.", refunds: "Refund requests go through the billing page." });
    expect(diffPageCopy(PAGE({}), after).edits).toHaveLength(2);
  });
});

describe("a section added or removed whole", () => {
  const BILLING_FAQ = ["### What if a payment fails?", "", "We retry the card three times, then pause the account until it is paid.", ""];

  it("is its own change, named by its heading, beside the other copy edits of the page", () => {
    const before = PAGE({});
    const after = PAGE({ intro: "Plans stop at the end of the period you paid for.", extra: BILLING_FAQ });
    const changes = detectChanges(pricingPage(before), pricingPage(after));
    const section = changes.find((c) => c.description.includes("What if a payment fails?"));
    expect(section).toBeDefined();
    expect(section!.description).toContain("section “What if a payment fails?” added");
    // It states a billing term: a pricing change, low as a section.
    expect(section!.type).toBe("pricing");
    expect(section!.facts.kind).toBe("section_copy_changed");
    expect(baseImportance(section!).level).toBe("low");
    // The other edit stays a change of its own, not folded into the section.
    expect(changes.filter((c) => c !== section && c.description.includes("Plans stop at the end"))).toHaveLength(1);
  });

  it("that states no billing term is a low content change", () => {
    const changes = detectChanges(pricingPage(PAGE({})), pricingPage(PAGE({ newsletter: false })));
    expect(changes).toHaveLength(1);
    expect(changes[0].description).toContain("section “Our newsletter” removed");
    expect(changes[0].type).toBe("content");
    expect(changes[0].facts.kind).toBe("section_copy_changed");
    expect(baseImportance(changes[0]).level).toBe("low");
  });

  it("taken out whole while it stated a figure of what is charged is a pricing change, still low", () => {
    const discount = ["### Do you offer discounts?", "", "Nonprofits get 50% off any plan.", ""];
    const changes = detectChanges(pricingPage(PAGE({ extra: discount })), pricingPage(PAGE({})));
    expect(changes).toHaveLength(1);
    expect(changes[0].description).toContain("section “Do you offer discounts?” removed");
    expect(changes[0].type).toBe("pricing");
    expect(baseImportance(changes[0]).level).toBe("low");
  });

  it("lists a line replaced above the removed section apart from the section's own lines", () => {
    const limits = (api: boolean) =>
      ["", "## Limits", "", api ? "These limits apply to every account." : "Limits depend on your plan and are shown in your dashboard.", ""]
        .concat(api ? ["### API", "", "Requests are limited as follows:", "", "| Plan | Requests per minute |", "| --- | --- |", "| Starter | 60 |", "| Team | 600 |", ""] : []);
    const changes = detectChanges(pricingPage(PAGE({ extra: limits(true) })), pricingPage(PAGE({ extra: limits(false) })));
    expect(changes).toHaveLength(1);
    expect(changes[0].description).toContain("removed “These limits apply to every account.”; section “API” removed: “Requests are limited as follows:”");
  });

  it("identical visible text raises nothing", () => {
    expect(detectChanges(pricingPage(PAGE({})), pricingPage(PAGE({}).replace("Simple plans", "simple  plans")))).toEqual([]);
  });
});
