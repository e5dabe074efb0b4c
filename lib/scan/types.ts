/**
 * Shapes shared by the scanner (fetch → discover → extract → snapshot) and change detection.
 * These are stored as JSON in snapshots.extracted_data / snapshots.metadata.
 */

export type PageKind = "home" | "pricing" | "features" | "integrations";

export type BillingPeriod = "month" | "year" | "one-time";

export interface PricingPlan {
  name: string;
  /** Price per period as a number; null for custom / "Contact sales" plans. */
  price: number | null;
  /** ISO 4217 code: USD, EUR, GBP ...; null when no price is shown. */
  currency: string | null;
  period: BillingPeriod | null;
  /** e.g. "user", "seat", "1,000 contacts"; null when the price is flat. */
  unit: string | null;
  /** Annual-billing price per month when the page offers a monthly/annual toggle. */
  annualPrice?: number | null;
  /** Usage-based add-ons ("$10 per extra 1,000 contacts"). */
  addOns: string[];
  /** Every listed feature of the plan, in page order. */
  features: string[];
  /** True when the page marks the plan as recommended / most popular. */
  highlighted?: boolean;
}

export interface Feature {
  category: string;
  name: string;
  description?: string;
}

export interface Integration {
  name: string;
  category: string;
}

export interface ExtractedData {
  /** Main content of the home page as clean markdown (no nav/footer boilerplate). */
  markdown: string;
  pricingMarkdown: string;
  featuresMarkdown: string;
  pricingPlans: PricingPlan[];
  features: Feature[];
  aiExtractedData: {
    integrations: Integration[];
    keyCapabilities: string[];
  };
}

/** Structural and design facts used by change detection (structure / design types). */
export interface PageSignals {
  url: string;
  kind: PageKind;
  title: string;
  /** Section headings (h1-h3) in order, normalised. */
  headings: string[];
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
  markdownLength: number;
  hasPublicPricing: boolean;
  hasPricingPage: boolean;
  pages: PageSignals[];
  /** Files under DATA_DIR (relative path), when a browser was available. */
  screenshots: { home?: string; pricing?: string };
  /** "browser" when any page was rendered by Chromium, "http" otherwise. */
  fetchMode: "browser" | "http";
  warnings: string[];
}

export interface ExtractionResult {
  extractedData: ExtractedData;
  confidence: number;
  pages: PageSignals[];
  /** Human-readable extraction notes (e.g. pricing rendered by JavaScript); feed into SnapshotMetadata.warnings. */
  warnings?: string[];
  /** True when a page looks script-rendered and static extraction missed content: re-fetch with a browser. */
  needsBrowser?: boolean;
}

export interface FetchedPage {
  kind: PageKind;
  url: string;
  html: string;
}
