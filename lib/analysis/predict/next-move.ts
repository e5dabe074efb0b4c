/**
 * Predicts a competitor's next pricing change or feature launch: the chance that it moves again
 * within the next 90 days, from how often it has moved while watched and how often its peers (the
 * user's other competitors) move (./chance.ts, backtested by npm run eval:predictions), with the
 * day by which a move is as likely as not.
 */
import { chanceWithin, exposure, medianWaitDays, priorFrom, type MoveRecord } from "./chance";
import { describeMoves } from "./move-kind";

export interface ChangeEvent {
  type: string;
  competitorId: string;
  competitorName: string;
  detectedAt: Date;
  /** When the competitor started being watched (its first scan); else its first move is taken as the start. */
  watchedSince?: Date;
  /** What change detection stored about the move (its kind, a price's before and after). */
  facts?: Record<string, unknown> | null;
}

export interface Prediction {
  /** The kind of move predicted (the change type: pricing, feature). */
  kind?: string;
  what: string;
  when: string;
  /** ISO date by which another move is as likely as not. */
  expectedAt: string | null;
  /** Chance (0..1) of another move within HORIZON_DAYS. */
  confidence: number;
  reasoning: string;
  competitorId: string | null;
  basedOnEvents: number;
}

const DAY = 86_400_000;
/** The window predictions speak about. */
export const HORIZON_DAYS = 90;
const WATCHED: Record<string, { noun: string; verb: string }> = {
  pricing: { noun: "pricing change", verb: "changes its pricing" },
  feature: { noun: "feature launch", verb: "launches a feature" },
};

interface Series {
  events: ChangeEvent[];
  record: MoveRecord;
}

/** Distinct move days (several changes found in one scan are one move) and the watched span. */
function seriesOf(events: ChangeEvent[]): Series {
  const days = [...new Set(events.map((e) => Math.floor(e.detectedAt.getTime() / DAY) * DAY))].sort((a, b) => a - b);
  const watched = events.map((e) => e.watchedSince?.getTime()).filter((t): t is number => t !== undefined && Number.isFinite(t));
  const since = watched.length ? Math.min(...watched) : Infinity;
  // Without a start of watching before the first move, that move starts the record and is not counted as one of its moves.
  const record = since < days[0] ? { moves: days, since } : { moves: days.slice(1), since: days[0] };
  return { events, record };
}

/** A date as people read it ("Feb 24, 2027"), in UTC so it is the same on every server. */
const dateText = (t: number) => new Date(t).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const every = (moves: number, days: number) => (moves > 0 ? `one every ${Math.max(1, Math.round(days / moves))} days` : "none yet");

/** The prediction for one competitor's series of one type, given its peers' series of that type. */
export function predictForSeries(events: ChangeEvent[], now = Date.now(), peers: ChangeEvent[][] = []): Prediction | null {
  if (events.length === 0) return null;
  const { competitorId, competitorName, type } = events[0];
  const label = WATCHED[type] ?? { noun: `${type} change`, verb: `makes a ${type} change` };
  const own = seriesOf(events);
  const peerExposure = peers.filter((p) => p.length > 0).map((p) => exposure(seriesOf(p).record, now));
  const prior = priorFrom(peerExposure);
  const chance = chanceWithin(own.record, now, HORIZON_DAYS, prior);
  const median = now + medianWaitDays(own.record, now, prior) * DAY;
  const seen = exposure(own.record, now);
  const moveDays = new Set(events.map((e) => Math.floor(e.detectedAt.getTime() / DAY))).size;
  const peerMoves = peerExposure.reduce((s, p) => s + p.moves, 0);
  const peerDays = peerExposure.reduce((s, p) => s + p.days, 0);
  // Its kind of moves (a feature launch needs no second name).
  const kinds = type === "feature" ? null : describeMoves(events.map((e) => e.facts));
  const ago = Math.round((now - own.events[0].detectedAt.getTime()) / DAY);
  const history =
    moveDays === 1
      ? `Only one ${label.noun} by ${competitorName} has been seen so far (${ago === 0 ? "today" : ago === 1 ? "yesterday" : `${ago} days ago`}${kinds ? `: ${kinds}` : ""})`
      : `${moveDays} ${label.noun}s by ${competitorName} seen in ${Math.round(seen.days)} days of watching (${every(seen.moves, seen.days)})${kinds ? `; what it did: ${kinds}` : ""}`;
  const peerText = peerExposure.length ? `; its peers: ${every(peerMoves, peerDays)}` : "";
  return {
    kind: type,
    what: `${competitorName} ${label.verb} again within ${HORIZON_DAYS} days`,
    when: `by ${dateText(now + HORIZON_DAYS * DAY)}; as likely as not by ${dateText(median)}`,
    expectedAt: new Date(median).toISOString(),
    confidence: Math.round(chance * 100) / 100,
    reasoning: `${history}${peerText}. Chance of another within ${HORIZON_DAYS} days: ${Math.round(chance * 100)}%.`,
    competitorId,
    basedOnEvents: events.length,
  };
}

/** Every competitor's prediction per watched type, each with the other competitors as its peers. */
function allPredictions(events: ChangeEvent[], now: number): Prediction[] {
  const byType = new Map<string, Map<string, ChangeEvent[]>>();
  for (const e of events) {
    if (!(e.type in WATCHED)) continue;
    const series = byType.get(e.type) ?? byType.set(e.type, new Map()).get(e.type)!;
    (series.get(e.competitorId) ?? series.set(e.competitorId, []).get(e.competitorId)!).push(e);
  }
  const predictions: Prediction[] = [];
  for (const series of byType.values()) {
    for (const [id, own] of series) {
      const p = predictForSeries(own, now, [...series].filter(([other]) => other !== id).map(([, s]) => s));
      if (p) predictions.push(p);
    }
  }
  // The likeliest move first, then the soonest.
  return predictions.sort((a, b) => b.confidence - a.confidence || (a.expectedAt ?? "9").localeCompare(b.expectedAt ?? "9"));
}

/** The most useful prediction across competitors. */
export function predictNextMove(events: ChangeEvent[], now = Date.now()): Prediction | null {
  return allPredictions(events, now)[0] ?? null;
}

/** One competitor's most useful prediction; the other competitors' events serve as its peers. */
export function predictForCompetitor(competitorId: string, events: ChangeEvent[], now = Date.now()): Prediction | null {
  return allPredictions(events, now).find((p) => p.competitorId === competitorId) ?? null;
}
