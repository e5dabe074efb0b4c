/**
 * Predicts a competitor's next pricing or feature move from the inter-arrival times of its past
 * changes. Confidence is honest about how little history exists: it grows with the number of
 * observed intervals and shrinks with their spread (coefficient of variation).
 */
export interface ChangeEvent {
  type: string;
  competitorId: string;
  competitorName: string;
  detectedAt: Date;
}

export interface Prediction {
  what: string;
  when: string;
  /** ISO date of the expected move (null when there is too little history). */
  expectedAt: string | null;
  confidence: number;
  reasoning: string;
  competitorId: string | null;
  basedOnEvents: number;
}

const DAY = 86_400_000;
const WATCHED: Record<string, string> = { pricing: "pricing change", feature: "feature launch" };

/** Distinct event days: several changes found in one scan are one move. */
function moveDays(events: ChangeEvent[]): number[] {
  const days = [...new Set(events.map((e) => Math.floor(e.detectedAt.getTime() / DAY)))];
  return days.sort((a, b) => a - b);
}

function describeWhen(expected: number, now: number): string {
  const days = Math.round((expected - now) / DAY);
  if (days < -1) return `overdue by ${-days} days`;
  if (days <= 1) return "within the next few days";
  if (days <= 14) return `in about ${days} days`;
  if (days <= 60) return `in about ${Math.round(days / 7)} weeks`;
  return `in about ${Math.round(days / 30)} months`;
}

export function predictForSeries(events: ChangeEvent[], now = Date.now()): Prediction | null {
  if (events.length === 0) return null;
  const { competitorId, competitorName, type } = events[0];
  const label = WATCHED[type] ?? `${type} change`;
  const days = moveDays(events);
  if (days.length < 2) {
    return {
      what: `Another ${label} from ${competitorName}`,
      when: "unknown — only one move observed so far",
      expectedAt: null,
      confidence: 0.1,
      reasoning: `Only one ${label} by ${competitorName} has been observed, so there is no interval to learn from yet.`,
      competitorId,
      basedOnEvents: events.length,
    };
  }
  const intervals = days.slice(1).map((d, i) => d - days[i]);
  const mean = intervals.reduce((a, b) => a + b, 0) / intervals.length;
  const sd = Math.sqrt(intervals.reduce((a, b) => a + (b - mean) ** 2, 0) / intervals.length);
  const cv = mean > 0 ? sd / mean : 1;
  // Few intervals → low ceiling (1 interval: 0.3, 3: 0.6, 8+: 0.85); spread lowers it further.
  const ceiling = Math.min(0.85, 0.15 + 0.15 * intervals.length);
  const confidence = Math.max(0.05, Math.min(ceiling, ceiling * (1 - Math.min(1, cv) * 0.6)));
  const expected = (days[days.length - 1] + mean) * DAY;
  return {
    what: `${competitorName} is likely to make another ${label}`,
    when: describeWhen(expected, now),
    expectedAt: new Date(expected).toISOString(),
    confidence: Math.round(confidence * 100) / 100,
    reasoning: `${days.length} ${label}s observed, on average every ${Math.round(mean)} days (±${Math.round(sd)}); the last was ${Math.round((now - days[days.length - 1] * DAY) / DAY)} days ago.`,
    competitorId,
    basedOnEvents: events.length,
  };
}

/** The most useful prediction across competitors: the most confident, then the soonest. */
export function predictNextMove(events: ChangeEvent[], now = Date.now()): Prediction | null {
  const series = new Map<string, ChangeEvent[]>();
  for (const e of events) {
    if (!(e.type in WATCHED)) continue;
    const key = `${e.competitorId}:${e.type}`;
    if (!series.has(key)) series.set(key, []);
    series.get(key)!.push(e);
  }
  const predictions = [...series.values()].map((s) => predictForSeries(s, now)).filter((p): p is Prediction => p !== null);
  predictions.sort((a, b) => b.confidence - a.confidence || (a.expectedAt ?? "9").localeCompare(b.expectedAt ?? "9"));
  return predictions[0] ?? null;
}
