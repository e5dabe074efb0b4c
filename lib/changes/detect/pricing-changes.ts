import {
  monthlyEquivalent,
  priceLabel,
  pricesEqual,
  priceTransition,
  relativeChange,
} from "@/lib/pricing/money-format";
import { diceSimilarity, diffSets, itemKey, listSummary, pairBySimilarity, type SetDiff } from "@/lib/changes/detect/text-compare";
import { plural } from "@/lib/format";
import { planKey, planLabel } from "@/lib/pricing/plan-key";
import { pageUrl, roundMagnitude, type DetectedChange, type SnapshotLike } from "./types";
import { normText } from "@/lib/norm-text";
import type { PricingPlan } from "@/lib/pricing/types";

interface KeyedPlan {
  plan: PricingPlan;
  key: string;
  index: number;
}

function keyPlans(plans: PricingPlan[]): KeyedPlan[] {
  const seen = new Map<string, number>();
  return plans.map((plan, index) => {
    const base = planKey(plan.name);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { plan, index, key: count === 1 ? base : `${base}#${count}` };
  });
}

function planSummary(p: PricingPlan): string {
  const lines = [`${p.name}: ${priceLabel(p)}`];
  for (const f of p.features) lines.push(`- ${f}`);
  return lines.join("\n");
}

function featureSimilarity(a: PricingPlan, b: PricingPlan): number {
  const d = diffSets(a.features, b.features);
  if (d.unionSize === 0) return 0.5;
  return (d.unionSize - d.added.length - d.removed.length) / d.unionSize;
}

function priceSimilarity(a: PricingPlan, b: PricingPlan): number {
  const x = monthlyEquivalent(a);
  const y = monthlyEquivalent(b);
  if (x === null || y === null) return x === y ? 1 : 0;
  if (pricesEqual(x, y)) return 1;
  return 1 - Math.min(1, Math.abs(x - y) / Math.max(Math.abs(x), Math.abs(y)));
}

/** How likely `b` is `a` renamed: position, price and feature list weigh most. */
export function renameSimilarity(a: KeyedPlan, b: KeyedPlan, sizeA: number, sizeB: number): number {
  const span = Math.max(sizeA, sizeB, 1);
  const position = 1 - Math.min(1, Math.abs(a.index - b.index) / span);
  const name = a.key.startsWith(b.key) || b.key.startsWith(a.key) ? 1 : 0;
  return (
    0.25 * position +
    0.3 * priceSimilarity(a.plan, b.plan) +
    0.35 * featureSimilarity(a.plan, b.plan) +
    0.1 * name
  );
}

const RENAME_THRESHOLD = 0.6;

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  normText(a ?? "") === normText(b ?? "");

function priceChange(o: PricingPlan, n: PricingPlan, label: string, url: string): DetectedChange | null {
  const priceSame = pricesEqual(o.price, n.price);
  const currencySame = sameText(o.currency, n.currency);
  const periodSame = (o.period ?? null) === (n.period ?? null);
  const unitSame = sameText(o.unit, n.unit);
  if (priceSame && currencySame && periodSame && unitSame) return null;

  let magnitude = 0.5;
  let direction: "increase" | "decrease" | "changed" = "changed";
  let relative: number | null = null;
  const mo = monthlyEquivalent(o);
  const mn = monthlyEquivalent(n);
  if ((o.price === null) !== (n.price === null)) {
    magnitude = 1;
  } else if (mo !== null && mn !== null && currencySame && unitSame && o.period !== "one-time" && n.period !== "one-time") {
    relative = relativeChange(mo, mn);
    if (relative > 0) {
      direction = mn > mo ? "increase" : "decrease";
      magnitude = Math.max(0.05, Math.min(1, relative));
    } else {
      magnitude = 0.1; // e.g. $10/month → $120/year: same money, new billing period
    }
  }
  const transition = priceTransition(o, n);
  return {
    type: "pricing",
    description: `${label}: ${transition}`,
    oldContent: priceLabel(o),
    newContent: priceLabel(n),
    url,
    magnitude: roundMagnitude(magnitude),
    facts: {
      kind: "price_changed",
      plan: n.name,
      oldPrice: o.price,
      newPrice: n.price,
      oldCurrency: o.currency,
      newCurrency: n.currency,
      oldPeriod: o.period,
      newPeriod: n.period,
      oldUnit: o.unit,
      newUnit: n.unit,
      direction,
      relativeChange: relative === null ? null : Math.round(relative * 10000) / 10000,
    },
  };
}

