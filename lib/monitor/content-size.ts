import { htmlToMarkdown } from "@/lib/scan/extract/html-to-markdown";
import { memoExtract } from "@/lib/scan/extract/memo";
import type { ExtractedData, FetchedPage, PageKind } from "@/lib/scan/types";

/**
 * Content Size on the competitor page: the characters of clean text of every page the scan read (home,
 * pricing, features, integrations), each page once. The markdown the extraction keeps is reused; a page
 * it keeps no text of (integrations) is converted here, from the extractors' cache when it was read lately.
 */
export function scannedTextLength(pages: FetchedPage[], data: Pick<ExtractedData, "markdown" | "pricingMarkdown" | "featuresMarkdown">): number {
  const kept: Partial<Record<PageKind, string>> = { home: data.markdown, pricing: data.pricingMarkdown, features: data.featuresMarkdown };
  const seen = new Set<PageKind>();
  let total = 0;
  for (const page of pages) {
    if (seen.has(page.kind) || !page.html.trim()) continue;
    seen.add(page.kind);
    total += (kept[page.kind] ?? memoExtract("markdown", [], page.html, () => htmlToMarkdown(page.html))).length;
  }
  return total;
}
