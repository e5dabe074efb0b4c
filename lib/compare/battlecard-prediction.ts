/**
 * The predicted next move (lib/analysis/predict: the chance of another pricing change or feature
 * launch within 90 days, from this competitor's moves and its peers') and its track record: the
 * same predictor replayed on this competitor's own history, every 30 days from when watching
 * started, each call judged once its 90-day window has closed ("2 of 3 came true").
 */
import type { MoveEvent } from "@/db/queries/battlecard";
import { HORIZON_DAYS, predictForSeries, type Prediction } from "@/lib/analysis/predict/next-move";
import { changeSource, claim, day, present, snapshotSource, type BattlecardInput } from "./battlecard-input";
import type { Claim } from "./battlecard-types";

const DAY = 86_400_000;
const REPLAY_STEP_DAYS = 30;
const TYPES = ["pricing", "feature"] as const;

interface Best { type: (typeof TYPES)[number]; prediction: Prediction; own: MoveEvent[] }

function split(events: MoveEvent[], competitorId: string, type: string, before: number) {
  const of = events.filter((e) => e.type === type && e.detectedAt.getTime() <= before);
  const own = of.filter((e) => e.competitorId === competitorId);
  const peers = new Map<string, MoveEvent[]>();
  for (const e of of) if (e.competitorId !== competitorId) (peers.get(e.competitorId) ?? peers.set(e.competitorId, []).get(e.competitorId)!).push(e);
  return { own, peers: [...peers.values()] };
}

function best(events: MoveEvent[], competitorId: string, now: number): Best | null {
  let out: Best | null = null;
  for (const type of TYPES) {
    const { own, peers } = split(events, competitorId, type, now);
    const p = own.length ? predictForSeries(own, now, peers) : null;
    if (p && (!out || p.confidence > out.prediction.confidence)) out = { type, prediction: p, own };
  }
  return out;
}

export interface TrackRecord { judged: number; cameTrue: number; calls: Array<{ at: number; said: boolean; happened: boolean; resolvedBy: MoveEvent | null }> }

/** The predictor replayed on the competitor's history for one kind of move. */
export function trackRecord(events: MoveEvent[], competitorId: string, type: string, watchedSince: number, now: number): TrackRecord {
  const calls: TrackRecord["calls"] = [];
  for (let at = watchedSince + REPLAY_STEP_DAYS * DAY; at + HORIZON_DAYS * DAY <= now; at += REPLAY_STEP_DAYS * DAY) {
    const { own, peers } = split(events, competitorId, type, at);
    if (own.length === 0) continue;
    const p = predictForSeries(own, at, peers);
    if (!p) continue;
    const next = events.find((e) => e.competitorId === competitorId && e.type === type && e.detectedAt.getTime() > at && e.detectedAt.getTime() <= at + HORIZON_DAYS * DAY) ?? null;
    calls.push({ at, said: p.confidence >= 0.5, happened: next !== null, resolvedBy: next });
  }
  return { judged: calls.length, cameTrue: calls.filter((c) => c.said === c.happened).length, calls };
}

export function predictionSection(input: BattlecardInput): { claims: Claim[]; empty: string | null } {
  const { them, now } = input;
  const name = them.row.name;
  const b = best(input.events, them.row.id, now);
  if (!b) return { claims: [], empty: `Too little history to predict: no pricing change or feature launch by ${name} has been seen since watching started on ${day(them.row.createdAt)}.` };
  const p = b.prediction;
  const recent = [...b.own].reverse().slice(0, 3).map((e) => changeSource(e, name));
  const main = claim("prediction", `${p.what}: ${Math.round(p.confidence * 100)}% chance, ${p.when}.`, recent);
  const why = claim("prediction-why", p.reasoning, recent);
  const record = trackRecord(input.events, them.row.id, b.type, them.row.createdAt.getTime(), now);
  let recordClaim: Claim | null;
  if (record.judged === 0) {
    const first = them.row.createdAt.getTime() + (REPLAY_STEP_DAYS + HORIZON_DAYS) * DAY;
    recordClaim = claim(
      "prediction-record",
      `Track record: no past ${b.type} prediction for ${name} can be judged yet; the first is judged on ${day(Math.max(first, now + DAY))}, ${HORIZON_DAYS} days after it is made.`,
      [...recent, snapshotSource(them, "home")],
    );
  } else {
    const resolved = record.calls.map((c) => c.resolvedBy).filter((e): e is MoveEvent => e !== null).slice(-4);
    recordClaim = claim(
      "prediction-record",
      `Track record: ${record.cameTrue} of ${record.judged} past ${b.type} predictions for ${name} came true (the predictor replayed every ${REPLAY_STEP_DAYS} days on its history, each judged after ${HORIZON_DAYS} days).`,
      [...resolved.map((e) => changeSource(e, name)), ...recent],
    );
  }
  return { claims: present([main, why, recordClaim]), empty: null };
}
