/**
 * Job 'analysis.psychology': analyses the persuasion psychology of a competitor from its latest
 * snapshot and stores the result on the pending psychology_analyses row created with the request.
 * Without a model key (or when the model fails) the local analyser does the work.
 */
import { z } from "zod";
import type { Db } from "@/db/client";
import { getCompetitor, type CompetitorRow } from "@/db/queries/competitors";
import {
  completePsychology,
  deletePendingPsychology,
  failPsychology,
  getPsychology,
  insertPendingPsychology,
  psychologyDedupeKey,
} from "@/db/queries/psychology";
import { latestSnapshot } from "@/db/queries/scans";
import type { SnapshotRow } from "@/db/queries/competitors";
import { modelAvailable } from "@/lib/analysis/ai-seam";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { defineJob, PermanentJobError } from "@/lib/jobs/types";
import { liveBus } from "@/lib/live/bus";
import type { ExtractedData, PageKind, SnapshotMetadata } from "@/lib/scan/types";
import { analyzePsychologyLocal } from "./local";
import { audienceOf } from "@/lib/analysis/profile";
import { analyzePsychologyWithModel } from "./model";
import type { PsychologyAnalysis, PsychologyInput } from "./schema";

export const PSYCHOLOGY_JOB = "analysis.psychology";

/** The analyser's input from a stored snapshot: home, pricing and features text plus the plans. */
export function psychologyInputFromSnapshot(competitorName: string, snap: Pick<SnapshotRow, "extractedData" | "metadata">): PsychologyInput {
  const data = (snap.extractedData ?? {}) as Partial<ExtractedData>;
  const meta = (snap.metadata ?? {}) as Partial<SnapshotMetadata>;
  const urlOf = (kind: PageKind) => meta.pages?.find((p) => p.kind === kind)?.url ?? `${kind} page`;
  const pages = [
    { url: urlOf("home"), markdown: data.markdown ?? "" },
    { url: urlOf("pricing"), markdown: data.pricingMarkdown ?? "" },
    { url: urlOf("features"), markdown: data.featuresMarkdown ?? "" },
  ].filter((p) => p.markdown.trim().length > 0);
  const pricingPlans = (data.pricingPlans ?? []).map((p) => ({
    name: p.name,
    price: typeof p.price === "number" ? p.price : null,
    period: p.period ?? null,
    features: Array.isArray(p.features) ? p.features : [],
    ...(p.highlighted ? { highlighted: true } : {}),
    currency: p.currency ?? null,
    unit: p.unit ?? null,
  }));
  const persuasion = meta.persuasion;
  // Who it is for: as the scan read it, or read now from the stored pages for snapshots from before.
  const stored = data.aiExtractedData?.audience;
  const kinds = ["home", "pricing", "features"] as const;
  const texts = { home: data.markdown ?? "", pricing: data.pricingMarkdown ?? "", features: data.featuresMarkdown ?? "" };
  const audience =
    stored && typeof stored.segment === "string" && Array.isArray(stored.evidence)
      ? stored
      : audienceOf(kinds.map((kind) => ({ kind, markdown: texts[kind] })).filter((p) => p.markdown.trim()), data.pricingPlans ?? []);
  return { competitorName, pages, pricingPlans, audience, ...(persuasion ? { passages: persuasion.pages, timers: persuasion.timers } : {}) };
}

export interface AnalysisOutcome {
  analysis: PsychologyAnalysis;
  source: "local" | "model";
  /** Set when a model was configured but failed, and the local analyser stood in. */
  modelError?: string;
}

/** Local analysis always (it also measures coverage); the model's when one is configured. */
export async function runPsychologyAnalysis(db: Db, userId: string, input: PsychologyInput): Promise<AnalysisOutcome> {
  const local = analyzePsychologyLocal(input);
  if (!modelAvailable()) return { analysis: local, source: "local" };
  try {
    return { analysis: await analyzePsychologyWithModel(db, userId, input, local), source: "model" };
  } catch (err) {
    return { analysis: local, source: "local", modelError: err instanceof Error ? err.message : String(err) };
  }
}

export const psychologyJob = defineJob({
  name: PSYCHOLOGY_JOB,
  payload: z.object({ userId: z.string().uuid(), competitorId: z.string().uuid(), analysisId: z.string().uuid() }),
  maxAttempts: 2,
  async run({ userId, competitorId, analysisId }, { db, step, attempt, maxAttempts, log }) {
    const row = await getPsychology(db, { userId, id: analysisId });
    if (!row || row.status !== "pending") return { status: "complete", message: "This analysis has already finished", analysisId };
    try {
      const competitor = await getCompetitor(db, { userId, id: competitorId });
      if (!competitor) throw new PermanentJobError("The competitor was deleted before the analysis ran");
      const snap = await latestSnapshot(db, { userId, competitorId });
      if (!snap) throw new PermanentJobError("Scan this competitor first");
      const outcome = await runPsychologyAnalysis(db, userId, psychologyInputFromSnapshot(competitor.name, snap));
      if (outcome.modelError) log(`model analysis failed, used the local analyser: ${outcome.modelError}`);
      const { analysis, source } = outcome;
      await step.run("store", async () => {
        const done = await completePsychology(db, {
          userId,
          id: analysisId,
          analysis: { ...analysis, snapshotId: snap.id, snapshotAt: snap.createdAt.toISOString() },
          confidence: analysis.confidence,
          dataPoints: analysis.dataPoints,
          source,
        });
        if (done) await liveBus.publish(db, { userId, event: "insight", data: { competitorId, kind: "psychology", analysisId } });
        return done?.id ?? null;
      });
      return {
        status: "complete",
        message: `Psychology analysis of ${competitor.name} completed`,
        analysisId,
        source,
        confidence: analysis.confidence,
        dataPoints: analysis.dataPoints,
      };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof PermanentJobError || attempt >= maxAttempts) await failPsychology(db, { userId, id: analysisId, error: message });
      if (err instanceof PermanentJobError) {
        throw new PermanentJobError(message, { status: "failed", message: "Analysis service unavailable", details: { analysisError: message } });
      }
      throw err;
    }
  },
});

export interface PsychologyRequest { jobId: string | null; analysisId: string | null; deduplicated: boolean }

/**
 * Queues an analysis of the competitor with a pending row the GET route reports as 202. A second
 * request while one is queued or running returns that one and adds nothing.
 */
export async function requestPsychologyAnalysis(db: Db, params: { userId: string; competitor: CompetitorRow }): Promise<PsychologyRequest> {
  const { userId, competitor } = params;
  for (let tries = 0; tries < 2; tries++) {
    const pending = await insertPendingPsychology(db, { userId, competitorId: competitor.id });
    const { record, deduplicated } = await enqueueJob(db, {
      job: psychologyJob,
      payload: { userId, competitorId: competitor.id, analysisId: pending.id },
      record: {
        userId,
        kind: "psychology",
        competitorId: competitor.id,
        dedupeKey: psychologyDedupeKey(competitor.id),
        data: { competitorId: competitor.id, competitorName: competitor.name, analysisId: pending.id },
      },
    });
    if (!deduplicated) return { jobId: record?.id ?? null, analysisId: pending.id, deduplicated: false };
    await deletePendingPsychology(db, { userId, id: pending.id });
    // The queued one finished between the two statements: try again for a fresh job.
    if (record) return { jobId: record.id, analysisId: typeof record.data?.analysisId === "string" ? record.data.analysisId : null, deduplicated: true };
  }
  throw new Error("Could not queue the psychology analysis");
}
