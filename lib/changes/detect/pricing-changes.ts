import { splitQuantities } from "./feature-quantities";
import { tableStatements, type TableStatements } from "./restated-features";
import {
  monthlyEquivalent,
  priceLabel,
  pricesEqual,
  priceTransition,
  relativeChange,
} from "@/lib/pricing/money-format";
import { diceSimilarity, diffSets, listSummary, pairSides, type SetDiff } from "@/lib/changes/detect/text-compare";
import { itemKey } from "@/lib/norm-text";
import { keyPlans, matchKeyed } from "@/lib/pricing/plan-match";
import { plural } from "@/lib/format";
import { findMoney } from "@/lib/pricing/money-parse";
import { planLabel } from "@/lib/pricing/plan-key";
import { recutLines } from "./recut-lines";
import { wordingKey } from "@/lib/wording-key";
import { listUnits } from "./list-units";
import { priceLines } from "./price-lines";
import { pageUrl, roundMagnitude, type DetectedChange, type SnapshotLike } from "./types";
import { normText } from "@/lib/norm-text";
import type { PricingPlan } from "@/lib/pricing/types";
import { comparedLists, recutMarker } from "./inherited-features";

function planSummary(p: PricingPlan): string {
  const lines = [`${p.name}: ${priceLabel(p)}`];
  for (const f of p.features) lines.push(`- ${f}`);
  return lines.join("\n");
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  normText(a ?? "") === normText(b ?? "");

function priceChange(o: PricingPlan, n: PricingPlan, label: string, url: string): DetectedChange | null {
  const priceSame = pricesEqual(o.price, n.price);
  const currencySame = sameText(o.currency, n.currency);
  const periodSame = (o.period ?? null) === (n.period ?? null);
  const unitSame = sameText(o.unit, n.unit);
  if (priceSame && currencySame && periodSame && unitSame) return null;
  // Free on both versions: a period, unit or currency beside nothing charged ("$0/month" → "Free") says nothing.
  if (o.price === 0 && n.price === 0) return null;

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
  return pairSides(d, (x, y) => (digits(x) === digits(y) ? diceSimilarity(x, y) : 0), 0.6).rest;
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
): DetectedChange[] {
  // A line is the same line with its amounts, periods, "&" or compact figures written another way
  // ("$5 per extra seat" → "$5.00 per extra seat", "1,000 contacts" → "1K contacts": lib/wording-key.ts).
  const key = kind === "add_ons_changed" ? (s: string) => normText(wordingKey(s)) : (s: string) => itemKey(wordingKey(s));
  const d = withoutRewording(diffSets(before, after, key));
  if (d.added.length === 0 && d.removed.length === 0) return [];
  // Lines joined or cut with the same words and figures: the card re-cut, no fact (recut-lines.ts).
  if (recutLines(d.removed, d.added)) return [];
  // A place of the list re-cut while another line changed elsewhere: that place states no new fact.
  return listUnits(d, before, after, key).filter((u) => !recutLines(u.removed, u.added)).map((u) => {
    const parts: string[] = [];
    // One line rewritten: the fact with its before and after ("Up to 10 projects → Up to 21 projects").
    if (u.added.length === 1 && u.removed.length === 1) parts.push(`${u.removed[0]} → ${u.added[0]}`);
    else {
      if (u.added.length) parts.push(`${plural(u.added.length, noun)} added (${listSummary(u.added)})`);
      if (u.removed.length) parts.push(`${plural(u.removed.length, noun)} removed (${listSummary(u.removed)})`);
    }
    return {
      type: "pricing",
      description: `${label}: ${parts.join(", ")}`,
      oldContent: u.removed.length ? u.removed.join("\n") : null,
      newContent: u.added.length ? u.added.join("\n") : null,
      url,
      magnitude: roundMagnitude((u.added.length + u.removed.length) / Math.max(1, d.unionSize)),
      facts: { kind, plan, added: u.added, removed: u.removed },
    };
  });
}

/** Both versions' plans, for a list that names another plan (inherited-features.ts). */
type Family = { before: PricingPlan[]; after: PricingPlan[] };

/** Both versions' table cells: a feature line one version lists and the other states in a table cell is kept (restated-features.ts). */
interface Tables {
  before: TableStatements;
  after: TableStatements;
}

/**
 * A plan's findings: price, annual price, feature list (a line rewritten with other figures only:
 * one change per quantity, feature-quantities.ts; a line the other version states in a table cell
 * is no change), add-ons, highlight.
 */
function comparePlans(written: [PricingPlan, PricingPlan], label: string, url: string, shared: Set<string>, tables: Tables, family: Family): DetectedChange[] {
  // A list that names another plan in place of its lines ("Everything in Starter, plus:") on one version only: compared as what it includes.
  const [o, n] = comparedLists(written[0], written[1], family);
  const own = (xs: string[]) => xs.filter((x) => !shared.has(normText(x)));
  // A line of the cards that the table of the other version states is kept; one the table states with another figure is that figure changed.
  const restated = (lines: string[], other: PricingPlan, table: TableStatements) => {
    if (other.features.length > 0) return { lines, was: [] };
    const left = lines.filter((f) => !table.states(other.name, f));
    return { lines: left, was: left.map((f) => table.counterpart(other.name, f)).filter((x): x is string => !!x) };
  };
  const gone = restated(o.features, n, tables.after);
  const come = restated(n.features, o, tables.before);
  // A line taken off a card (or put on it) that the other version's table marks for the plan: the page states it on both.
  const stays = (f: string, on: string[], plan: string, table: TableStatements) => !on.some((x) => itemKey(x) === itemKey(f)) && table.marks(plan, f);
  const featuresBefore0 = [...gone.lines.filter((f) => !stays(f, n.features, n.name, tables.after)), ...come.was];
  const featuresAfter0 = [...come.lines.filter((f) => !stays(f, o.features, o.name, tables.before)), ...gone.was];
  // The plan's price written as a feature line, restated with the new price: the price finding's (price-lines.ts).
  const keys = (xs: string[]) => new Set(xs.map(itemKey));
  const amounts = (p: PricingPlan) => [p.price, p.annualPrice].filter((x): x is number => typeof x === "number");
  const priced = priceLines(featuresBefore0.filter((f) => !keys(featuresAfter0).has(itemKey(f))), featuresAfter0.filter((f) => !keys(featuresBefore0).has(itemKey(f))), amounts(o), amounts(n));
  const featuresBefore = featuresBefore0.filter((f) => !priced.removed.includes(f));
  const featuresAfter = featuresAfter0.filter((f) => !priced.added.includes(f));
  const out: Array<DetectedChange | null> = [
    priceChange(o, n, label, url),
    annualChange(o, n, label, url),
    ...listChange("plan_features_changed", "feature", label, featuresBefore, featuresAfter, url, n.name).flatMap((c) => splitQuantities(c, label)),
    ...listChange("add_ons_changed", "add-on", label, own(o.addOns), own(n.addOns), url, n.name),
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
  const found = out.filter((c): c is DetectedChange => c !== null);
  // A list re-cut around a line naming another plan: the copy edits of the lines that only moved are no change (merge.ts).
  return o !== written[0] ? [...found, recutMarker(written[0], written[1], found, url)] : found;
}

/** A price list shown for the first time: one change that names its plans. */
function pricingPublished(plans: PricingPlan[], url: string): DetectedChange {
  const names = plans.map((p) => `${p.name} ${priceLabel(p)}`);
  return {
    type: "pricing",
    description: `Pricing published: ${plural(plans.length, "plan")} (${listSummary(names)})`,
    oldContent: null,
    newContent: plans.map(planSummary).join("\n\n"),
    url,
    magnitude: 1,
    facts: { kind: "pricing_published", plans: plans.map((p) => ({ name: p.name, price: p.price, currency: p.currency, period: p.period })) },
  };
}

/**
 * Plans read on a page where none were read before. When the page stated no amount of money before,
 * its pricing is published (one change naming the plans). When it did, the plans are mostly what it
 * already stated, now read as plans (a table or cards in place of prose): a plan is only new when
 * its amount is not one the page stated before; the copy diff reports how the wording around the
 * others changed.
 */
function firstPlansRead(prev: SnapshotLike, plans: PricingPlan[], url: string): DetectedChange[] {
  const stated = new Set(findMoney(prev.extractedData.pricingMarkdown ?? "").map((t) => t.amount));
  if (!stated.size) return [pricingPublished(plans, url)];
  return plans.filter((p) => p.price !== null && !stated.has(p.price)).map((p) => planAdded(p, url));
}

function planAdded(n: PricingPlan, url: string): DetectedChange {
  return {
    type: "pricing",
    description: `${planLabel(n.name)} added (${priceLabel(n)})`,
    oldContent: null,
    newContent: planSummary(n),
    url,
    magnitude: 0.8,
    facts: { kind: "plan_added", plan: n.name, price: n.price, currency: n.currency, period: n.period, unit: n.unit, features: n.features },
  };
}

/**
 * An upsell box read as a plan ("Need more seats? Contact sales"): no price of its own and a name
 * that asks a question (any script's question mark). It is an offer to talk, not a plan.
 */
export function isUpsell(p: PricingPlan): boolean {
  return p.price === null && /[?？؟]/.test(p.name);
}

export function detectPricingChanges(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  const url = pageUrl(prev, next, "pricing");
  const before = keyPlans((prev.extractedData.pricingPlans ?? []).filter((p) => !isUpsell(p)));
  const after = keyPlans((next.extractedData.pricingPlans ?? []).filter((p) => !isUpsell(p)));
  if (before.length === 0 && after.length === 0) return [];
  // Plans gone, even all of them, are each a fact of their own (one change per plan removed).
  if (before.length === 0) return firstPlansRead(prev, after.map((k) => k.plan), url);

  const shared = pageLevelAddOns(before.map((k) => k.plan), after.map((k) => k.plan));
  const tables = { before: tableStatements(prev.extractedData.pricingMarkdown), after: tableStatements(next.extractedData.pricingMarkdown) };
  const family = { before: before.map((k) => k.plan), after: after.map((k) => k.plan) };
  const { matched, renamed, added: newPlans, removed: gone } = matchKeyed(before, after);
  const stillAdded = new Set(newPlans);

  const changes: DetectedChange[] = [];
  for (const k of after) {
    const n = k.plan;
    const same = matched.get(k);
    if (same) {
      changes.push(...comparePlans([same.plan, n], planLabel(n.name), url, shared, tables, family));
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
      changes.push(...comparePlans([old.plan, n], `${planLabel(n.name)} (formerly ${old.plan.name})`, url, shared, tables, family));
      continue;
    }
    if (stillAdded.has(k)) changes.push(planAdded(n, url));
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
      facts: { kind: "plan_removed", plan: o.name, price: o.price, currency: o.currency, period: o.period, unit: o.unit, features: o.features },
    });
  }
  return movedHighlight(changes);
}

/**
 * One plan no longer highlighted and one other now highlighted in the same scan is one fact: the page's
 * recommendation (a badge, a ribbon) moved from one card to another. It is reported once, under the
 * plan that now carries it, naming the plan that lost it.
 */
function movedHighlight(changes: DetectedChange[]): DetectedChange[] {
  const flips = (on: boolean) => changes.filter((c) => c.facts.kind === "highlight_changed" && c.facts.highlighted === on);
  const [lost, gained] = [flips(false), flips(true)];
  if (lost.length !== 1 || gained.length !== 1) return changes;
  const [from, to] = [lost[0], gained[0]];
  to.description = `Highlight as recommended moved from ${planLabel(String(from.facts.plan))} to ${planLabel(String(to.facts.plan))}`;
  to.facts = { ...to.facts, from: from.facts.plan };
  return changes.filter((c) => c !== from);
}
