import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { extractSite } from "@/lib/scan/extract";
import { detectChanges, type DetectedChange } from "@/lib/changes/detect";
import { baseImportance } from "@/lib/changes/score";
import { createBrowserPool, findChromium, type BrowserPool } from "@/lib/scan/browser";
import type { SnapshotMetadata, FetchedPage } from "@/lib/scan/types";
import { listSites, loadExpected, sitePages, type FixtureVersion } from "@/tests/fixtures/fixture-sites";
import { startFixtureServer, type FixtureServer } from "@/tests/fixtures/site-server";

// Every fixture site, v1 → v2 and v1 → noise-only: each change type is detected with the right type and
// importance, and noise raises nothing. Script-rendered pricing is rendered in real Chromium.
let server: FixtureServer;
let browser: BrowserPool | null = null;

beforeAll(async () => {
  server = await startFixtureServer();
  const chrome = findChromium(null);
  if (!chrome && process.env.CI === "true") throw new Error("Chromium is required in CI");
  if (chrome) browser = createBrowserPool({ executablePath: chrome, allowedPrivateHosts: ["127.0.0.1"] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function snapshotOf(site: string, version: FixtureVersion) {
  server.setVersion(site, version);
  const pages: FetchedPage[] = sitePages(site, version, server.origin);
  if (loadExpected(site).needsBrowser && browser) {
    for (const p of pages) if (p.kind === "pricing") p.html = (await browser.renderPage(p.url)).html;
  }
  const r = extractSite(pages);
  const metadata: SnapshotMetadata = { markdownLength: r.extractedData.markdown.length, hasPublicPricing: true, hasPricingPage: true, pages: r.pages, screenshots: {}, fetchMode: "http", warnings: [] };
  return { extractedData: r.extractedData, metadata, url: server.url(site, "/") };
}

const sites = listSites();

describe.each(sites)("detection on %s", (site) => {
  const expected = loadExpected(site);
  let v2Changes: DetectedChange[] = [];

  it("raises no change for a noise-only version", { timeout: 60_000 }, async () => {
    const found = detectChanges(await snapshotOf(site, "v1"), await snapshotOf(site, "noise"));
    expect(found.map((c) => c.description)).toEqual([]);
  });

  it("detects every v2 change with the right type and importance", { timeout: 60_000 }, async () => {
    v2Changes = detectChanges(await snapshotOf(site, "v1"), await snapshotOf(site, "v2"));
    const of = (type: string) => v2Changes.filter((c) => c.type === type);
    for (const p of expected.v2.priceChanges) {
      const c = of("pricing").find((x) => x.description.includes(p.plan) && x.facts.kind === "price_changed");
      expect(c, `${p.plan} price change in ${JSON.stringify(v2Changes.map((x) => x.description))}`).toBeTruthy();
      expect(baseImportance(c!).level).toBe("high");
    }
    for (const name of expected.v2.plansAdded) expect(of("pricing").some((c) => c.description.includes(`${name} plan added`)), name).toBe(true);
    for (const name of expected.v2.plansRemoved) expect(of("pricing").some((c) => c.description.includes(`${name} plan removed`)), name).toBe(true);
    for (const name of expected.v2.featuresAdded) expect(of("feature").some((c) => c.description.includes(name)), name).toBe(true);
    for (const name of expected.v2.integrationsRemoved) {
      const c = of("integration").find((x) => x.description.includes(name));
      expect(c, name).toBeTruthy();
      expect(["medium", "high"]).toContain(baseImportance(c!).level);
    }
    for (const h of expected.v2.headingsAdded) expect([...of("structure"), ...of("content")].some((c) => `${c.description} ${c.newContent ?? ""}`.includes(h.heading)), h.heading).toBe(true);
    if (expected.v2.colorsAdded.length) expect(of("design").length).toBeGreaterThan(0);
    // One change per thing that changed: a plan's card that came or went, its yearly total, a section's
    // heading and paragraphs are parts of the findings above, never changes of their own.
    const e = expected.v2;
    const items = e.priceChanges.length + e.plansAdded.length + e.plansRemoved.length + e.featuresAdded.length + e.integrationsRemoved.length + e.headingsAdded.length + (e.colorsAdded.length || e.colorsRemoved.length ? 1 : 0);
    expect(v2Changes.map((c) => `${c.type}: ${c.description}`), "one change per expected item").toHaveLength(items);
  });
});
