/**
 * Display rules of the competitors screens (spec §2 Competitors list and Competitor detail): status
 * labels, last-checked text, filtering, the CSV export, price formatting and the feature clean-up.
 * Pure functions only, so they are unit-tested without a browser.
 */
import { FREQUENCY_LABELS, type CheckFrequency } from "@/lib/billing/plans";
import type { Feature } from "@/lib/scan/types";
import { timeAgo } from "@/lib/format";
import type { PricingPlan } from "@/lib/pricing/types";

export type StatusFilter = "all" | "active" | "paused" | "error" | "blocked";
export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "paused", label: "Paused" },
  { value: "error", label: "Error" },
  { value: "blocked", label: "Blocked" },
];

/** The list shows 12 entries, then 12 more per 'Load More'. */
export const PAGE_SIZE = 12;

/**
 * Status labels: active 'Active', paused 'Paused', error 'Error', blocked 'Blocked' (a bot wall answered
 * the last scan), pending or analyzing 'Setting up', else 'Inactive'.
 */
export function statusLabel(status: string): string {
  switch (status) {
    case "active":
      return "Active";
    case "paused":
      return "Paused";
    case "error":
      return "Error";
    case "blocked":
      return "Blocked";
    case "pending":
    case "analyzing":
      return "Setting up";
    default:
      return "Inactive";
  }
}

export type StatusTone = "success" | "muted" | "destructive" | "warning" | "info" | "outline";
export function statusTone(status: string): StatusTone {
  const label = statusLabel(status);
  if (label === "Active") return "success";
  if (label === "Paused") return "muted";
  if (label === "Error") return "destructive";
  if (label === "Blocked") return "warning";
  if (label === "Setting up") return "info";
  return "outline";
}

/** Last-checked text: Never, Just now, Nm ago, Nh ago, Nd ago. */
export function lastCheckedText(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return "Never";
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "Never";
  return timeAgo(now - at) ?? "Never";
}

/** 'Every hour', 'Every 6 hours', ... 'Every week'. */
export function frequencyText(f: CheckFrequency): string {
  return `Every ${FREQUENCY_LABELS[f] ?? f}`;
}

export interface ListedCompetitor {
  name: string;
  url: string;
  type: string;
  status: string;
  metadata?: { domain?: string } | null;
}

export function matchesStatus(status: string, filter: StatusFilter): boolean {
  return filter === "all" || status === filter;
}

export function matchesSearch(c: ListedCompetitor, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [c.name, c.url, c.metadata?.domain ?? ""].some((v) => v.toLowerCase().includes(q));
}

export function filterCompetitors<T extends ListedCompetitor>(list: T[], search: string, status: StatusFilter): T[] {
  return list.filter((c) => matchesStatus(c.status, status) && matchesSearch(c, search));
}

/** The baseline first, then the competitors in the order given. */
export function splitBaseline<T extends { type: string }>(list: T[]): { baseline: T | null; others: T[] } {
  return { baseline: list.find((c) => c.type === "baseline") ?? null, others: list.filter((c) => c.type !== "baseline") };
}

export function isFiltered(search: string, status: StatusFilter): boolean {
  return search.trim() !== "" || status !== "all";
}

/** 'Showing X of Y competitors' with the search text and the status when a filter is active. */
export function summaryText(shown: number, total: number, search: string, status: StatusFilter): string {
  let s = `Showing ${shown} of ${total} competitors`;
  if (search.trim()) s += ` matching "${search.trim()}"`;
  if (status !== "all") s += ` with status ${statusLabel(status)}`;
  return s;
}

