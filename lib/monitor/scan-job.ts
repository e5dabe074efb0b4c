import crypto from "node:crypto";
import type { Db } from "@/db/client";
import { defineJob, PermanentJobError, type Step } from "@/lib/jobs/types";
import { FetchError } from "@/lib/scan/fetch";
import { extractSite } from "@/lib/scan/extract";
import type { ExtractedData, PageKind, SnapshotMetadata } from "@/lib/scan/types";
import { competitorForScan, latestSnapshot, scanStartState, setAnalyzing, writeScan, unchangedScanWrites, markScanFailed } from "@/db/queries/scans";
import { getChange } from "@/db/queries/changes";
import { modelFor } from "@/lib/changes/learning-store";
import { changeDto } from "@/lib/changes/dto";
import { liveBus } from "@/lib/live/bus";
import { enqueueChangeAlert } from "@/lib/notify/email-change-alert";
import { enqueueAlertFanout } from "@/lib/alerts/fanout-job";
import { enqueueInsightRefresh } from "@/lib/analysis/report/job";
import { scanJobSpec } from "@/lib/monitor/enqueue-scan";
import { updateCompetitor } from "@/db/queries/competitors";
import { fetchSite } from "./fetch-site";
import type { SiteFetch } from "./fetch-site-types";
import { diffSnapshots } from "./detect";
import { sharedBrowser } from "./browser";
import { readPricingWithModel } from "./pricing-model";
import { confirmationFetch, plainRefetch, type ConfirmInput } from "./confirm";
import { baselineVolatile, confirmChanges } from "./noise-immunity";
import { COPY_PAGES } from "@/lib/changes/detect/volatile";
import { scannedTextLength } from "./content-size";
import { readPersuasion } from "./persuasion";
import { refetchPages } from "./refetch";
import { endBlocked } from "./blocked";
import type { NewChange } from "@/db/queries/scans";

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

/**
 * Transient failures are retried by the queue; blocked addresses, robots, 4xx, oversized or undecodable
 * bodies are not, nor a site too slow for the page or scan deadline (retrying at once would only hold
 * a scan slot that long again; the next scheduled check tries again), nor one that asked us to slow down
 * (429/503: its host is backed off, see safeFetch's backoff option).
 */
function isPermanent(err: FetchError): boolean {
  if (["blocked_url", "blocked_address", "robots_disallowed", "too_large", "too_many_redirects", "redirect_loop", "decode_error", "timeout", "rate_limited"].includes(err.code)) return true;
  if (err.code === "robots_unreachable" && err.cause instanceof FetchError && isPermanent(err.cause)) return true;
  return err.code === "http_error" && (err.status ?? 500) < 500;
}

/** What the "store" step records: enough to finish the job after a crash without fetching again. */
interface StoredScan extends Record<string, unknown> {
  snapshotId: string | null;
  changeIds: string[];
  partial: boolean;
  analysisError: string | null;
  warnings: string[];
  unchanged: boolean;
  fetchMode: string;
  /** The live update was sent in the store step's own transaction (an unchanged scan): no notify step. */
  notified?: boolean;
}

/** Live events, the alert e-mail and the insight refresh of a stored scan, sent exactly once; then the job's result. */
async function notifyAndReport(db: Db, step: Step, who: Who, stored: StoredScan): Promise<ScanResult> {
  const { userId, competitorId, recordId, name } = who;
  const { changeIds } = stored;
  if (!stored.notified) await step.tx("notify", async (tx) => {
    for (const id of changeIds) {
      const c = await getChange(tx, { userId, id });
      if (c) await liveBus.publish(tx, { userId, event: "change", data: changeDto(c) });
    }
    const status = (await competitorForScan(tx, { competitorId }))?.status ?? "active";
    await liveBus.publish(tx, { userId, event: "competitor-update", data: { competitorId, status, name, changes: changeIds.length } });
    if (recordId && changeIds.length > 0) await enqueueChangeAlert(tx, { userId, competitorId, scanJobId: recordId, changeIds });
    if (recordId && changeIds.length > 0) await enqueueAlertFanout(tx, { userId, scanJobId: recordId, changeIds });
    if (changeIds.length > 0) await enqueueInsightRefresh(tx, { userId, competitorId });
    return true;
  });
  return {
    status: stored.partial ? "partial" : "complete",
    message: stored.partial
      ? stored.analysisError ? "Analysis service unavailable" : "Scan completed with some issues"
      : stored.unchanged ? `No changes on ${name}` : `${changeIds.length} change${changeIds.length === 1 ? "" : "s"} found on ${name}`,
    details: { ...(stored.analysisError ? { analysisError: stored.analysisError } : {}), warnings: stored.warnings },
    snapshotId: stored.snapshotId,
    changes: changeIds.length,
    unchanged: stored.unchanged,
    fetchMode: stored.fetchMode,
  };
}

