/**
 * The chance that a competitor makes another move of one kind (a pricing change, a feature launch)
 * within a horizon, from how often it has moved while watched and how often its peers move.
 *
 * Moves are taken as a Poisson process whose rate is unknown: a Gamma prior on the rate (a number of
 * pseudo-moves over a number of pseudo-days, centred on the peers' pooled rate when there are peers,
 * else on a default rate), updated with this competitor's own moves over the days it has been
 * watched. The chance of at least one move within h days is then 1 − (β / (β + h))^α for the
 * posterior Gamma(α, β), and the median wait is β · (2^(1/α) − 1).
 *
 * The prior's two numbers were fitted on the tune part of the real page histories and checked on the
 * check part (`npm run eval:predictions`), where they beat the base-rate predictor's Brier score.
 */

/** One competitor's record for one kind of move: distinct move days, and how long it has been watched. */
export interface MoveRecord {
  /** Distinct days (ms timestamps) on which a move was seen, oldest first. */
  moves: number[];
  /** When watching started (ms); moves before it are not known. */
  since: number;
}

/** Gamma prior on the move rate: `moves` pseudo-moves over `days` pseudo-days. */
export interface RatePrior {
  moves: number;
  days: number;
}

const DAY = 86_400_000;

/** Fitted on the tune part of the page histories (npm run eval:predictions): about one move every 100 days, held with the weight of 200 days of watching. */
export const DEFAULT_RATE_PER_DAY = 1 / 100;
export const PRIOR_WEIGHT_DAYS = 200;

/** The prior for a competitor: its peers' pooled rate (moves per watched day) when there is enough to pool, else the default rate. */
export function priorFrom(peers: Array<{ moves: number; days: number }>, weightDays = PRIOR_WEIGHT_DAYS): RatePrior {
  const moves = peers.reduce((s, p) => s + p.moves, 0);
  const days = peers.reduce((s, p) => s + p.days, 0);
  const rate = days >= weightDays && moves > 0 ? moves / days : DEFAULT_RATE_PER_DAY;
  return { moves: rate * weightDays, days: weightDays };
}

/** Moves and watched days of a record up to `now`. */
export function exposure(record: MoveRecord, now: number): { moves: number; days: number } {
  return { moves: record.moves.filter((m) => m <= now).length, days: Math.max(0, (now - record.since) / DAY) };
}

function posterior(record: MoveRecord, now: number, prior: RatePrior): { alpha: number; beta: number } {
  const seen = exposure(record, now);
  return { alpha: prior.moves + seen.moves, beta: prior.days + seen.days };
}

/**
 * Chance (0..1) of at least one move within `horizonDays` after `now`; `rateFactor` multiplies the rate
 * over the window (the season, ./season.ts; 1 = none).
 */
export function chanceWithin(record: MoveRecord, now: number, horizonDays: number, prior: RatePrior, rateFactor = 1): number {
  const { alpha, beta } = posterior(record, now, prior);
  return 1 - Math.pow(beta / (beta + horizonDays * rateFactor), alpha);
}

/** Days from `now` until the next move is as likely as not (the rate multiplied by `rateFactor`). */
export function medianWaitDays(record: MoveRecord, now: number, prior: RatePrior, rateFactor = 1): number {
  const { alpha, beta } = posterior(record, now, prior);
  return (beta * (Math.pow(2, 1 / alpha) - 1)) / rateFactor;
}
