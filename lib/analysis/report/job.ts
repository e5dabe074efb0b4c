/**
 * Job 'analysis.insights': rebuilds and stores a competitor's intelligence report and the report
 * across all competitors, then pushes a live `insight` event { competitorId }. Queued after every
 * scan through `enqueueInsightRefresh`; a second request while one is queued returns that one.
 */
import { z } from "zod";
import type { Db } from "@/db/client";
import { getCompetitor } from "@/db/queries/competitors";
import { insertReport } from "@/db/queries/insights";
import { modelAvailable } from "@/lib/analysis/ai-seam";
import { enqueueJob, type Enqueued } from "@/lib/jobs/enqueue";
import { defineJob } from "@/lib/jobs/types";
import { liveBus } from "@/lib/live/bus";
import { brief, buildCompetitorReport, buildOverallReport } from "./build";
import { trackRecordFor, updatePredictions } from "@/lib/analysis/predict/track-record";
import type { IntelligenceReport } from "./compose";
import { refineReport } from "./model";

export const INSIGHTS_JOB = "analysis.insights";

export const insightsDedupeKey = (userId: string, competitorId: string | null) => `insights:${competitorId ?? `all:${userId}`}`;

/** The model's rewrite when one is configured; the local report when not, or when the model fails. */
async function maybeRefine(db: Db, userId: string, report: IntelligenceReport, log: (m: string) => void): Promise<IntelligenceReport> {
  if (!modelAvailable()) return report;
  try {
    return await refineReport(db, userId, report);
  } catch (err) {
    log(`model refinement failed, keeping the local report: ${err instanceof Error ? err.message : err}`);
    return report;
  }
}

export const insightsJob = defineJob({
  name: INSIGHTS_JOB,
  payload: z.object({ userId: z.string().uuid(), competitorId: z.string().uuid().nullable() }),
  maxAttempts: 3,
  async run({ userId, competitorId }, { db, step, log }) {
    const competitor = competitorId ? await getCompetitor(db, { userId, id: competitorId }) : undefined;
    let competitorReportId: string | null = null;
    if (competitor) {
      const built = await buildCompetitorReport(db, { userId, competitor });
      // Open predictions are judged against what happened; the current one is kept if none of its kind is open.
      await step.run("predictions", async () => {
        await updatePredictions(db, { userId, competitorId: competitor.id, prediction: built.nextPrediction?.kind ? { ...built.nextPrediction, competitorId: competitor.id } : null });
        return true;
      });
      const report = await maybeRefine(db, userId, { ...built, trackRecord: brief(await trackRecordFor(db, { userId, competitorId: competitor.id })) }, log);
      competitorReportId = await step.run("store-competitor", async () => (await insertReport(db, { userId, competitorId: competitor.id, report: { ...report } })).id);
    }
    const overall = await maybeRefine(db, userId, await buildOverallReport(db, { userId }), log);
    const overallReportId = await step.run("store-overall", async () => (await insertReport(db, { userId, competitorId: null, report: { ...overall } })).id);
    await step.run("notify", async () => {
      await liveBus.publish(db, { userId, event: "insight", data: { competitorId: competitor?.id ?? null, reportId: competitorReportId ?? overallReportId, generatedAt: overall.generatedAt } });
      return true;
    });
    return {
      status: "complete",
      message: competitor ? `Intelligence report for ${competitor.name} updated` : "Intelligence report updated",
      competitorReportId,
      overallReportId,
    };
  },
});

/**
 * Call after a scan stored its snapshot and changes: queues a rebuild of the competitor's report
 * (and the overall one) and, when it is done, a live `insight` event { competitorId }.
 */
export async function enqueueInsightRefresh(db: Db, params: { userId: string; competitorId: string | null }): Promise<Enqueued> {
  return enqueueJob(db, {
    job: insightsJob,
    payload: { userId: params.userId, competitorId: params.competitorId },
    record: {
      userId: params.userId,
      kind: "insights",
      competitorId: params.competitorId,
      dedupeKey: insightsDedupeKey(params.userId, params.competitorId),
      data: { competitorId: params.competitorId },
    },
  });
}