/** The scan's start state, without the last snapshot and page states when they predate an edited address. */
function rebaselined<T extends { competitor: { metadata: Record<string, unknown> }; head: { createdAt: string } | null; pages: unknown[] }>(start: T): T {
  const from = start.competitor.metadata.baselineFrom;
  if (typeof from !== "string" || !start.head || new Date(start.head.createdAt) >= new Date(from)) return start;
  return { ...start, head: null, pages: [] };
}

type StartState = NonNullable<Awaited<ReturnType<typeof scanStartState>>>;
type Competitor = NonNullable<StartState["competitor"]>;
type Previous = Awaited<ReturnType<typeof latestSnapshot>> | undefined;
type Who = { userId: string; competitorId: string; recordId: string | null; name: string };

export const scanJob = defineJob({
  ...scanJobSpec,
  async run({ competitorId, userId }, { db, step, recordId, attempt, maxAttempts, resumed }): Promise<ScanResult> {
    // The competitor, its latest snapshot's head and its pages' last answers: one round trip.
    const start = await scanStartState(db, { competitorId });
    const competitor = start?.competitor;
    if (!start || !competitor || competitor.userId !== userId) throw new PermanentJobError("The competitor was deleted before the scan ran");
    const who: Who = { userId, competitorId, recordId, name: competitor.name };
    // A run taken over from a worker that died after storing: nothing is fetched or stored again.
    const already = resumed ? await step.done<StoredScan>("store") : undefined;
    if (already) return notifyAndReport(db, step, who, already.result);
    // After the user changed the address, the last snapshot is of another site: this scan is a new baseline.
    const { head, pages: states } = rebaselined(start);
    if (!head) {
      await step.tx("analyzing", async (tx) => {
        const analyzing = await setAnalyzing(tx, { userId, competitorId });
        if (analyzing) await liveBus.publish(tx, { userId, event: "competitor-update", data: { competitorId, status: "analyzing", name: competitor.name } });
        return Boolean(analyzing);
      });
    }
    const fetchedFrom = Date.now();
    const site = await fetchOrFail(db, who, competitor, head, states, attempt >= maxAttempts);
    const fetchedTo = Date.now();
    // A bare domain that answered only over http is stored as http from now on (Visit Site, favicon).
    const siteUrl = competitor.url.startsWith("https://") && site.homeUrl.startsWith("http://") ? `http://${competitor.url.slice("https://".length)}` : competitor.url;
    // Every page answered as last time (304, the same body, the same rendered text) and no screenshot
    // is due: the last snapshot's extraction stands, and nothing is extracted, rendered or compared.
    const lastKinds = [...(head?.pageKinds ?? [])].sort().join(",");
    if (head && !site.newScreenshots && site.pages.length > 0 && site.unchangedKinds.length === site.pages.length && site.pages.map((p) => p.kind).sort().join(",") === lastKinds) {
      // One statement: the page states, the competitor's status, its live update (nothing else to tell) and the step's record.
      const result: StoredScan = { snapshotId: null, changeIds: [], partial: false, analysisError: null, warnings: site.warnings, unchanged: true, fetchMode: site.fetchMode, notified: true };
      const stored = await step.once("store", result, (gate) =>
        unchangedScanWrites({ userId, competitorId, name: competitor.name, pages: discoveredPages(site.discovered), states: site.states }, gate),
      );
      return notifyAndReport(db, step, who, stored);
    }
    const previous = head ? await latestSnapshot(db, { userId, competitorId }) : undefined;
    const read = await readSite(db, userId, site, previous, { fetchedFrom, fetchedTo });
    const contentHash = contentHashOf(read.extracted.extractedData, read.metadata);
    // New screenshots (a page changed, or the daily one) are compared and kept with a new snapshot.
    const unchanged = previous?.contentHash === contentHash && !site.newScreenshots;
    const newChanges = await detectChanges(db, { userId, competitorId, competitorUrl: competitor.url, siteUrl, site, previous, read, unchanged });
    const partial = Boolean(read.analysisError) || read.warnings.some((w) => !w.startsWith("No browser available"));
    // Snapshot, changes, page states and the step's record commit together: exactly once.
    const stored = await step.tx<StoredScan>("store", async (tx) => {
      const written = await writeScan(tx, {
        userId,
        competitorId,
        jobId: recordId,
        snapshot: unchanged ? null : snapshotRow(read, contentHash),
        changes: newChanges,
        pages: discoveredPages(site.discovered),
        states: site.states,
      });
      // Deleted by its owner while the scan ran: the delete wins, nothing is stored and the job ends.
      if (written?.deleted) throw new PermanentJobError("The competitor was deleted while it was scanned");
      if (siteUrl !== competitor.url) await updateCompetitor(tx, { userId, id: competitorId, fields: { url: siteUrl, favicon: `${new URL(siteUrl).origin}/favicon.ico` } });
      return { snapshotId: written?.snapshotId ?? null, changeIds: written?.changeIds ?? [], partial, analysisError: read.analysisError ?? null, warnings: read.warnings, unchanged, fetchMode: site.fetchMode };
    });
    return notifyAndReport(db, step, who, stored);
  },
});

