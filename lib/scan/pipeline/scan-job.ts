import crypto from "node:crypto";
import { z } from "zod";
import { defineJob, PermanentJobError } from "@/lib/jobs/types";
import { FetchError } from "@/lib/scan/fetch";
import { extractSite } from "@/lib/scan/extract";
import type { ExtractedData, SnapshotMetadata } from "@/lib/scan/types";
import { competitorForScan, latestSnapshot, pageStates, setAnalyzing, storeScan, markScanFailed } from "@/db/queries/scans";
import { getChange } from "@/db/queries/changes";
import { modelFor } from "@/lib/changes/learning-store";
import { changeDto } from "@/lib/changes/dto";
import { liveBus } from "@/lib/live/bus";
import { enqueueChangeAlert } from "@/lib/notify/email-change-alert";
import { enqueueInsightRefresh } from "@/lib/analysis/report/job";
import { SCAN_JOB } from "@/lib/scan/enqueue-scan";
import { fetchSite } from "./fetch-site";
import { diffSnapshots } from "./detect";
import { sharedBrowser } from "./browser";
import { readPricingWithModel } from "./pricing-model";

export interface ScanResult extends Record<string, unknown> {
  status: "complete" | "partial";
  message: string;
  details: { websiteAccessError?: string; analysisError?: string; warnings?: string[] };
  snapshotId: string | null;
  changes: number;
  unchanged?: boolean;
}

function contentHashOf(data: ExtractedData, meta: Pick<SnapshotMetadata, "pages">): string {
  const pages = meta.pages.map((p) => ({ kind: p.kind, headings: p.headings, navigation: p.navigation, stylesheets: p.stylesheets, colors: p.colors, fonts: p.fonts, textHash: p.textHash }));
  return crypto.createHash("sha256").update(JSON.stringify({ data, pages })).digest("hex");
}

/** Transient failures are retried by the queue; blocked addresses, robots and 4xx are not. */
function isPermanent(err: FetchError): boolean {
  return ["blocked_url", "blocked_address", "robots_disallowed", "too_large", "too_many_redirects", "redirect_loop", "decode_error"].includes(err.code) || (err.code === "http_error" && (err.status ?? 500) < 500);
}

