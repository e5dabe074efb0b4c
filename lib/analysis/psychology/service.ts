import type { Db } from "@/db/client";
import { latestCompletedPsychology } from "@/db/queries/psychology";
import { latestSnapshot } from "@/db/queries/scans";
import { assertFeature } from "@/lib/billing/limits";
import { ownCompetitor } from "@/lib/competitors/service";
import { ConflictError } from "@/lib/errors";
import { requestPsychologyAnalysis } from "./job";
import { psychologyDto, psychologyState } from "./api-view";

/** Dark Psychology Mode is a paid feature: the competitor must be the user's and the plan must include it. */
async function psychologyCompetitor(db: Db, userId: string, competitorId: string) {
  const competitor = await ownCompetitor(db, userId, competitorId);
  await assertFeature(db, userId, "darkPsychologyMode");
  return competitor;
}

/** The competitor's latest completed analysis, or null when there is none. */
export async function latestPsychologyOf(db: Db, userId: string, competitorId: string) {
  const competitor = await psychologyCompetitor(db, userId, competitorId);
  const row = await latestCompletedPsychology(db, { userId, competitorId: competitor.id });
  return row ? psychologyDto(row) : null;
}

/** Where the competitor's analysis stands: none yet, one in progress (with the previous result), or done. */
export async function psychologyStateOf(db: Db, userId: string, competitorId: string) {
  const competitor = await psychologyCompetitor(db, userId, competitorId);
  return { competitor, state: await psychologyState(db, { userId, competitorId: competitor.id }) };
}

/** Starts an analysis of a scanned competitor; a second request while one runs answers that one. */
export async function startPsychologyAnalysis(db: Db, userId: string, competitorId: string) {
  const competitor = await psychologyCompetitor(db, userId, competitorId);
  if (!(await latestSnapshot(db, { userId, competitorId: competitor.id }))) throw new ConflictError("Scan this competitor first");
  const r = await requestPsychologyAnalysis(db, { userId, competitor });
  return { jobId: r.jobId, status: "pending" as const, analysisId: r.analysisId, deduplicated: r.deduplicated };
}
