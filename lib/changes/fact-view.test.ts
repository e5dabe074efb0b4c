import { describe, expect, it } from "vitest";
import { factOf } from "./fact-view";

describe("factOf", () => {
  it("names a plan's feature-list change with the lines removed and added", () => {
    expect(factOf({ kind: "plan_features_changed", plan: "Studio", removed: ["3 projects"], added: ["10 projects", "Audit trail"] })).toEqual({
      name: "Studio · features",
      before: "3 projects",
      after: "10 projects, Audit trail",
      line: "Studio · features: 3 projects → 10 projects, Audit trail",
    });
    expect(factOf({ kind: "add_ons_changed", plan: "Studio", removed: [], added: ["$5 per extra seat"] })!.line).toBe("Studio · add-ons: $5 per extra seat (new)");
  });

  it("names each plan removed on its own", () => {
    expect(factOf({ kind: "plan_removed", plan: "Crew", price: 15, currency: "USD", period: "month", unit: null })!.line).toBe("Crew: $15/month (removed)");
  });
});
