/**
 * Reading psychology analyses for the API: the response shape, and the state of a competitor's
 * analysis (none / in progress / completed) behind GET /api/psychology/{competitorId}.
 */
import type { Db } from "@/db/client";
import { failPsychology, latestCompletedPsychology, latestPsychology, psychologyJobActive, type PsychologyRow } from "@/db/queries/psychology";
import type { PsychologyAnalysis } from "./schema";

/** A pending row older than this with no queued or running job was cancelled (or lost). */
const ORPHAN_AFTER_MS = 2 * 60_000;

export function psychologyDto(row: PsychologyRow) {
  const a = (row.analysis ?? {}) as Partial<PsychologyAnalysis> & { snapshotAt?: string };
  return {
    id: row.id,
    competitorId: row.competitorId,
    status: row.status,
    source: row.source === "model" ? "model" : "local",
    profile: a.profile ?? { summary: "", targetAudience: "", emotionalTriggers: [], competitiveAdvantages: [] },
    techniques: a.techniques ?? [],
    darkPatterns: a.darkPatterns ?? [],
    weaknesses: a.weaknesses ?? [],
    counterTactics: a.counterTactics ?? [],
    ethicalConcerns: a.ethicalConcerns ?? [],
    confidence: row.confidence ?? a.confidence ?? 0,
    dataPoints: row.dataPoints ?? a.dataPoints ?? 0,
    /** When the analysis was made (completion time). */
    createdAt: (row.completedAt ?? row.createdAt).toISOString(),
    requestedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    snapshotAt: a.snapshotAt ?? null,
  };
}

export type PsychologyDto = ReturnType<typeof psychologyDto>;

export type PsychologyState =
  | { kind: "none"; lastError: string | null }
  | { kind: "pending"; row: PsychologyRow; previous: PsychologyRow | null }
  | { kind: "completed"; row: PsychologyRow; lastError: string | null };

export async function psychologyState(db: Db, params: { userId: string; competitorId: string }, now = Date.now()): Promise<PsychologyState> {
  let latest = await latestPsychology(db, params);
  if (latest?.status === "pending") {
    const orphan = now - latest.createdAt.getTime() > ORPHAN_AFTER_MS && !(await psychologyJobActive(db, params));
    if (!orphan) return { kind: "pending", row: latest, previous: (await latestCompletedPsychology(db, params)) ?? null };
    latest = (await failPsychology(db, { userId: params.userId, id: latest.id, error: "The analysis was cancelled before it finished" })) ?? latest;
  }
  const lastError = latest?.status === "failed" ? latest.error ?? "The analysis failed" : null;
  const completed = latest?.status === "completed" ? latest : await latestCompletedPsychology(db, params);
  return completed ? { kind: "completed", row: completed, lastError } : { kind: "none", lastError };
}
