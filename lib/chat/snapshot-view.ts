/** A competitor's latest snapshot as the chat tools present it: plans, features, pages and sources. */
import type { CompetitorRow, SnapshotRow } from "@/db/queries/competitors";
import { audienceOf } from "@/lib/analysis/profile";
import type { ExtractedData, Feature, Integration, PageKind, PageSignals, ProductAudience } from "@/lib/scan/types";
import type { PricingPlan } from "@/lib/pricing/types";

export interface CompetitorView {
  id: string;
  name: string;
  type: string;
  url: string;
  domain: string;
  status: string;
  /** Why a Blocked or Error competitor's last scan failed, and what to do. */
  statusNote?: string | null;
  lastChecked: string | null;
  scannedAt: string | null;
  confidence: number | null;
  /** Page URLs by kind: the sources the answers cite. */
  sources: Partial<Record<PageKind, string>>;
  titles: Partial<Record<PageKind, string>>;
  plans: PricingPlan[];
  /** Add-ons and usage prices of the pricing page as a whole (no single plan's). */
  pricingAddOns?: string[];
  features: Feature[];
  integrations: Integration[];
  capabilities: string[];
  /** Who the product is for (lib/analysis/profile), read again from the pages for snapshots that predate it. */
  audience: ProductAudience;
  markdown: { home: string; pricing: string; features: string };
}

function arr<T>(v: unknown): T[] {
  return Array.isArray(v) ? (v as T[]) : [];
}

function str(v: unknown): string {
  return typeof v === "string" ? v : "";
}

/** Plans as stored, with the fields the extractor may omit filled in. */
function plansOf(data: Partial<ExtractedData>): PricingPlan[] {
  return arr<Partial<PricingPlan>>(data.pricingPlans)
    .filter((p) => typeof p?.name === "string" && p.name.trim())
    .map((p) => ({
      name: String(p.name).trim(),
      price: typeof p.price === "number" ? p.price : null,
      currency: p.currency ?? null,
      period: p.period ?? null,
      unit: p.unit ?? null,
      annualPrice: typeof p.annualPrice === "number" ? p.annualPrice : null,
      addOns: arr<string>(p.addOns),
      features: arr<string>(p.features),
      highlighted: Boolean(p.highlighted),
      ...(typeof p.group === "string" && p.group ? { group: p.group } : {}),
    }));
}

function featuresOf(data: Partial<ExtractedData>): Feature[] {
  return arr<Feature | string>(data.features)
    .map((f) => (typeof f === "string" ? { category: "General", name: f } : f))
    .filter((f): f is Feature => Boolean(f && typeof f.name === "string" && f.name.trim()));
}

export function competitorView(c: CompetitorRow, s: SnapshotRow | undefined): CompetitorView {
  const data = (s?.extractedData ?? {}) as Partial<ExtractedData>;
  const pages = arr<PageSignals>((s?.metadata as { pages?: unknown } | undefined)?.pages);
  const sources: Partial<Record<PageKind, string>> = { home: c.url };
  const titles: Partial<Record<PageKind, string>> = {};
  for (const p of pages) {
    if (p?.kind && typeof p.url === "string") sources[p.kind] = p.url;
    if (p?.kind && typeof p.title === "string" && p.title.trim()) titles[p.kind] = p.title.trim();
  }
  for (const [kind, url] of Object.entries(c.pages ?? {})) if (typeof url === "string" && !sources[kind as PageKind]) sources[kind as PageKind] = url;
  const ai = (data.aiExtractedData ?? {}) as Partial<ExtractedData["aiExtractedData"]>;
  const plans = plansOf(data);
  const markdown = { home: str(data.markdown), pricing: str(data.pricingMarkdown), features: str(data.featuresMarkdown) };
  const stored = ai.audience && typeof ai.audience.segment === "string" && Array.isArray(ai.audience.evidence) ? ai.audience : null;
  const audience =
    stored ??
    audienceOf(
      (["home", "pricing", "features"] as const).map((kind) => ({ kind, markdown: markdown[kind] })).filter((p) => p.markdown),
      plans,
    );
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    url: c.url,
    domain: c.domain,
    status: c.status,
    statusNote: c.status === "blocked" || c.status === "error" ? c.lastError : null,
    lastChecked: c.lastChecked?.toISOString() ?? null,
    scannedAt: s?.createdAt.toISOString() ?? null,
    confidence: s ? s.confidence : null,
    sources,
    titles,
    plans,
    pricingAddOns: arr<string>(data.pricingAddOns).filter((a) => typeof a === "string"),
    features: featuresOf(data),
    integrations: arr<Integration>(ai.integrations).filter((i) => i && typeof i.name === "string"),
    capabilities: arr<string>(ai.keyCapabilities).filter((k) => typeof k === "string"),
    audience: { segment: audience.segment, also: arr(audience.also), evidence: arr(audience.evidence) },
    markdown,
  };
}

/** The URL to cite for a kind of fact, falling back to the home page. */
export function sourceOf(v: Pick<CompetitorView, "sources" | "url">, kind: PageKind): string {
  return v.sources[kind] ?? v.sources.home ?? v.url;
}
