import { describe, expect, it } from "vitest";
import { extractSite } from "@/lib/scan/extract";
import { readSiteFile } from "@/tests/fixtures/fixture-sites";
import type { FetchedPage, PageKind } from "@/lib/scan/types";
import { scannedTextLength } from "./content-size";

const page = (kind: PageKind, html: string): FetchedPage => ({ kind, url: `https://acme.example/${kind}`, html });

describe("scannedTextLength (Content Size)", () => {
  it("counts the text of every scanned page, not only the home page", () => {
    const pages = (["home", "pricing", "features", "integrations"] as const).map((k) => page(k, readSiteFile("flowdesk", `${k}.html`) ?? ""));
    const { extractedData: d } = extractSite(pages);
    const total = scannedTextLength(pages, d);
    expect(total).toBeGreaterThan(d.markdown.length + d.pricingMarkdown.length + d.featuresMarkdown.length);
    // without the integrations page, exactly the three pages the snapshot keeps as text
    expect(scannedTextLength(pages.slice(0, 3), d)).toBe(d.markdown.length + d.pricingMarkdown.length + d.featuresMarkdown.length);
  });

  it("counts a page once and skips empty ones", () => {
    const d = { markdown: "Home text", pricingMarkdown: "", featuresMarkdown: "Features" };
    expect(scannedTextLength([page("home", "<p>Home text</p>"), page("home", "<p>again</p>"), page("features", "<p>Features</p>"), page("integrations", "  ")], d)).toBe(17);
  });
});
