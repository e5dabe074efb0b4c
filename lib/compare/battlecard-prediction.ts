/**
 * The predicted next move (lib/analysis/predict: the chance of another pricing change or feature
 * launch within 90 days, from this competitor's moves and its peers', the same prediction its insight
 * shows) and its track record: the predictions kept for this competitor after each scan and judged
 * when the move came or their 90-day window closed (lib/analysis/predict/track-record.ts), read as
 * kept, so the card and the competitor's insight tell one record.
 */
import type { MoveEvent } from "@/db/queries/battlecard";
import { predictForCompetitor } from "@/lib/analysis/predict/next-move";
import type { TrackRecord } from "@/lib/analysis/predict/track-record";
import { changeSource, claim, day, present, type BattlecardInput } from "./battlecard-input";
import type { Claim, Source } from "./battlecard-types";

const RESOLVED_SOURCES = 4;

/**
 * The record's line: its summary as the insight says it, with what the kept predictions were and how
 * they are judged. Cites the changes that settled judged predictions (when still among the year's
 * moves), else the sources given (the prediction's own).
 */
export function recordClaim(record: TrackRecord, name: string, events: MoveEvent[], fallback: Array<Source | null>): Claim | null {
  let detail: string;
  if (record.judged > 0) detail = `predictions kept for ${name} after its scans, each judged when the move came or its 90-day window closed`;
  else if (record.open > 0) detail = `${record.open === 1 ? "one prediction is" : `${record.open} predictions are`} open for ${name}`;
  else detail = `one is kept for ${name} after its next scan and judged within 90 days`;
  const byId = new Map(events.map((e) => [e.id, e]));
  const settled = record.predictions
    .map((p) => (p.resolvedByChangeId ? byId.get(p.resolvedByChangeId) : undefined))
    .filter((e): e is MoveEvent => e !== undefined)
    .slice(0, RESOLVED_SOURCES)
    .map((e) => changeSource(e, name));
  return claim("prediction-record", `Track record: ${record.summary} (${detail}).`, [...settled, ...fallback]);
}

export function predictionSection(input: BattlecardInput): { claims: Claim[]; empty: string | null } {
  const { them, now } = input;
  const name = them.row.name;
  const p = predictForCompetitor(them.row.id, input.events, now);
  if (!p) return { claims: [], empty: `Too little history to predict: no pricing change or feature launch by ${name} has been seen since watching started on ${day(them.row.createdAt)}.` };
  const own = input.events.filter((e) => e.competitorId === them.row.id && e.type === p.kind);
  const recent = [...own].reverse().slice(0, 3).map((e) => changeSource(e, name));
  const main = claim("prediction", `${p.what}: ${Math.round(p.confidence * 100)}% chance, ${p.when}.`, recent);
  const why = claim("prediction-why", p.reasoning, recent);
  return { claims: present([main, why, recordClaim(input.record, name, input.events, recent)]), empty: null };
}
