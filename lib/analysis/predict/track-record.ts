/**
 * Predictions kept and judged: after each scan's insight refresh the competitor's open predictions are
 * judged against what happened, and its current prediction is kept when none of its kind is open. The
 * track record ("3 of 4 predictions came true") is read from what was kept, never recomputed.
 */
import type { Db } from "@/db/client";
import { keepPrediction, listPredictions, resolvePredictions, SAYS_IT_HAPPENS, type PredictionRow } from "@/db/queries/predictions";
import { HORIZON_DAYS, type Prediction } from "./next-move";

const DAY = 86_400_000;

export interface KeptPrediction {
  id: string;
  kind: string;
  what: string;
  confidence: number;
  madeAt: string;
  windowEnd: string;
  /** What it said: a move (at 50% or more) or none. */
  said: "move" | "no move";
  outcome: "came_true" | "did_not" | null;
  resolvedAt: string | null;
  resolvedByChangeId: string | null;
}

export interface TrackRecord {
  judged: number;
  cameTrue: number;
  open: number;
  /** "3 of 4 predictions came true", or why there is no record yet. */
  summary: string;
  predictions: KeptPrediction[];
}

/** Judges the competitor's open predictions, then keeps its current one (if any kind has none open). */
export async function updatePredictions(db: Db, params: { userId: string; competitorId: string; prediction: Prediction | null; now?: Date }): Promise<void> {
  const now = params.now ?? new Date();
  await resolvePredictions(db, { userId: params.userId, competitorId: params.competitorId, now });
  const p = params.prediction;
  if (!p?.kind) return;
  await keepPrediction(db, {
    userId: params.userId,
    competitorId: params.competitorId,
    kind: p.kind,
    what: p.what,
    confidence: p.confidence,
    madeAt: now,
    windowEnd: new Date(now.getTime() + HORIZON_DAYS * DAY),
  });
}

const kept = (r: PredictionRow): KeptPrediction => ({
  id: r.id,
  kind: r.kind,
  what: r.what,
  confidence: r.confidence,
  madeAt: r.madeAt.toISOString(),
  windowEnd: r.windowEnd.toISOString(),
  said: r.confidence >= SAYS_IT_HAPPENS ? "move" : "no move",
  outcome: r.outcome === "came_true" || r.outcome === "did_not" ? r.outcome : null,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  resolvedByChangeId: r.resolvedByChangeId,
});

function summarise(rows: KeptPrediction[]): TrackRecord {
  const judged = rows.filter((r) => r.outcome !== null);
  const cameTrue = judged.filter((r) => r.outcome === "came_true").length;
  const open = rows.length - judged.length;
  const first = rows.filter((r) => r.outcome === null).map((r) => r.windowEnd).sort()[0];
  const summary = judged.length
    ? `${cameTrue} of ${judged.length} prediction${judged.length === 1 ? "" : "s"} came true`
    : rows.length
      ? `No prediction judged yet: the first is judged by ${first.slice(0, 10)}, when its ${HORIZON_DAYS}-day window closes, or earlier if the move comes`
      : "No prediction made yet";
  return { judged: judged.length, cameTrue, open, summary, predictions: rows };
}

/** The competitor's kept predictions and their record, owner-scoped. */
export async function trackRecordFor(db: Db, params: { userId: string; competitorId: string }): Promise<TrackRecord> {
  return summarise((await listPredictions(db, params)).map(kept));
}
