import type { PricingPlan } from "./types";

/** Currency symbols used in descriptions; other ISO codes are written after the amount. */
const SYMBOLS: Record<string, string> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  JPY: "¥",
  INR: "₹",
  KRW: "₩",
  BRL: "R$",
  AUD: "A$",
  CAD: "CA$",
  NZD: "NZ$",
};

/** Prices closer than half a cent (or a millionth, for large figures) are equal: float noise. */
export function pricesEqual(a: number | null | undefined, b: number | null | undefined): boolean {
  const x = a ?? null;
  const y = b ?? null;
  if (x === null || y === null) return x === y;
  return Math.abs(x - y) <= Math.max(0.005, Math.abs(x) * 1e-6);
}

export function formatAmount(amount: number, currency: string | null): string {
  const cents = Math.round(amount * 100) / 100;
  const whole = Number.isInteger(cents);
  const num = cents.toLocaleString("en-US", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
  const code = currency?.toUpperCase() ?? null;
  if (!code) return num;
  const sym = SYMBOLS[code];
  return sym ? `${sym}${num}` : `${num} ${code}`;
}

type PriceParts = Pick<PricingPlan, "price" | "currency" | "period" | "unit">;

/** " per user/month", "/month", " one-time", "" */
export function periodSuffix(p: Pick<PricingPlan, "period" | "unit">): string {
  const unit = p.unit?.trim() || null;
  const period = p.period;
  if (unit) {
    if (period === "month" || period === "year") return ` per ${unit}/${period}`;
    if (period === "one-time") return ` per ${unit} (one-time)`;
    return ` per ${unit}`;
  }
  if (period === "month" || period === "year") return `/${period}`;
  if (period === "one-time") return " one-time";
  return "";
}

/** "$12 per user/month", "€9/month", "Contact sales" */
export function priceLabel(p: PriceParts): string {
  if (p.price === null || p.price === undefined) return "Contact sales";
  return `${formatAmount(p.price, p.currency)}${periodSuffix(p)}`;
}

/**
 * "$12 → $15 per user/month" when only the amount changed, else the two full labels:
 * "$12/month → $15 per user/month", "Contact sales → $49/month".
 */
export function priceTransition(a: PriceParts, b: PriceParts): string {
  if (a.price !== null && b.price !== null) {
    const sa = periodSuffix(a);
    if (sa === periodSuffix(b)) {
      return `${formatAmount(a.price, a.currency)} → ${formatAmount(b.price, b.currency)}${sa}`;
    }
  }
  return `${priceLabel(a)} → ${priceLabel(b)}`;
}

/** Price per month when the period is monthly or yearly, so $10/month vs $120/year compare equal. */
export function monthlyEquivalent(p: PriceParts): number | null {
  if (p.price === null || p.price === undefined) return null;
  if (p.period === "year") return p.price / 12;
  return p.price;
}

/** Relative change |b - a| / |a| (1 when a is 0 and b is not). */
export function relativeChange(a: number, b: number): number {
  if (pricesEqual(a, b)) return 0;
  if (Math.abs(a) < 0.005) return 1;
  return Math.abs(b - a) / Math.abs(a);
}
