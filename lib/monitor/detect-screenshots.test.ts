import { describe, expect, it } from "vitest";
import { emptyModel } from "@/lib/changes/score";
import { extractSite } from "@/lib/scan/extract";
import type { SnapshotMetadata } from "@/lib/scan/types";
import { sitePages } from "@/tests/fixtures/fixture-sites";
import { diffSnapshots } from "./detect";

/** A fixture site's version as the scan stores it, with the home and pricing pages screenshotted. */
function snapshot(version: "v1" | "v2") {
  const r = extractSite(sitePages("flowdesk", version));
  const metadata: SnapshotMetadata = {
    markdownLength: r.extractedData.markdown.length,
    hasPublicPricing: true,
    hasPricingPage: true,
    pages: r.pages,
    // The same files in both snapshots: the pages kept their screenshots, no visual comparison runs.
    screenshots: { home: "shots/home.png", pricing: "shots/pricing.png" },
    fetchMode: "http",
    warnings: [],
  };
  return { extractedData: r.extractedData, metadata, url: "http://127.0.0.1/flowdesk/" };
}

describe("the screenshot a change carries", () => {
  it("is the screenshot of the page the change was found on, never another page's", async () => {
    const found = await diffSnapshots(snapshot("v1"), snapshot("v2"), "c1", emptyModel(), []);
    const shotOf = (type: string) => found.filter((c) => c.type === type).map((c) => c.screenshot);
    expect(shotOf("pricing").length).toBeGreaterThan(0);
    expect(new Set(shotOf("pricing"))).toEqual(new Set(["shots/pricing.png"]));
    expect(new Set(shotOf("content"))).toEqual(new Set(["shots/home.png"]));
    // The features and integrations pages have no screenshot: their changes carry none (not the home page's).
    expect(shotOf("feature")).toEqual([null]);
    expect(shotOf("integration")).toEqual([null]);
  });
});
