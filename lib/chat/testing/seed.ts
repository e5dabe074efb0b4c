/**
 * Test seeding: real fixture competitor sites (tests/fixtures/sites) run through the real extractor,
 * stored as snapshots for a user; a second version (v2) runs through the real change detection, so
 * launches and price changes exist as the scanner would record them.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { insertCompetitor } from "@/db/queries/competitors";
import { storeScan } from "@/db/queries/scans";
import { modelFor } from "@/lib/changes/learning-store";
import { extractSite } from "@/lib/scan/extract";
import { diffSnapshots } from "@/lib/monitor/detect";
import type { SnapshotMetadata } from "@/lib/scan/types";
import { sitePages, type FixtureVersion } from "@/tests/fixtures/fixture-sites";

function snapshotOf(site: string, version: FixtureVersion, origin: string) {
  const r = extractSite(sitePages(site, version, origin));
  const metadata: SnapshotMetadata = {
    markdownLength: r.extractedData.markdown.length,
    hasPublicPricing: r.extractedData.pricingPlans.some((p) => p.price !== null),
    hasPricingPage: true,
    pages: r.pages,
    screenshots: {},
    fetchMode: "http",
    warnings: [],
  };
  return {
    extracted: r,
    metadata,
    row: {
      confidence: r.confidence,
      contentHash: `${site}-${version}`,
      metadata: metadata as unknown as Record<string, unknown>,
      extractedData: r.extractedData as unknown as Record<string, unknown>,
      textContent: [r.extractedData.markdown, r.extractedData.pricingMarkdown, r.extractedData.featuresMarkdown].join("\n\n"),
    },
  };
}

export interface SeededCompetitor { id: string; site: string; name: string }

/** Adds one fixture site as a competitor (or the baseline) with a v1 snapshot, and optionally a v2 scan with its changes. */
export async function seedSite(db: Db, userId: string, site: string, opts: { name?: string; type?: "baseline" | "competitor"; v2?: boolean; daysAgo?: number } = {}): Promise<SeededCompetitor> {
  const origin = `https://${site}.example`;
  const first = snapshotOf(site, "v1", origin);
  const name = opts.name ?? site.charAt(0).toUpperCase() + site.slice(1);
  const c = await insertCompetitor(db, { userId, name, url: `${origin}/${site}/`, domain: `${site}.example`, type: opts.type ?? "competitor", checkFrequency: "1d" });
  if (!c) throw new Error(`could not seed ${site}`);
  await storeScan(db, { userId, competitorId: c.id, jobId: null, snapshot: first.row, changes: [], pages: {}, states: [] });
  const back = opts.daysAgo ?? (opts.v2 ? 10 : 0);
  if (back) await db.execute(sql`update snapshots set created_at = now() - make_interval(days => ${back}) where competitor_id = ${c.id}`);
  if (opts.v2) {
    const second = snapshotOf(site, "v2", origin);
    const prev = { extractedData: first.extracted.extractedData, metadata: first.metadata, url: c.url };
    const next = { extractedData: second.extracted.extractedData, metadata: second.metadata, url: c.url };
    const changes = await diffSnapshots(prev, next, c.id, await modelFor(db, userId), []);
    await storeScan(db, { userId, competitorId: c.id, jobId: null, snapshot: second.row, changes, pages: {}, states: [] });
  }
  return { id: c.id, site, name };
}

/** A snapshot with the given page text, for search and injection tests. */
export async function seedTextCompetitor(db: Db, userId: string, name: string, markdown: string): Promise<string> {
  const c = await insertCompetitor(db, { userId, name, url: `https://${name.toLowerCase().replace(/\W+/g, "")}.example/`, domain: `${name.toLowerCase().replace(/\W+/g, "")}.example`, type: "competitor", checkFrequency: "1d" });
  if (!c) throw new Error("could not seed");
  const data = { markdown, pricingMarkdown: "", featuresMarkdown: "", pricingPlans: [], features: [], aiExtractedData: { integrations: [], keyCapabilities: [] } };
  await storeScan(db, {
    userId,
    competitorId: c.id,
    jobId: null,
    snapshot: { confidence: 0.3, contentHash: `text-${c.id}`, metadata: { pages: [{ kind: "home", url: c.url, title: name }] }, extractedData: data, textContent: markdown },
    changes: [],
    pages: {},
    states: [],
  });
  return c.id;
}
