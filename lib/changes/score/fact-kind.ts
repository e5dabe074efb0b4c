/**
 * The fact type a change is about, as learning from thumbs keys it: finer than the change type, so a
 * user's answers on one kind of fact (a usage rate, a plan's limit, a plan's price, a section, copy)
 * move the scores of that kind of fact and not of every pricing change.
 */

import { legacyFactKind } from "./legacy-kinds";

/** The fact type of a change from its machine-readable facts; null when it carries no kind. */
export function factKind(facts: Record<string, unknown> | null | undefined): string | null {
  if (!facts) return null;
  const fact = facts.fact as { kind?: unknown } | undefined;
  if (fact && typeof fact.kind === "string" && fact.kind) return fact.kind;
  const kind = typeof facts.kind === "string" && facts.kind ? facts.kind : null;
  // One changed cell of a table: a plan's limit or inclusion, or a price in a table.
  if (kind && facts.cell && typeof facts.cell === "object") return kind === "plan_terms_changed" ? "plan_limit_changed" : "table_price_changed";
  // A plan's feature list (its inclusions and limits) is the same kind of fact as a limit in a table.
  if (kind === "plan_features_changed") return "plan_limit_changed";
  // Kinds stored by earlier versions count as the fact types they are now (legacy-kinds.ts).
  return (kind && legacyFactKind(kind, facts)) ?? kind;
}
