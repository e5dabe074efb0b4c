/**
 * Reconciles the rule-based plans with the model's verified plans (see `model-verify.ts`):
 * - plans are matched one to one by simplified name ("Team plan" = "team"), then, for names that
 *   differ slightly ("Teams", "Pro" / "Pro monthly"), by equal price;
 * - a matched plan keeps every rule value and takes the model's value only where the rules have
 *   none (no price, currency, period, unit, annual price, no features, no add-ons);
 * - rule-only plans are kept; model-only plans are added only when their name is on the page and
 *   their price (if any) is too, after the matched plan the model listed before them.
 * Every plan gets `source`: "rules", "model" or "both". Pure: no network, no clock.
 */
import type { VerifiedPlan } from "./model-verify";
import { planKey } from "@/lib/pricing/plan-key";
import type { PricingPlan } from "@/lib/pricing/types";

export interface Reconciled {
  plans: PricingPlan[];
  /** Model-only plans left out for lack of evidence on the page. */
  droppedPlans: number;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length];
}

/** "Teams" ~ "Team", "Pro" ~ "Pro monthly", "Busines" ~ "Business"; "Pro" is not "Plus". */
export function namesClose(a: string, b: string): boolean {
  if (!a || !b) return false;
  const wa = a.split(" ");
  const wb = b.split(" ");
  const [short, long] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  if (short.every((w) => long.includes(w))) return true;
  return Math.min(a.length, b.length) >= 4 && editDistance(a, b) <= Math.max(1, Math.floor(Math.min(a.length, b.length) / 5));
}

function samePrice(a: number | null, b: number | null): boolean {
  return a === null || b === null ? a === b : Math.abs(a - b) < 1e-6;
}

const empty = <T>(v: T | null | undefined): v is null | undefined => v === null || v === undefined;

/** The rule plan with the model's values filled in where the rules found none. */
export function mergePlan(rule: PricingPlan, model: VerifiedPlan): PricingPlan {
  const price = rule.price ?? model.price;
  const out: PricingPlan = {
    ...rule,
    price,
    currency: rule.currency ?? (price === null ? null : model.currency),
    period: rule.period ?? model.period,
    unit: rule.unit ?? model.unit,
    features: rule.features.length ? rule.features : model.features,
    addOns: rule.addOns.length ? rule.addOns : model.addOns,
    source: "both",
  };
  if (empty(rule.annualPrice) && model.annualPrice !== null) out.annualPrice = model.annualPrice;
  if (empty(rule.highlighted)) out.highlighted = model.highlighted;
  return out;
}

/** A model-only plan in the stored shape. */
export function modelOnlyPlan(p: VerifiedPlan): PricingPlan {
  const plan: PricingPlan = { name: p.name, price: p.price, currency: p.price === null ? null : p.currency, period: p.period, unit: p.unit, addOns: p.addOns, features: p.features, highlighted: p.highlighted, source: "model" };
  if (p.annualPrice !== null) plan.annualPrice = p.annualPrice;
  return plan;
}

/** Pairs of (rule index, model index): exact simplified names first, then close names with equal prices. */
export function matchPlans(rules: PricingPlan[], model: VerifiedPlan[]): Map<number, number> {
  const modelToRule = new Map<number, number>();
  const taken = new Set<number>();
  const ruleKeys = rules.map((r) => planKey(r.name));
  const modelKeys = model.map((m) => planKey(m.name));
  modelKeys.forEach((k, mi) => {
    const ri = ruleKeys.findIndex((rk, i) => !taken.has(i) && rk === k);
    if (ri >= 0) {
      modelToRule.set(mi, ri);
      taken.add(ri);
    }
  });
  modelKeys.forEach((k, mi) => {
    if (modelToRule.has(mi)) return;
    const ri = ruleKeys.findIndex((rk, i) => !taken.has(i) && namesClose(rk, k) && samePrice(rules[i].price, model[mi].price));
    if (ri >= 0) {
      modelToRule.set(mi, ri);
      taken.add(ri);
    }
  });
  return modelToRule;
}

export function reconcilePlans(rules: PricingPlan[], model: VerifiedPlan[]): Reconciled {
  const modelToRule = matchPlans(rules, model);
  const ruleToModel = new Map([...modelToRule].map(([m, r]) => [r, m]));
  // Model-only plans, each placed after the rule plan matched by the closest model plan before it (-1: first).
  const inserts = new Map<number, PricingPlan[]>();
  let anchor = -1;
  let droppedPlans = 0;
  model.forEach((p, mi) => {
    const ri = modelToRule.get(mi);
    if (ri !== undefined) {
      anchor = ri;
      return;
    }
    if (p.priceInvented || !p.nameOnPage) {
      droppedPlans++;
      return;
    }
    inserts.set(anchor, [...(inserts.get(anchor) ?? []), modelOnlyPlan(p)]);
  });
  const plans: PricingPlan[] = [...(inserts.get(-1) ?? [])];
  rules.forEach((rule, ri) => {
    const mi = ruleToModel.get(ri);
    plans.push(mi === undefined ? { ...rule, source: "rules" } : mergePlan(rule, model[mi]));
    plans.push(...(inserts.get(ri) ?? []));
  });
  return { plans, droppedPlans };
}
