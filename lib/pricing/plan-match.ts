/**
 * Plan identity across two snapshots: the same normalised name (planKey; a name listed twice, as a
 * one-time package and a subscription, pairs with its likest namesake), else a rename — the plan
 * in the same place, at a similar price, with a similar feature list. Change detection and the price
 * history both read plans through it, so a renamed plan is one plan everywhere.
 */
import { itemKey } from "@/lib/norm-text";
import { pairBySimilarity } from "@/lib/pair-by-similarity";
import { monthlyEquivalent, pricesEqual } from "./money-format";
import { planKey } from "./plan-key";
import type { PricingPlan } from "./types";

export interface KeyedPlan {
  plan: PricingPlan;
  key: string;
  index: number;
}

/** Each plan with its identity key; a second plan of the same name gets `key#2`. */
export function keyPlans(plans: PricingPlan[]): KeyedPlan[] {
  const seen = new Map<string, number>();
  return plans.map((plan, index) => {
    const base = planKey(plan.name);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { plan, index, key: count === 1 ? base : `${base}#${count}` };
  });
}

/** Shared distinct features over all distinct features (0.5 when neither lists any). */
function featureSimilarity(a: PricingPlan, b: PricingPlan): number {
  const keys = (items: string[]) => new Set(items.map(itemKey).filter(Boolean));
  const ka = keys(a.features);
  const kb = keys(b.features);
  const union = new Set([...ka, ...kb]).size;
  if (union === 0) return 0.5;
  return [...ka].filter((k) => kb.has(k)).length / union;
}

function priceSimilarity(a: PricingPlan, b: PricingPlan): number {
  const x = monthlyEquivalent(a);
  const y = monthlyEquivalent(b);
  if (x === null || y === null) return x === y ? 1 : 0;
  if (pricesEqual(x, y)) return 1;
  return 1 - Math.min(1, Math.abs(x - y) / Math.max(Math.abs(x), Math.abs(y)));
}

const nameWords = (key: string) => key.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * A rename needs a tie between the two plans beyond place and price: a word of the name kept
 * ("Team" → "Team Plus"), or a feature line both list, or being the one name that changed in a list
 * whose other plans all kept theirs ("Starter, Growth, Pro" → "Starter, Growth, Scale"). Rows that
 * change names together at the same places and prices, sharing nothing, are a list replaced: plans
 * removed and others added.
 */
function plausibleRename(a: PricingPlan, b: PricingPlan, keyA: string, keyB: string, loneChange: boolean): boolean {
  if (loneChange) return true;
  const words = new Set(nameWords(keyA));
  if (nameWords(keyB).some((w) => words.has(w))) return true;
  const features = new Set(a.features.map(itemKey).filter(Boolean));
  return b.features.some((f) => features.has(itemKey(f)));
}

/** How likely `b` is `a` renamed: position, price and feature list weigh most (0 when implausible). */
function renameSimilarity(a: KeyedPlan, b: KeyedPlan, sizeA: number, sizeB: number, loneChange = false): number {
  if (!plausibleRename(a.plan, b.plan, a.key, b.key, loneChange)) return 0;
  const span = Math.max(sizeA, sizeB, 1);
  const position = 1 - Math.min(1, Math.abs(a.index - b.index) / span);
  const name = a.key.startsWith(b.key) || b.key.startsWith(a.key) ? 1 : 0;
  return 0.25 * position + 0.3 * priceSimilarity(a.plan, b.plan) + 0.35 * featureSimilarity(a.plan, b.plan) + 0.1 * name;
}

const RENAME_THRESHOLD = 0.6;

export interface PlanMatch<K> {
  /** after → before, same plan identity (same key). */
  matched: Map<K, K>;
  /** after → before, the same plan under a new name. */
  renamed: Map<K, K>;
  /** New plans (in after, with no counterpart). */
  added: K[];
  /** Plans gone (in before, with no counterpart). */
  removed: K[];
}

/**
 * How alike two plans of the same name are: a page may list a name twice (a one-time package and a
 * subscription of the same product); the same billing period weighs most, then price and features.
 */
function sameNameSimilarity(a: KeyedPlan, b: KeyedPlan): number {
  return (a.plan.period === b.plan.period ? 0.5 : 0) + 0.3 * priceSimilarity(a.plan, b.plan) + 0.2 * featureSimilarity(a.plan, b.plan);
}

export function matchKeyed(before: KeyedPlan[], after: KeyedPlan[]): PlanMatch<KeyedPlan> {
  // Same name, same plan; where a name is listed more than once, each is paired with its likest namesake.
  const base = (k: KeyedPlan) => planKey(k.plan.name);
  const byName = new Map<string, KeyedPlan[]>();
  for (const k of before) byName.set(base(k), [...(byName.get(base(k)) ?? []), k]);
  const afterByName = new Map<string, KeyedPlan[]>();
  for (const k of after) afterByName.set(base(k), [...(afterByName.get(base(k)) ?? []), k]);
  const matched = new Map<KeyedPlan, KeyedPlan>();
  const left = new Set(before);
  for (const [name, news] of afterByName) {
    const olds = byName.get(name) ?? [];
    const { pairs } = pairBySimilarity(olds, news, sameNameSimilarity, -1);
    for (const [i, j] of pairs) {
      matched.set(news[j], olds[i]);
      left.delete(olds[i]);
    }
  }
  const added = after.filter((k) => !matched.has(k));
  const removed = [...left];
  const loneChange = removed.length === 1 && added.length === 1 && matched.size > 0;
  const { pairs, leftRest, rightRest } = pairBySimilarity(removed, added, (a, b) => renameSimilarity(a, b, before.length, after.length, loneChange), RENAME_THRESHOLD);
  return {
    matched,
    renamed: new Map<KeyedPlan, KeyedPlan>(pairs.map(([i, j]) => [added[j], removed[i]])),
    added: rightRest.map((j) => added[j]),
    removed: leftRest.map((i) => removed[i]),
  };
}

/** Plan identity across two plan lists, as indexes into `before` and `after`. */
export function matchPlans(before: PricingPlan[], after: PricingPlan[]): PlanMatch<number> {
  const m = matchKeyed(keyPlans(before), keyPlans(after));
  const idx = (map: Map<KeyedPlan, KeyedPlan>) => new Map([...map].map(([a, b]) => [a.index, b.index]));
  return { matched: idx(m.matched), renamed: idx(m.renamed), added: m.added.map((k) => k.index), removed: m.removed.map((k) => k.index) };
}