/**
 * Fetches the site with what the last scan remembers. A bot wall ends the scan Blocked (nothing stored:
 * the next good scan compares with the last good snapshot); a failure that will not pass, or the last
 * attempt's, marks the scan failed; anything else is thrown for the queue to retry.
 */
async function fetchOrFail(db: Db, who: Who, competitor: Competitor, head: StartState["head"], states: StartState["pages"], lastAttempt: boolean): Promise<SiteFetch> {
  const { userId, competitorId } = who;
  try {
    return await fetchSite({
      competitorId,
      url: competitor.url,
      httpFallback: competitor.metadata.schemeGiven !== true,
      knownPages: competitor.pages,
      previous: new Map(states.map((s) => [s.kind, { etag: s.etag, lastModified: s.lastModified, contentHash: s.contentHash, fullFetchedAt: s.fullFetchedAt, scriptRendered: s.scriptRendered, renderState: s.renderState }])),
      browser: sharedBrowser(),
      previousScreenshots: head?.screenshots ?? undefined,
      previousTextChars: textChars(head?.textChars),
    });
  } catch (err) {
    if (err instanceof FetchError && err.code === "blocked") return endBlocked(db, { userId, competitorId, name: competitor.name, checkFrequency: competitor.checkFrequency }, err);
    const message = err instanceof FetchError ? err.message : `Unexpected scan failure: ${err instanceof Error ? err.message : err}`;
    const final = (err instanceof FetchError && isPermanent(err)) || lastAttempt;
    if (final) {
      const failed = await markScanFailed(db, { userId, competitorId, error: message });
      if (failed) await liveBus.publish(db, { userId, event: "competitor-update", data: { competitorId, status: failed.status, name: competitor.name, error: message } });
      throw new PermanentJobError(message, { status: "failed", message: "Website access failed", details: { websiteAccessError: message } });
    }
    throw err;
  }
}

/** What the scan read of the site: the extraction (with the model's pricing when one is configured) and the snapshot's metadata. */
interface SiteRead {
  extracted: ReturnType<typeof extractSite>;
  metadata: SnapshotMetadata;
  modelRead: Awaited<ReturnType<typeof readPricingWithModel>>;
  analysisError: string | undefined;
  /** The fetch's warnings, and those of the change detection after it. */
  warnings: string[];
}