/** Slot usage: non-baseline competitors against the plan limit (-1 is unlimited). */
export function slotText(used: number, limit: number): string {
  return limit < 0 ? `${used} / Unlimited` : `${used} / ${limit}`;
}
export function slotPercent(used: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** Adding is allowed on enterprise or below the limit (spec §5, §6). */
export function atPlanLimit(plan: string | undefined, used: number, limit: number): boolean {
  return plan !== "enterprise" && limit >= 0 && used >= limit;
}

export interface CsvCompetitor extends ListedCompetitor {
  checkFrequency: string;
  lastChecked: string | null;
  changesCount: number;
  createdAt: string;
}

function csvCell(value: string | number): string {
  let s = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Export List: one row per competitor, RFC 4180 quoting. */
export function competitorsCsv(list: CsvCompetitor[]): string {
  const header = ["Name", "Type", "Domain", "URL", "Status", "Check Frequency", "Last Checked", "Changes", "Added"];
  const rows = list.map((c) => [
    c.name,
    c.type === "baseline" ? "Baseline" : "Competitor",
    c.metadata?.domain ?? "",
    c.url,
    statusLabel(c.status),
    frequencyText(c.checkFrequency as CheckFrequency),
    c.lastChecked ?? "Never",
    c.changesCount,
    c.createdAt,
  ]);
  return [header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export function csvFileName(now: Date = new Date()): string {
  return `competitors-${now.toISOString().slice(0, 10)}.csv`;
}

/** Edit rules of spec §5: name and url required; url must start with http:// or https://. */
export function editError(name: string, url: string): string | null {
  if (!name.trim() || !url.trim()) return "Please fill in all required fields";
  if (!/^https?:\/\//i.test(url.trim())) return "URL must start with http:// or https://";
  return null;
}

// ---------- Detail page ----------

/** Pricing plans whose name contains a dot are hidden (they are sentences, not plan names). */
export function visiblePlans<T extends { name: string }>(plans: T[] | null | undefined): T[] {
  return (plans ?? []).filter((p) => p.name && !p.name.includes("."));
}

export const PLAN_FEATURES_SHOWN = 3;
export const FEATURES_PER_CATEGORY = 5;
export const MIN_FEATURE_LENGTH = 4;

const CURRENCY_SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹", AUD: "A$", CAD: "C$", CHF: "CHF " };
const PERIOD_SUFFIX: Record<string, string> = { month: "/mo", year: "/yr", "one-time": " one-time" };

export function formatMoney(amount: number, currency: string | null | undefined): string {
  const code = (currency ?? "USD").toUpperCase();
  const digits = Number.isInteger(amount) ? 0 : 2;
  const n = amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const symbol = CURRENCY_SYMBOLS[code];
  return symbol ? `${symbol}${n}` : `${n} ${code}`;
}

/** '$29/user/mo', '€0/mo', 'Custom' when the price is null. */
export function formatPlanPrice(plan: Pick<PricingPlan, "price" | "currency" | "period" | "unit">): string {
  if (plan.price === null || plan.price === undefined || Number.isNaN(plan.price)) return "Custom";
  const unit = plan.unit ? `/${plan.unit}` : "";
  const period = plan.period ? (PERIOD_SUFFIX[plan.period] ?? `/${plan.period}`) : "";
  return `${formatMoney(plan.price, plan.currency)}${unit}${period}`;
}

/** 'or $24/mo billed annually' when the page offers an annual price that differs. */
export function annualPriceText(plan: Pick<PricingPlan, "price" | "annualPrice" | "currency" | "unit">): string | null {
  if (plan.annualPrice === null || plan.annualPrice === undefined || plan.annualPrice === plan.price) return null;
  const unit = plan.unit ? `/${plan.unit}` : "";
  return `or ${formatMoney(plan.annualPrice, plan.currency)}${unit}/mo billed annually`;
}

/** Strips markup: asterisks, backslashes, brackets and parenthesised text; collapses spaces. */
export function cleanFeatureText(text: string): string {
  return text
    .replace(/\([^()]*\)/g, " ")
    .replace(/[*\\[\]{}()<>]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .trim();
}

export type RawFeature = string | (Partial<Feature> & { keyBenefits?: unknown });

export interface FeatureGroup {
  category: string;
  items: string[];
  /** How many more cleaned features the category has beyond the ones shown. */
  more: number;
}

/** Key Features grouped by category: cleaned, under 4 characters hidden, de-duplicated, 5 per category. */
export function groupFeatures(features: RawFeature[] | null | undefined): FeatureGroup[] {
  const groups = new Map<string, string[]>();
  for (const f of features ?? []) {
    const raw = typeof f === "string" ? f : (f?.name ?? "");
    const category = (typeof f === "string" ? "" : cleanFeatureText(f?.category ?? "")) || "General";
    const name = cleanFeatureText(raw);
    if (name.length < MIN_FEATURE_LENGTH) continue;
    const items = groups.get(category) ?? [];
    if (!items.some((i) => i.toLowerCase() === name.toLowerCase())) items.push(name);
    groups.set(category, items);
  }
  return [...groups.entries()].map(([category, items]) => ({
    category,
    items: items.slice(0, FEATURES_PER_CATEGORY),
    more: Math.max(0, items.length - FEATURES_PER_CATEGORY),
  }));
}

/** Confidence 0..1 as a whole percent. */
export function confidencePercent(confidence: number | null | undefined): string {
  if (confidence === null || confidence === undefined || Number.isNaN(confidence)) return "—";
  const pct = confidence <= 1 ? confidence * 100 : confidence;
  return `${Math.round(Math.max(0, Math.min(100, pct)))}%`;
}

/**
 * Content Size: the characters of text of every scanned page. A scan stores that total as
 * metadata.markdownLength; snapshots from before it counted the home page only, so the text the
 * snapshot keeps of its home, pricing and features pages is the floor.
 */
export function contentChars(snapshot: { metadata?: { markdownLength?: number } | null; extractedData?: { markdown?: string; pricingMarkdown?: string; featuresMarkdown?: string } | null }): number {
  const d = snapshot.extractedData ?? {};
  const kept = (d.markdown?.length ?? 0) + (d.pricingMarkdown?.length ?? 0) + (d.featuresMarkdown?.length ?? 0);
  return Math.max(snapshot.metadata?.markdownLength ?? 0, kept);
}

/** 'across 4 pages' under the Content Size, when the snapshot lists the pages it read. */
export function pagesHint(pages: number | null | undefined): string | undefined {
  if (!pages) return undefined;
  return pages === 1 ? "from 1 page" : `across ${pages} pages`;
}

export function contentSizeText(chars: number | null | undefined): string {
  return `${(chars ?? 0).toLocaleString("en-US")} characters`;
}

export function yesNo(value: boolean | null | undefined): "Yes" | "No" {
  return value ? "Yes" : "No";
}

const SCREENSHOT_NAME = /^[a-z0-9-]+\.png$/;

/** metadata.screenshots holds 'screenshots/<competitorId>/<file>.png'; the route serves it by file name. */
export function screenshotUrl(competitorId: string, relativePath: string | null | undefined): string | null {
  if (!relativePath) return null;
  const name = relativePath.split("/").pop() ?? "";
  return SCREENSHOT_NAME.test(name) ? `/api/competitors/${competitorId}/screenshots/${name}` : null;
}

/** The host shown for a URL ('acme.com'), or the URL itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
