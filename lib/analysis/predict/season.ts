/**
 * The season as evidence for a move prediction: do moves of one kind cluster in some calendar months?
 *
 * From the moves seen up to the prediction point (the competitor's own and its peers', pooled) and the
 * days each was watched, each calendar month (UTC) gets an intensity relative to "no season": its
 * moves over the moves it would have had if moves were spread evenly over the watched days. That ratio
 * is shrunk toward 1 with a Gamma prior of `pseudoMoves` pseudo-moves per month, so it stays near 1
 * until many moves have been seen (two moves in one month barely move it). The factor for a window is
 * the mean intensity over its days; it multiplies the move rate (./chance.ts).
 *
 * Only the moves and watched days up to `now` are used, so a backtest cannot see the future.
 */

const DAY = 86_400_000;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * Pseudo-moves per calendar month holding the intensity at "no season" (768 over the year). On the page
 * histories (npm run eval:predictions -- --fit) any weaker prior scored worse on the tune part and on the
 * check part (8: tune 0.2325 / check 0.2004; no season: 0.2305 / 0.1996), so the prior is kept this
 * strong: the season is about neutral there (0.2308 / 0.1997) and only shows once hundreds of moves
 * cluster in some months.
 */
export const SEASON_PSEUDO_MOVES = 64;

/** One watched series: its move days (ms) and the span it was watched. */
export interface WatchedMoves {
  moves: number[];
  since: number;
  /** Last day it was watched (defaults to the prediction point). */
  until?: number;
}

export interface Season {
  /** Intensity per calendar month (0 = January), 1 = no seasonal effect. */
  intensity: number[];
  /** Moves the intensities rest on. */
  moves: number;
}

const monthOf = (t: number) => new Date(t).getUTCMonth();

/** Watched days per calendar month over [from, to). */
function daysPerMonth(from: number, to: number, into: number[]): void {
  let t = from;
  while (t < to) {
    const d = new Date(t);
    const next = Math.min(to, Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    into[d.getUTCMonth()] += (next - t) / DAY;
    t = next;
  }
}

/** The shrunk monthly intensities from what was seen up to `now`. */
export function seasonOf(series: WatchedMoves[], now: number, pseudoMoves = SEASON_PSEUDO_MOVES): Season {
  const moves = new Array<number>(12).fill(0);
  const days = new Array<number>(12).fill(0);
  for (const s of series) {
    const end = Math.min(now, s.until ?? now);
    if (!(end > s.since)) continue;
    daysPerMonth(s.since, end, days);
    for (const m of s.moves) if (m > s.since && m <= end) moves[monthOf(m)] += 1;
  }
  const total = moves.reduce((a, b) => a + b, 0);
  const watched = days.reduce((a, b) => a + b, 0);
  const intensity = moves.map((n, i) => {
    const expected = watched > 0 ? (total * days[i]) / watched : 0;
    if (!Number.isFinite(pseudoMoves)) return 1;
    return (n + pseudoMoves) / (expected + pseudoMoves);
  });
  return { intensity, moves: total };
}

/** Mean intensity over the days of the window (now, now + horizonDays]: the factor on the move rate. */
export function seasonalFactor(season: Season, now: number, horizonDays: number): number {
  const days = new Array<number>(12).fill(0);
  daysPerMonth(now, now + horizonDays * DAY, days);
  return days.reduce((s, d, i) => s + d * season.intensity[i], 0) / horizonDays;
}

/**
 * A sentence on the season when it changes the chance noticeably (the months of the window where moves
 * cluster, or that are quiet), else null. `noun` is the plural of the move, capitalised ("Pricing moves").
 */
export function seasonText(season: Season, now: number, horizonDays: number, noun: string, factor: number): string | null {
  if (Math.abs(factor - 1) < 0.1) return null;
  const inWindow = [...new Set(Array.from({ length: horizonDays }, (_, d) => monthOf(now + (d + 1) * DAY)))];
  const ranked = inWindow.sort((a, b) => season.intensity[b] - season.intensity[a]);
  if (factor > 1) {
    const busy = ranked.filter((m) => season.intensity[m] >= 1.1).map((m) => MONTHS[m]);
    return busy.length ? `${noun} among your competitors cluster in ${listOf(busy)}` : null;
  }
  const quiet = ranked.reverse().filter((m) => season.intensity[m] <= 0.9).map((m) => MONTHS[m]);
  return quiet.length ? `${noun} among your competitors are rare in ${listOf(quiet)}` : null;
}

const listOf = (xs: string[]) => (xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);
