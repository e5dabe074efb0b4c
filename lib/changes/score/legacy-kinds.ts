/**
 * Stored changes of kinds the detector no longer emits, mapped to the current fact types in this one
 * place: "plans_changed" (plans added and removed at once, one change) and "pricing_removed" (a whole
 * price list gone, one change) are now one "plan_added" / "plan_removed" per plan. Learning from
 * thumbs keys them by their current fact type (fact-kind.ts), and the surfaces name their plans as
 * one fact (fact-view.ts).
 */

const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && !!x.trim()) : []);

/** The current fact type of a legacy kind (null when the kind is current). */
export function legacyFactKind(kind: string, facts: Record<string, unknown>): string | null {
  switch (kind) {
    case "pricing_removed":
      return "plan_removed";
    case "plans_changed":
      // Only plans added: their type; anything removed weighs as a removal.
      return names(facts.added).length && !names(facts.removed).length ? "plan_added" : "plan_removed";
    default:
      return null;
  }
}

