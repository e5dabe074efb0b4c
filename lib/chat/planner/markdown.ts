import type { PricingPlan } from "@/lib/pricing/types";
/** Markdown building blocks for local answers. Scraped text is always escaped before it is shown. */

/** Inline text from a scraped page: one line, markdown punctuation escaped, length capped. */
export function esc(text: string | null | undefined, max = 160): string {
  const one = (text ?? "").replace(/\s+/g, " ").trim();
  const cut = one.length > max ? clip(one, max) : one;
  return cut.replace(/([\\`*_{}[\]<>|~])/g, "\\$1");
}

/** Text cut to at most max characters at a word boundary (never mid-word), marked with " …". */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.max(1, max - 2));
  const at = head.search(/[\s,;:.!?)]\S*$/);
  const whole = (at > max * 0.4 ? head.slice(0, at) : head.replace(/[\p{L}\p{N}]+$/u, "")).replace(/[\s,;:(–—-]+$/, "");
  return `${whole || head} …`;
}

/** A link to a page URL when it is http(s); otherwise the escaped text alone. */
export function link(label: string, url: string | null | undefined): string {
  if (!url || !/^https?:\/\//i.test(url)) return esc(label);
  const safe = url.replace(/[()\s<>]/g, (c) => encodeURIComponent(c));
  return `[${esc(label, 60)}](${safe})`;
}

export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\n/g, " ") || "—").join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

export function list(items: string[]): string {
  return items.map((i) => `- ${i}`).join("\n");
}

const SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹", CHF: "CHF ", CAD: "CA$", AUD: "A$" };

export function money(amount: number, currency: string | null): string {
  const n = Number.isInteger(amount) ? amount.toLocaleString("en-US") : amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (!currency) return n;
  const sym = SYMBOLS[currency];
  return sym ? `${sym}${n}` : `${n} ${currency}`;
}

/** "$12/user/mo", "Free", "Contact sales", "$99 one-time". */
export function priceLabel(p: Pick<PricingPlan, "price" | "currency" | "period" | "unit">): string {
  if (p.price === null) return "Contact sales";
  if (p.price === 0) return "Free";
  const unit = p.unit ? `/${esc(p.unit, 30)}` : "";
  const period = p.period === "month" ? "/mo" : p.period === "year" ? "/yr" : p.period === "one-time" ? " one-time" : "";
  return `${money(p.price, p.currency)}${unit}${period}`;
}

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
export function day(iso: string | Date | null | undefined): string {
  if (!iso) return "—";
  const d = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(d.getTime()) ? "—" : DATE.format(d);
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export const LOCAL_FOOTER = "\n\n---\n_Local analysis — running without a model: computed directly from your competitors' scanned pages and detected changes. Add an ANTHROPIC_API_KEY for model-written answers._";