export const scanJob = defineJob({
  name: SCAN_JOB,
  payload: z.object({ competitorId: z.string().uuid(), userId: z.string().uuid(), reason: z.string().optional() }),
  maxAttempts: 2,
  async run({ competitorId, userId }, { db, step, recordId, attempt, maxAttempts }): Promise<ScanResult> {
    const competitor = await competitorForScan(db, { competitorId });
    if (!competitor || competitor.userId !== userId) throw new PermanentJobError("The competitor was deleted before the scan ran");
    const previous = await latestSnapshot(db, { userId, competitorId });
    if (!previous) {
      const analyzing = await setAnalyzing(db, { userId, competitorId });
      if (analyzing) await liveBus.publish(db, { userId, event: "competitor-update", data: { competitorId, status: "analyzing", name: competitor.name } });
    }
    const states = await pageStates(db, { userId, competitorId });
    let site;
    try {
      site = await fetchSite({
        competitorId,
        url: competitor.url,
        knownPages: competitor.pages,
        previous: new Map(states.map((s) => [s.kind, { etag: s.etag, lastModified: s.lastModified }])),
        browser: sharedBrowser(),
      });
    } catch (err) {
      const message = err instanceof FetchError ? err.message : `Unexpected scan failure: ${err instanceof Error ? err.message : err}`;
      const final = (err instanceof FetchError && isPermanent(err)) || attempt >= maxAttempts;
      if (final) {
        const failed = await markScanFailed(db, { userId, competitorId, error: message });
        if (failed) await liveBus.publish(db, { userId, event: "competitor-update", data: { competitorId, status: "error", name: competitor.name, error: message } });
        throw new PermanentJobError(message, { status: "failed", message: "Website access failed", details: { websiteAccessError: message } });
      }
      throw err;
    }

    const warnings = [...site.warnings];
    let analysisError: string | undefined;
    let extracted;
    try {
      extracted = extractSite(site.pages);
    } catch (err) {
      analysisError = `Extraction failed: ${err instanceof Error ? err.message : err}`;
      extracted = extractSite([site.pages[0]]);
    }
    const pricingPage = site.pages.find((p) => p.kind === "pricing");
    const modelRead = await readPricingWithModel(db, {
      userId,
      pricingPage: pricingPage && !analysisError ? { url: pricingPage.url, markdown: extracted.extractedData.pricingMarkdown } : null,
      rulePlans: extracted.extractedData.pricingPlans,
      previous: previous?.metadata as Pick<SnapshotMetadata, "pricingModel"> | undefined,
    });
    if (modelRead) extracted.extractedData.pricingPlans = modelRead.plans;
    const metadata: SnapshotMetadata = {
      markdownLength: extracted.extractedData.markdown.length,
      hasPublicPricing: extracted.extractedData.pricingPlans.some((p) => p.price !== null),
      hasPricingPage: site.pages.some((p) => p.kind === "pricing"),
      pages: extracted.pages,
      screenshots: site.screenshots,
      fetchMode: site.fetchMode,
      warnings,
      ...(extracted.pricingDoubt ? { pricingDoubt: extracted.pricingDoubt } : {}),
      ...(modelRead ? { pricingModel: modelRead.outcome } : {}),
    };
    const contentHash = contentHashOf(extracted.extractedData, metadata);
    const unchanged = previous?.contentHash === contentHash;
    const prevLike = previous ? { extractedData: previous.extractedData as unknown as ExtractedData, metadata: previous.metadata as unknown as SnapshotMetadata, url: competitor.url } : null;
    const newChanges = unchanged ? [] : await diffSnapshots(prevLike, { extractedData: extracted.extractedData, metadata, url: site.homeUrl }, competitorId, await modelFor(db, userId), warnings);

    const stored = await step.run("store", async () =>
      storeScan(db, {
        userId,
        competitorId,
        jobId: recordId,
        snapshot: unchanged ? null : {
          confidence: extracted.confidence,
          contentHash,
          metadata: metadata as unknown as Record<string, unknown>,
          extractedData: extracted.extractedData as unknown as Record<string, unknown>,
          // Capped so Postgres' tsvector (1 MB limit) can always index it for the chat's search.
          textContent: [extracted.extractedData.markdown, extracted.extractedData.pricingMarkdown, extracted.extractedData.featuresMarkdown].join("\n\n").slice(0, 400_000),
        },
        changes: newChanges,
        pages: Object.fromEntries(Object.entries(site.discovered).filter(([, v]) => typeof v === "string")) as Record<string, string>,
        states: site.states,
      }),
    );
    const changeIds = stored?.changeIds ?? [];
    await step.run("notify", async () => {
      for (const id of changeIds) {
        const c = await getChange(db, { userId, id });
        if (c) await liveBus.publish(db, { userId, event: "change", data: changeDto(c) });
      }
      await liveBus.publish(db, { userId, event: "competitor-update", data: { competitorId, status: "active", name: competitor.name, changes: changeIds.length } });
      if (recordId && changeIds.length > 0) await enqueueChangeAlert(db, { userId, competitorId, scanJobId: recordId, changeIds });
      if (changeIds.length > 0) await enqueueInsightRefresh(db, { userId, competitorId });
      return true;
    });

    const partial = Boolean(analysisError) || warnings.some((w) => !w.startsWith("No browser available"));
    return {
      status: partial ? "partial" : "complete",
      message: partial
        ? analysisError ? "Analysis service unavailable" : "Scan completed with some issues"
        : unchanged ? `No changes on ${competitor.name}` : `${changeIds.length} change${changeIds.length === 1 ? "" : "s"} found on ${competitor.name}`,
      details: { ...(analysisError ? { analysisError } : {}), warnings },
      snapshotId: stored?.snapshotId ?? null,
      changes: changeIds.length,
      unchanged,
      fetchMode: site.fetchMode,
    };
  },
});