function annualChange(o: PricingPlan, n: PricingPlan, label: string, url: string): DetectedChange | null {
  const a = o.annualPrice ?? null;
  const b = n.annualPrice ?? null;
  if (pricesEqual(a, b)) return null;
  const asMonthly = (p: PricingPlan, price: number | null) => ({ ...p, price, period: "month" as const });
  const oldL = a === null ? null : priceLabel(asMonthly(o, a));
  const newL = b === null ? null : priceLabel(asMonthly(n, b));
  let description: string;
  let magnitude: number;
  if (a === null) {
    description = `${label}: annual billing added at ${newL}`;
    magnitude = 0.3;
  } else if (b === null) {
    description = `${label}: annual billing removed (was ${oldL})`;
    magnitude = 0.3;
  } else {
    description = `${label} (billed annually): ${priceTransition(asMonthly(o, a), asMonthly(n, b))}`;
    magnitude = Math.max(0.05, Math.min(1, relativeChange(a, b)));
  }
  return {
    type: "pricing",
    description,
    oldContent: oldL,
    newContent: newL,
    url,
    magnitude: roundMagnitude(magnitude),
    facts: { kind: "annual_price_changed", plan: n.name, oldAnnualPrice: a, newAnnualPrice: b, currency: n.currency },
  };
}

const digits = (s: string) => (s.match(/\d+/g) ?? []).join(" ");

/**
 * A feature line reworded ("Single User Access" → "Single User", same figures, mostly the same
 * words) is not a change of the plan: such pairs are dropped from the added / removed lists.
 */
function withoutRewording(d: SetDiff): SetDiff {
  const { pairs } = pairBySimilarity(d.removed, d.added, (x, y) => (digits(x) === digits(y) ? diceSimilarity(x, y) : 0), 0.6);
  const gone = new Set(pairs.map(([i]) => i));
  const come = new Set(pairs.map(([, j]) => j));
  return { ...d, removed: d.removed.filter((_, i) => !gone.has(i)), added: d.added.filter((_, j) => !come.has(j)) };
}

/** Add-on lines found under two or more plans are page-level sentences, not a plan's add-ons. */
function pageLevelAddOns(...lists: PricingPlan[][]): Set<string> {
  const out = new Set<string>();
  for (const plans of lists) {
    const count = new Map<string, number>();
    for (const p of plans) for (const k of new Set(p.addOns.map(normText))) count.set(k, (count.get(k) ?? 0) + 1);
    for (const [k, n] of count) if (n >= 2) out.add(k);
  }
  return out;
}

function listChange(
  kind: "plan_features_changed" | "add_ons_changed",
  noun: string,
  label: string,
  before: string[],
  after: string[],
  url: string,
  plan: string,
): DetectedChange | null {
  const d = withoutRewording(diffSets(before, after, kind === "add_ons_changed" ? normText : itemKey));
  if (d.added.length === 0 && d.removed.length === 0) return null;
  const parts: string[] = [];
  if (d.added.length) parts.push(`${plural(d.added.length, noun)} added (${listSummary(d.added)})`);
  if (d.removed.length) parts.push(`${plural(d.removed.length, noun)} removed (${listSummary(d.removed)})`);
  return {
    type: "pricing",
    description: `${label}: ${parts.join(", ")}`,
    oldContent: d.removed.length ? d.removed.join("\n") : null,
    newContent: d.added.length ? d.added.join("\n") : null,
    url,
    magnitude: roundMagnitude((d.added.length + d.removed.length) / Math.max(1, d.unionSize)),
    facts: { kind, plan, added: d.added, removed: d.removed },
  };
}

function comparePlans(o: PricingPlan, n: PricingPlan, label: string, url: string, shared: Set<string> = new Set()): DetectedChange[] {
  const own = (xs: string[]) => xs.filter((x) => !shared.has(normText(x)));
  const out: Array<DetectedChange | null> = [
    priceChange(o, n, label, url),
    annualChange(o, n, label, url),
    listChange("plan_features_changed", "feature", label, o.features, n.features, url, n.name),
    listChange("add_ons_changed", "add-on", label, own(o.addOns), own(n.addOns), url, n.name),
  ];
  if (Boolean(o.highlighted) !== Boolean(n.highlighted)) {
    out.push({
      type: "pricing",
      description: n.highlighted
        ? `${label} is now highlighted as recommended`
        : `${label} is no longer highlighted as recommended`,
      oldContent: null,
      newContent: null,
      url,
      magnitude: 0.2,
      facts: { kind: "highlight_changed", plan: n.name, highlighted: Boolean(n.highlighted) },
    });
  }
  return out.filter((c): c is DetectedChange => c !== null);
}

