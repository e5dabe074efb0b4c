import { describe, expect, it } from "vitest";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";

const BILLING = "Invoices are sent by e-mail at the start of each month. Usage of every machine is billed by the second on every plan.";
const page = (billing: string, machines: string) =>
  ["# Pricing", "", "## Pro", "", "- 5 custom domains", "- 4 concurrent builds", "", "## Billing", "", billing, "", "## Machines", "", machines, "", "Questions? Write to us any time."].join("\n");
const ELSEWHERE = "On every plan, usage of every machine is billed by the second; the dashboard shows it live.";
const detect = (before: string, after: string) => detectChanges(pricingPage(before), pricingPage(after));

describe("a sentence the page states in another block is no change", () => {
  it("a sentence taken out that another block of the new page still states raises nothing", () => {
    const cut = "Invoices are sent by e-mail at the start of each month.";
    expect(detect(page(BILLING, ELSEWHERE), page(cut, ELSEWHERE))).toEqual([]);
  });

  it("a sentence put in that another block of the old page already stated raises nothing", () => {
    const cut = "Invoices are sent by e-mail at the start of each month.";
    expect(detect(page(cut, ELSEWHERE), page(BILLING, ELSEWHERE))).toEqual([]);
  });

  it("the sentence is a change when no block states all of it, or states it negated, or it has a figure", () => {
    const cut = "Invoices are sent by e-mail at the start of each month.";
    // no one block holds every word
    expect(detect(page(BILLING, "Every machine shows its usage in the dashboard."), page(cut, "Every machine shows its usage in the dashboard."))).toHaveLength(1);
    // the other block says the opposite
    const negated = "On every plan, usage of every machine is not billed by the second; the dashboard shows it live.";
    expect(detect(page(BILLING, negated), page(cut, negated))).toHaveLength(1);
    // a figure is a fact of its own
    const figured = BILLING.replace("the second", "the 60 second");
    expect(detect(page(figured, `${ELSEWHERE} 60`), page(cut, `${ELSEWHERE} 60`))).toHaveLength(1);
  });
});
