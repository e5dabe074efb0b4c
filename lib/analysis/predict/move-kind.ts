/**
 * What kind of move a detected change was, as a prediction's reasons name it ("a price raise", "a plan
 * removed"), read from the facts change detection stored with it. Moves of kinds not named here are
 * counted as moves but not described.
 */

const BY_KIND: Record<string, [one: string, many: string]> = {
  plan_added: ["a plan added", "plans added"],
  plan_removed: ["a plan removed", "plans removed"],
  plan_renamed: ["a plan renamed", "plans renamed"],
  plan_features_changed: ["a plan's terms changed", "plans' terms changed"],
  annual_price_changed: ["an annual price changed", "annual prices changed"],
  pricing_published: ["pricing published", "pricing published"],
  features_added: ["a feature launch", "feature launches"],
};

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The label of one move (singular and plural), or null when its facts say nothing nameable. */
function moveKind(facts: Record<string, unknown> | null | undefined): [one: string, many: string] | null {
  const kind = typeof facts?.kind === "string" ? facts.kind : null;
  if (!kind) return null;
  if (kind === "price_changed") {
    const from = num(facts?.oldPrice);
    const to = num(facts?.newPrice);
    if (from !== null && to !== null && facts?.oldCurrency === facts?.newCurrency && from !== to) return to > from ? ["a price raise", "price raises"] : ["a price cut", "price cuts"];
    return ["a price change", "price changes"];
  }
  return BY_KIND[kind] ?? null;
}

/** "2 price raises and a plan removed": the kinds of a competitor's moves, most frequent first; null when none is nameable. */
export function describeMoves(facts: Array<Record<string, unknown> | null | undefined>): string | null {
  const counts = new Map<string, { one: string; many: string; n: number }>();
  for (const f of facts) {
    const k = moveKind(f);
    if (!k) continue;
    const c = counts.get(k[0]) ?? counts.set(k[0], { one: k[0], many: k[1], n: 0 }).get(k[0])!;
    c.n++;
  }
  const parts = [...counts.values()].sort((a, b) => b.n - a.n).map((c) => (c.n === 1 ? c.one : `${c.n} ${c.many}`));
  if (!parts.length) return null;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
