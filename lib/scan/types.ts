/**
 * Shapes shared by the scanner (fetch → discover → extract → snapshot) and change detection.
 * These are stored as JSON in snapshots.extracted_data / snapshots.metadata.
 */
import type { PersuasionRead } from "@/lib/analysis/passages/types";
import type { PricingPlan } from "@/lib/pricing/types";

export type PageKind = "home" | "pricing" | "features" | "integrations";

/** The pages whose copy is compared line by line (lib/changes/detect/volatile.ts). */
export type CopyPage = "home" | "pricing" | "features";

/** A spot of a page seen varying between two fetches of it (learnt in lib/changes/detect/volatile.ts). */
export interface VolatileSpot {
  page: CopyPage;
  /** blockKey of the heading of a section whose copy varies; null for single lines. */
  section: string | null;
  /** blockKeys of lines seen varying (single lines only). */
  keys: string[];
}

/**
 * Texts a small copy section showed before (lib/changes/detect/reversion.ts): a section that keeps
 * coming back to them (A → B → A → B) is flapping, not changing.
 */
export interface SectionTexts {
  page: CopyPage;
  /** blockKey of the section's heading. */
  section: string;
  /** Short hashes of the section's texts seen in earlier snapshots and fetches, oldest first. */
  hashes: string[];
  /** How many times the section came back to a text it had shown before. */
  returns: number;
}

export interface Feature {
  category: string;
  name: string;
  description?: string;
}

export interface Integration {
  name: string;
  /** From the integration taxonomy (lib/analysis/profile/taxonomy.ts): "Chat", "CRM", "Payments", … or "Other". */
  category: string;
  /** Named in a plan or a line of copy, on a site with no integrations list of its own. */
  mentioned?: boolean;
}

export interface ExtractedData {
  /** Main content of the home page as clean markdown (no nav/footer boilerplate). */
  markdown: string;
  pricingMarkdown: string;
  featuresMarkdown: string;
  pricingPlans: PricingPlan[];
  /** Priced add-ons and usage rates of the pricing page as a whole (add-on cards, overage lines); no plan's own. */
  pricingAddOns?: string[];
  features: Feature[];
  aiExtractedData: {
    integrations: Integration[];
    keyCapabilities: string[];
    /** Who the product is for, with the evidence (lib/analysis/profile); absent on snapshots before Nov 2026. */
    audience?: ProductAudience;
  };
}

/** A segment of customers, by size. */
export type AudienceSegment = "individuals" | "small teams" | "mid-market" | "enterprise";

/** One thing a page says about who it is for: the words, where, and which segment they point to. */
export interface AudienceEvidence {
  segment: AudienceSegment | "mixed";
  kind: "phrase" | "seats" | "per-seat price" | "compliance" | "price level" | "tier";
  /** The words as the page shows them. */
  text: string;
  page: PageKind;
  plan: string | null;
  /** How much it counts when it is not the kind's usual weight (a home page headline counts more). */
  weight?: number;
}

export interface ProductAudience {
  /** "mixed": the plans address several sizes and none most; "unclear": the pages say nothing of it. */
  segment: AudienceSegment | "mixed" | "unclear";
  /** Other segments the plans also serve (an enterprise tier above a self-serve ladder). */
  also: AudienceSegment[];
  evidence: AudienceEvidence[];
}

/** Structural and design facts used by change detection (structure / design types). */
export interface PageSignals {
  url: string;
  kind: PageKind;
  title: string;
  /** Section headings (h1-h3) in order, normalised. */
  headings: string[];
  /**
   * Lower headings (h4-h6), normalised: a section whose heading moved a level down (or up) is still
   * there. Absent on snapshots taken before it was read.
   */
  subHeadings?: string[];
  /** Primary navigation labels in order. */
  navigation: string[];
  /** Stylesheet URLs with cache-busting hashes/query strings removed. */
  stylesheets: string[];
  /** Colours found in inline/linked CSS (lower-case hex), sorted, de-duplicated. */
  colors: string[];
  /** font-family names found in CSS, sorted, de-duplicated. */
  fonts: string[];
  /** sha256 of the page's normalised main text (noise removed). */
  textHash: string;
}

export interface SnapshotMetadata {
  /** Characters of text of every scanned page (Content Size); snapshots before Nov 2026 counted the home page only. */
  markdownLength: number;
  hasPublicPricing: boolean;
  hasPricingPage: boolean;
  pages: PageSignals[];
  /** Files under DATA_DIR (relative path), when a browser was available. */
  screenshots: { home?: string; pricing?: string };
  /** "browser" when any page was rendered by Chromium, "http" otherwise. */
  fetchMode: "browser" | "http";
  warnings: string[];
  /** Why the pricing plans may be incomplete; the detail page says "Some plans may be missing". */
  pricingDoubt?: string | null;
  /** The model's reading of the pricing page; absent when no model is configured. */
  pricingModel?: PricingModelOutcome;
  /** Spots of the pages seen varying between two fetches (lib/changes/detect/volatile.ts), carried from scan to scan. */
  volatile?: VolatileSpot[];
  /** Earlier texts of the copy sections that changed (lib/changes/detect/reversion.ts), carried from scan to scan. */
  sectionTexts?: SectionTexts[];
  /** The pages read passage by passage, and their timers read twice, for the persuasion analysis (lib/monitor/persuasion.ts). */
  persuasion?: PersuasionRead;
}

/** How the model's reading of the pricing page went (see lib/monitor/pricing-model.ts). */
export interface PricingModelOutcome {
  /**
   * "ok": the model answered and its plans were reconciled; "reused": the pricing page is unchanged
   * since the last answer, which was reconciled again without a call; "timeout" / "error": rules
   * only; "skipped": not asked (no pricing page, or the user's daily AI budget is spent).
   */
  status: "ok" | "reused" | "timeout" | "error" | "skipped";
  model: string | null;
  /** Values (prices, currencies, units, features, add-ons) and model-only plans dropped for lack of evidence on the page. */
  dropped: number;
  /** Why the status is not "ok", in words. */
  reason?: string;
  /** Hash of the request (model, version, pricing markdown): equal hashes reuse `plans`. */
  inputHash?: string;
  /** The model's plans after verification, before reconciliation. */
  plans?: Array<Omit<PricingPlan, "source"> & { priceInvented?: boolean; nameOnPage?: boolean }>;
}

export interface ExtractionResult {
  extractedData: ExtractedData;
  confidence: number;
  pages: PageSignals[];
  /** Human-readable extraction notes (e.g. pricing rendered by JavaScript); feed into SnapshotMetadata.warnings. */
  warnings?: string[];
  /** True when a page looks script-rendered and static extraction missed content: re-fetch with a browser. */
  needsBrowser?: boolean;
  /** Why the pricing plans may be incomplete ("Some plans may be missing"), or null. */
  pricingDoubt?: string | null;
}

export interface FetchedPage {
  kind: PageKind;
  url: string;
  html: string;
}
