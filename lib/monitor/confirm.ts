import { extractSite } from "@/lib/scan/extract";
import type { FetchedPage, PageKind, SnapshotMetadata } from "@/lib/scan/types";
import type { SnapshotLike } from "@/lib/changes/detect";
import { fetchSite } from "./fetch-site";
import { sharedBrowser } from "./browser";
import { refetchPages } from "./refetch";
import type { PricingPlan } from "@/lib/pricing/types";

export interface ConfirmInput {
  competitorId: string;
  url: string;
  /** The pages the first fetch read. */
  pages: FetchedPage[];
  /** The first fetch's metadata (its page list stands for the second's). */
  metadata: SnapshotMetadata;
  /** Plans as finally read by the first fetch (the model's reading, when one was used, is not asked twice). */
  modelPlans: PricingPlan[] | null;
}

/**
 * A second fetch of the same pages, seconds after the first, read the same way (no screenshots):
 * what the detectors see here as well is a real change; what differs from the first fetch is
 * volatile. Null when the second fetch fails (the first fetch's findings then stand).
 */
export async function confirmationFetch(input: ConfirmInput, warnings: string[]): Promise<SnapshotLike | null> {
  try {
    const site = await fetchSite({
      competitorId: input.competitorId,
      url: input.url,
      knownPages: Object.fromEntries(input.pages.map((p) => [p.kind, p.url])),
      previous: new Map(),
      browser: sharedBrowser(),
      confirmation: true,
    });
    // A page that failed the second time is no evidence against the first fetch's findings: the
    // first fetch's copy stands in for it (its changes stand), the other pages are still confirmed.
    const missing = input.pages.filter((p) => !site.pages.some((q) => q.kind === p.kind));
    if (missing.length) warnings.push(`The confirmation fetch missed the ${missing.map((p) => p.kind).join(", ")} page; its changes were not double-checked.`);
    return readAgain(input, [...site.pages, ...missing], site.homeUrl);
  } catch (err) {
    warnings.push(`The confirmation fetch failed, changes were not double-checked: ${err instanceof Error ? err.message : err}`);
    return null;
  }
}

/**
 * Some of the pages read again over plain HTTP (lib/monitor/refetch.ts), the others as the
 * first fetch read them, extracted like a confirmation fetch. `render`: a page built by scripts is
 * rendered again (no screenshot), else it keeps the first fetch's copy. Null when no page could be
 * read again.
 */
export async function plainRefetch(input: ConfirmInput, kinds: PageKind[], render: boolean): Promise<SnapshotLike | null> {
  const again = await refetchPages({ pages: input.pages, kinds, browser: sharedBrowser(), render });
  if (!again.length) return null;
  return readAgain(input, [...again, ...input.pages.filter((p) => !again.some((q) => q.kind === p.kind))], input.pages.find((p) => p.kind === "home")?.url ?? input.url);
}

/** Pages read again, extracted as the first fetch was (the model's plans, when it read them, not asked twice). */
function readAgain(input: ConfirmInput, pages: FetchedPage[], url: string): SnapshotLike {
  const extracted = extractSite(pages);
  if (input.modelPlans) extracted.extractedData.pricingPlans = input.modelPlans;
  return { extractedData: extracted.extractedData, metadata: { ...input.metadata, pages: extracted.pages }, url };
}