function wholeList(kind: "pricing_published" | "pricing_removed", plans: PricingPlan[], url: string): DetectedChange {
  const names = plans.map((p) => `${p.name} ${priceLabel(p)}`);
  const summary = plans.map(planSummary).join("\n\n");
  const published = kind === "pricing_published";
  return {
    type: "pricing",
    description: published
      ? `Pricing published: ${plural(plans.length, "plan")} (${listSummary(names)})`
      : `Pricing removed: ${plural(plans.length, "plan")} no longer listed (was ${listSummary(names)})`,
    oldContent: published ? null : summary,
    newContent: published ? summary : null,
    url,
    magnitude: 1,
    facts: { kind, plans: plans.map((p) => ({ name: p.name, price: p.price, currency: p.currency, period: p.period })) },
  };
}

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

function matchKeyed(before: KeyedPlan[], after: KeyedPlan[]): PlanMatch<KeyedPlan> {
  const byKey = new Map(before.map((k) => [k.key, k]));
  const matched = new Map<KeyedPlan, KeyedPlan>();
  const added: KeyedPlan[] = [];
  for (const k of after) {
    const old = byKey.get(k.key);
    if (old) {
      matched.set(k, old);
      byKey.delete(k.key);
    } else added.push(k);
  }
  const removed = [...byKey.values()];
  const { pairs, leftRest, rightRest } = pairBySimilarity(removed, added, (a, b) => renameSimilarity(a, b, before.length, after.length), RENAME_THRESHOLD);
  return {
    matched,
    renamed: new Map<KeyedPlan, KeyedPlan>(pairs.map(([i, j]) => [added[j], removed[i]])),
    added: rightRest.map((j) => added[j]),
    removed: leftRest.map((i) => removed[i]),
  };
}

/**
 * Plan identity across two snapshots, as change detection sees it: the same normalised name, else a
 * rename (position, price and features alike). Answers indexes into `before` and `after`.
 */
export function matchPlans(before: PricingPlan[], after: PricingPlan[]): PlanMatch<number> {
  const m = matchKeyed(keyPlans(before), keyPlans(after));
  const idx = (map: Map<KeyedPlan, KeyedPlan>) => new Map([...map].map(([a, b]) => [a.index, b.index]));
  return { matched: idx(m.matched), renamed: idx(m.renamed), added: m.added.map((k) => k.index), removed: m.removed.map((k) => k.index) };
}

export function detectPricingChanges(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  const url = pageUrl(prev, next, "pricing");
  const before = keyPlans(prev.extractedData.pricingPlans ?? []);
  const after = keyPlans(next.extractedData.pricingPlans ?? []);
  if (before.length === 0 && after.length === 0) return [];
  if (before.length === 0) return [wholeList("pricing_published", after.map((k) => k.plan), url)];
  if (after.length === 0) return [wholeList("pricing_removed", before.map((k) => k.plan), url)];

  const shared = pageLevelAddOns(before.map((k) => k.plan), after.map((k) => k.plan));
  const { matched, renamed, added: newPlans, removed: gone } = matchKeyed(before, after);
  const stillAdded = new Set(newPlans);

  const changes: DetectedChange[] = [];
  for (const k of after) {
    const n = k.plan;
    const same = matched.get(k);
    if (same) {
      changes.push(...comparePlans(same.plan, n, planLabel(n.name), url, shared));
      continue;
    }
    const old = renamed.get(k);
    if (old) {
      changes.push({
        type: "pricing",
        description: `${planLabel(old.plan.name)} renamed to ${n.name}`,
        oldContent: planSummary(old.plan),
        newContent: planSummary(n),
        url,
        magnitude: 0.3,
        facts: { kind: "plan_renamed", oldName: old.plan.name, newName: n.name, plan: n.name },
      });
      changes.push(...comparePlans(old.plan, n, `${planLabel(n.name)} (formerly ${old.plan.name})`, url, shared));
      continue;
    }
    if (stillAdded.has(k)) {
      changes.push({
        type: "pricing",
        description: `${planLabel(n.name)} added (${priceLabel(n)})`,
        oldContent: null,
        newContent: planSummary(n),
        url,
        magnitude: 0.8,
        facts: { kind: "plan_added", plan: n.name, price: n.price, currency: n.currency, period: n.period, unit: n.unit },
      });
    }
  }
  for (const g of gone) {
    const o = g.plan;
    changes.push({
      type: "pricing",
      description: `${planLabel(o.name)} removed (was ${priceLabel(o)})`,
      oldContent: planSummary(o),
      newContent: null,
      url,
      magnitude: 0.8,
      facts: { kind: "plan_removed", plan: o.name, price: o.price, currency: o.currency, period: o.period, unit: o.unit },
    });
  }
  return changes;
}
