/**
 * One request at a time per host: a FIFO mutex keyed by host name, with an optional pause
 * between consecutive requests to the same host (politeness).
 */
export class HostQueue {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly lastDone = new Map<string, number>();
  private readonly refusals = new Map<string, { until: number; strikes: number }>();

  constructor(private readonly minIntervalMs = 0) {}

  /** Number of hosts with a request running or waiting. */
  get activeHosts(): number {
    return this.tails.size;
  }

  /**
   * Waits for the host's turn and returns the release function (call it exactly once).
   * If `signal` aborts while waiting, rejects with the signal's reason and gives up the place
   * in line without disturbing the others.
   */
  /**
   * The host refused us: no request to it until Retry-After has passed, or else for a while doubling
   * with each refusal in a row (429 "too many requests": 30 s; 503 "unavailable": 2 s), at most an hour.
   * Returns the time the backoff ends.
   */
  noteRefusal(host: string, retryAfterSeconds: number | null, status: 429 | 503 = 429): number {
    const key = host.toLowerCase();
    const strikes = (this.refusals.get(key)?.strikes ?? 0) + 1;
    const ms = retryAfterSeconds !== null ? retryAfterSeconds * 1000 : (status === 503 ? 2_000 : 30_000) * 2 ** (strikes - 1);
    const until = Date.now() + Math.min(3_600_000, Math.max(1000, ms));
    this.refusals.set(key, { until, strikes });
    return until;
  }

  /** A normal answer ends the host's backoff. */
  noteSuccess(host: string): void {
    this.refusals.delete(host.toLowerCase());
  }

  /** When the host's backoff ends (0 when it is not backed off). */
  backoffUntil(host: string): number {
    const r = this.refusals.get(host.toLowerCase());
    return r && r.until > Date.now() ? r.until : 0;
  }

  /** `minIntervalMs` (a Crawl-delay) lengthens the queue's own pause for this request. */
  async acquire(host: string, signal?: AbortSignal, minIntervalMs?: number): Promise<() => void> {
    const interval = Math.max(this.minIntervalMs, minIntervalMs ?? 0);
    const key = host.toLowerCase();
    const prev = this.tails.get(key) ?? Promise.resolve();
    let releaseMine!: () => void;
    const mine = new Promise<void>((r) => (releaseMine = r));
    const tail = prev.then(() => mine);
    this.tails.set(key, tail);

    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.lastDone.set(key, Date.now());
      releaseMine();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };

    try {
      await abortable(prev, signal);
      if (interval > 0) {
        const wait = (this.lastDone.get(key) ?? 0) + interval - Date.now();
        if (wait > 0) await abortable(new Promise<void>((r) => setTimeout(r, wait)), signal);
      }
    } catch (err) {
      // Leave the line: pass our turn on as soon as the previous holder is done.
      void prev.then(release);
      throw err;
    }
    return release;
  }

  async run<T>(host: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(host, signal);
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/** Resolves/rejects with `p`, or rejects with the signal's reason as soon as it aborts. */
export function abortable<T>(p: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}

/** The queue shared by every fetch in this process unless a caller passes its own. */
export const defaultHostQueue = new HostQueue();
