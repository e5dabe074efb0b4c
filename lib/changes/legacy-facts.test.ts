/**
 * Changes stored by earlier versions, of kinds the detector no longer emits ("plans_changed",
 * "pricing_removed"), still show as facts and teach the learning of the fact type they are now.
 */
import { describe, expect, it } from "vitest";
import { factOf } from "./fact-view";
import { emptyModel, factKind, recordFeedback, scoreChange, baseImportance } from "./score";

const removedList = {
  kind: "pricing_removed",
  plans: [
    { name: "Solo", price: 0, currency: "USD", period: "month" },
    { name: "Team", price: 12, currency: "USD", period: "month" },
  ],
};
const churn = { kind: "plans_changed", added: ["Scale"], removed: ["Basic"], plans: [{ name: "Scale", price: 49, currency: "USD", period: "month" }] };

describe("stored changes of old kinds", () => {
  it("name their plans as one fact with before and after", () => {
    expect(factOf(removedList)).toMatchObject({ name: "Plans", before: "Solo $0/month, Team $12/month", after: null, line: "Plans: Solo $0/month, Team $12/month (removed)" });
    expect(factOf(churn)).toMatchObject({ name: "Plans", before: "Basic", after: "Scale $49/month", line: "Plans: Basic → Scale $49/month" });
    expect(factOf({ kind: "plans_changed", added: ["Scale"], removed: [], plans: [] })?.line).toBe("Plans: Scale (new)");
    expect(factOf({ kind: "pricing_published", plans: [{ name: "Pro", price: 10, currency: "EUR", period: "month" }] })?.line).toBe("Plans: Pro €10/month (new)");
  });

  it("are keyed by the current fact type, so thumbs on them move plan removals and additions", () => {
    expect(factKind(removedList)).toBe("plan_removed");
    expect(factKind(churn)).toBe("plan_removed");
    expect(factKind({ kind: "plans_changed", added: ["Scale"], removed: [] })).toBe("plan_added");
    expect(factKind({ kind: "plan_removed", plan: "Team" })).toBe("plan_removed");

    // Downs on old "pricing removed" changes lower a new plan removal, not a price change.
    let model = emptyModel();
    for (let i = 0; i < 8; i++) model = recordFeedback(model, { type: "pricing", competitorId: "c1", importance: "high", kind: factKind(removedList) }, false);
    const removal = { type: "pricing", magnitude: 0.3, facts: { kind: "plan_removed", plan: "Team", price: 12, currency: "USD", period: "month" } };
    const price = { type: "pricing", magnitude: 0.3, facts: { kind: "price_changed", plan: "Team", oldPrice: 12, newPrice: 15 } };
    expect(baseImportance(removal).level).toBe("high");
    expect(scoreChange(removal, model, "c1").level).toBe("medium");
    expect(scoreChange(price, model, "c1")).toEqual(baseImportance(price));
  });
});
