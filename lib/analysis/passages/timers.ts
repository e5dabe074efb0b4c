/**
 * Reading a countdown's value, and telling a clock that runs down to a real deadline from one that
 * restarts on every load: read twice, a real countdown has lost about the time between the reads.
 */
import { normaliseText } from "../patterns/text-cues";

export interface TimerValue {
  /** The remaining time in seconds under each way of reading it ("14:45" is 14 min 45 s or 14 h 45 min). */
  seconds: number[];
  /** Seconds per step of the smallest unit shown, per reading. */
  step: number[];
}

const UNIT_SECONDS: Array<[RegExp, number]> = [
  [/^(?:days?|d)$/i, 86_400],
  [/^(?:hours?|hrs?|h)$/i, 3_600],
  [/^(?:minutes?|mins?|m)$/i, 60],
  [/^(?:seconds?|secs?|s)$/i, 1],
];

function unitSeconds(unit: string): number | null {
  for (const [re, s] of UNIT_SECONDS) if (re.test(unit)) return s;
  return null;
}

/** The value a timer shows, or null when the text holds no reading. */
export function readTimer(text: string): TimerValue | null {
  const t = normaliseText(text).toLowerCase();
  // "2 days 04:12:09", "04:12:09", "12:09"
  const clock = /(?:(\d{1,3})\s*(?:days?|d)\b[\s,:]*)?(\d{1,3})\s*:\s*(\d{2})(?:\s*:\s*(\d{2}))?(?:\s*:\s*(\d{2}))?/.exec(t);
  if (clock) {
    const days = clock[1] ? Number(clock[1]) * 86_400 : 0;
    const parts = [clock[2], clock[3], clock[4], clock[5]].filter((p): p is string => p !== undefined).map(Number);
    if (parts.length === 4) return { seconds: [days + parts[0] * 86_400 + parts[1] * 3_600 + parts[2] * 60 + parts[3]], step: [1] };
    if (parts.length === 3) return { seconds: [days + parts[0] * 3_600 + parts[1] * 60 + parts[2]], step: [1] };
    const [a, b] = parts;
    return days
      ? { seconds: [days + a * 3_600 + b * 60], step: [60] }
      : { seconds: [a * 60 + b, a * 3_600 + b * 60], step: [1, 60] };
  }
  // "3d 4h 12m", "04 hours 12 minutes 09 seconds"
  let total = 0;
  let smallest = Infinity;
  let found = 0;
  for (const m of t.matchAll(/(\d{1,4})\s*([a-z]+)/g)) {
    const s = unitSeconds(m[2]);
    if (s === null) continue;
    total += Number(m[1]) * s;
    smallest = Math.min(smallest, s);
    found++;
  }
  return found >= 2 ? { seconds: [total], step: [smallest] } : null;
}

/** Slack on top of the smallest unit shown: clocks tick while a page loads and renders. */
const SLACK_SECONDS = 3;

/**
 * True when two readings of one timer, taken elapsedMin..elapsedMax seconds apart, differ in a way no
 * single clock running down explains (it restarted, or jumped). Equal readings are not judged: a cached
 * page shows a real clock frozen too.
 */
export function timerRestarted(first: string, second: string, elapsedMin: number, elapsedMax: number): boolean {
  const a = readTimer(first);
  const b = readTimer(second);
  if (!a || !b) return false;
  if (a.seconds.every((s, i) => s === b.seconds[i])) return false;
  for (let i = 0; i < Math.min(a.seconds.length, b.seconds.length); i++) {
    const drift = a.seconds[i] - b.seconds[i];
    const slack = Math.max(a.step[i], b.step[i]) + SLACK_SECONDS;
    if (drift >= elapsedMin - slack && drift <= elapsedMax + slack) return false;
  }
  return true;
}
