import { describe, expect, it } from "vitest";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";

const PAGE = (offer: string) =>
  [
    "# Help",
    "",
    "Every account can ask questions in the forum, and answers usually come within a day or two.",
    "",
    offer,
    "",
    "## Billing",
    "",
    "Invoices are sent on the first working day of each month to the billing address on file.",
  ].join("\n");

describe("prices named in a sentence", () => {
  it("each offer a sentence brings with its price is its own change, and the sentence stays one change", () => {
    const before = PAGE("Phone support can be added from the account page.");
    const after = PAGE("Phone support can be added from the account page: Basic (€15/month) or Priority (from €90/month) cover.");
    const changes = detectChanges(pricingPage(before), pricingPage(after));
    const named = changes.filter((c) => (c.facts.fact as { kind?: string } | undefined)?.kind === "named_price");
    expect(named.map((c) => c.description)).toEqual(["Basic: €15/month (new)", "Priority: from €90/month (new)"]);
    expect(named.map((c) => c.newContent)).toEqual(["Basic (€15/month)", "Priority (from €90/month)"]);
    expect(changes).toHaveLength(3);
  });

  it("an offer's new price is a change from the old one; an unchanged offer is none", () => {
    const sentence = (p: string) => `Support comes as Basic (€15/month) or Priority (${p}) cover.`;
    const changes = detectChanges(pricingPage(PAGE(sentence("€90/month"))), pricingPage(PAGE(sentence("€120/month"))));
    const named = changes.filter((c) => (c.facts.fact as { kind?: string } | undefined)?.kind === "named_price");
    expect(named.map((c) => c.description)).toEqual(["Priority: €90/month → €120/month"]);
  });

  it("brackets without money, or lower-case words before them, are no offer", () => {
    const before = PAGE("Exports run nightly.");
    const after = PAGE("Exports (CSV and JSON) run nightly for teams (€5/month extra).");
    const named = detectChanges(pricingPage(before), pricingPage(after)).filter((c) => (c.facts.fact as { kind?: string } | undefined)?.kind === "named_price");
    expect(named).toEqual([]);
  });
});
