const LONG_US_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });

/** A long US date, e.g. "November 22, 2026"; an em dash when the value is missing or invalid. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "—" : LONG_US_DATE.format(d);
}