/** Extracts the pages, lets the model read the pricing page, reads the pages' persuasion, and builds the metadata. */
async function readSite(db: Db, userId: string, site: SiteFetch, previous: Previous, fetched: { fetchedFrom: number; fetchedTo: number }): Promise<SiteRead> {
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
  // The pages as passages for the persuasion analysis; a page with a timer is read twice (persuasion.ts).
  const fresh = site.pages.map((p) => p.kind).filter((k) => !site.unchangedKinds.includes(k));
  const persuasion = await readPersuasion({ pages: site.pages, fresh, ...fetched, refetch: (kinds, forceRender) => refetchPages({ pages: site.pages, kinds, browser: sharedBrowser(), render: true, forceRender }) });
  const metadata: SnapshotMetadata = {
    markdownLength: scannedTextLength(site.pages, extracted.extractedData),
    hasPublicPricing: extracted.extractedData.pricingPlans.some((p) => p.price !== null),
    hasPricingPage: site.pages.some((p) => p.kind === "pricing"),
    pages: extracted.pages,
    screenshots: site.screenshots,
    fetchMode: site.fetchMode,
    warnings,
    ...(extracted.pricingDoubt ? { pricingDoubt: extracted.pricingDoubt } : {}),
    ...(modelRead ? { pricingModel: modelRead.outcome } : {}),
    persuasion,
  };
  return { extracted, metadata, modelRead, analysisError, warnings };
}

/**
 * The changes against the last snapshot, through noise immunity (lib/monitor/noise-immunity.ts): spots
 * known to vary between fetches are masked, a suspected change is confirmed by fetching again, and what
 * varies is remembered in the metadata. A baseline fetches its copy pages twice more to learn that.
 */
async function detectChanges(
  db: Db,
  { userId, competitorId, competitorUrl, siteUrl, site, previous, read, unchanged }: { userId: string; competitorId: string; competitorUrl: string; siteUrl: string; site: SiteFetch; previous: Previous; read: SiteRead; unchanged: boolean },
): Promise<NewChange[]> {
  const { extracted, metadata, modelRead, warnings } = read;
  const prevLike = previous ? { extractedData: previous.extractedData as unknown as ExtractedData, metadata: previous.metadata as unknown as SnapshotMetadata, url: competitorUrl } : null;
  const nextLike = { extractedData: extracted.extractedData, metadata, url: site.homeUrl };
  const model = await modelFor(db, userId);
  const prevMeta = previous?.metadata as Partial<SnapshotMetadata> | undefined;
  const again: ConfirmInput = { competitorId, url: siteUrl, pages: site.pages, metadata, modelPlans: modelRead ? modelRead.plans : null };
  let volatile = prevMeta?.volatile ?? [];
  let sectionTexts = prevMeta?.sectionTexts ?? [];
  let newChanges: NewChange[] = [];
  if (!prevLike) {
    // The baseline: its copy pages twice more over plain HTTP, so what varies is known from the start.
    const copyKinds = site.pages.map((p) => p.kind).filter((k) => (COPY_PAGES as string[]).includes(k));
    volatile = await baselineVolatile(nextLike, () => plainRefetch(again, copyKinds, false));
  } else if (!unchanged) {
    const confirmed = await confirmChanges(
      { prev: prevLike, next: nextLike, textOnly: { ...nextLike, metadata: { ...metadata, screenshots: {} } }, newScreenshots: site.newScreenshots, volatile, sectionTexts },
      {
        diff: (next, options) => diffSnapshots(prevLike, next, competitorId, model, warnings, options),
        confirm: () => confirmationFetch(again, warnings),
        confirmPages: (kinds) => plainRefetch(again, kinds, true),
      },
    );
    ({ volatile, sectionTexts } = confirmed);
    newChanges = confirmed.changes;
  }
  if (volatile.length) metadata.volatile = volatile;
  if (sectionTexts.length) metadata.sectionTexts = sectionTexts;
  return newChanges;
}

/** The snapshot row of a scan that found something new. */
function snapshotRow({ extracted, metadata }: SiteRead, contentHash: string) {
  return {
    confidence: extracted.confidence,
    contentHash,
    metadata: metadata as unknown as Record<string, unknown>,
    extractedData: extracted.extractedData as unknown as Record<string, unknown>,
    // Capped so Postgres' tsvector (1 MB limit) can always index it for the chat's search.
    textContent: [extracted.extractedData.markdown, extracted.extractedData.pricingMarkdown, extracted.extractedData.featuresMarkdown].join("\n\n").slice(0, 400_000),
  };
}

function discoveredPages(discovered: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(discovered).filter(([, v]) => typeof v === "string")) as Record<string, string>;
}

/** The last good snapshot's text length per page (for the empty-shell signal of challenge.ts). */
function textChars(chars: Record<string, number | null> | undefined): Partial<Record<PageKind, number>> | undefined {
  if (!chars) return undefined;
  return Object.fromEntries(Object.entries(chars).filter(([, n]) => typeof n === "number")) as Partial<Record<PageKind, number>>;
}
