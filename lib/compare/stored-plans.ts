import type { PricingPlan } from "@/lib/pricing/types";

const PERIODS = new Set(["month", "year", "one-time"]);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/** Plans as a snapshot stores them (unchecked JSON), with the fields the extractor may omit filled in. */
export function storedPlans(value: unknown): PricingPlan[] {
  if (!Array.isArray(value)) return [];
  const out: PricingPlan[] = [];
  for (const raw of value as Array<Record<string, unknown> | null>) {
    if (!raw || typeof raw.name !== "string" || !raw.name.trim()) continue;
    out.push({
      name: raw.name.trim(),
      price: typeof raw.price === "number" && Number.isFinite(raw.price) ? raw.price : null,
      currency: typeof raw.currency === "string" && raw.currency ? raw.currency.toUpperCase() : null,
      period: typeof raw.period === "string" && PERIODS.has(raw.period) ? (raw.period as PricingPlan["period"]) : null,
      unit: typeof raw.unit === "string" && raw.unit.trim() ? raw.unit.trim() : null,
      annualPrice: typeof raw.annualPrice === "number" && Number.isFinite(raw.annualPrice) ? raw.annualPrice : null,
      addOns: strings(raw.addOns),
      features: strings(raw.features),
      highlighted: Boolean(raw.highlighted),
    });
  }
  return out;
}
