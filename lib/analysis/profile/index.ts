/**
 * The product profile of a scanned site: who it is for (segment, with the evidence named), its key
 * capabilities, and its integrations with categories from the taxonomy. Pure: it reads the pages'
 * clean markdown and what the extractors found, so it runs at scan time and again on a stored
 * snapshot (the chat reads old snapshots the same way).
 */
import type { Feature, Integration } from "@/lib/scan/types";
import { readAudience, type AudienceReading } from "./audience";
import { keyCapabilities } from "./capabilities";
import { categorizeIntegrations, namedIntegrations } from "./integration-category";
import { simpleKey, sitePassages, type SitePage } from "./passages";
import type { PricingPlan } from "@/lib/pricing/types";

export type { SitePage } from "./passages";
export { categorizeIntegration } from "./integration-category";

export interface ProductProfile {
  audience: AudienceReading;
  capabilities: string[];
  integrations: Integration[];
}

export interface ProfileInput {
  pages: SitePage[];
  plans: PricingPlan[];
  features?: Feature[];
  /** Integrations the extractor found on integration pages and sections. */
  integrations?: Integration[];
  siteName?: string;
}

export function buildProductProfile(input: ProfileInput): ProductProfile {
  const passages = sitePassages(input.pages, input.plans);
  const listed = categorizeIntegrations(input.integrations ?? []);
  const seen = new Set(listed.map((i) => simpleKey(i.name)));
  // an integrations page or section is the site's own list; products named elsewhere count only without one
  const named = listed.length ? [] : namedIntegrations(passages, input.siteName).filter((i) => !seen.has(simpleKey(i.name)));
  const integrations = [...listed, ...named].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
  return {
    audience: readAudience(passages, input.plans),
    capabilities: keyCapabilities({ passages, features: input.features, planNames: input.plans.map((p) => p.name) }),
    integrations,
  };
}

/** Who the product is for, from stored pages and plans (snapshots scanned before the profile was kept). */
export function audienceOf(pages: SitePage[], plans: PricingPlan[]): AudienceReading {
  return readAudience(sitePassages(pages, plans), plans);
}

const SEGMENT_LABEL: Record<AudienceReading["segment"], string> = {
  individuals: "Individuals",
  "small teams": "Small teams",
  "mid-market": "Mid-market",
  enterprise: "Enterprise",
  mixed: "All sizes (mixed)",
  unclear: "Unclear",
};

/** The segment as a person reads it ("Small teams"). */
export function segmentLabel(segment: AudienceReading["segment"]): string {
  return SEGMENT_LABEL[segment];
}
