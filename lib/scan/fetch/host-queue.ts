/**
 * One request at a time per host: a FIFO mutex keyed by host name, with an optional pause
 * between consecutive requests to the same host (politeness).
 */
export class HostQueue {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly lastDone = new Map<string, number>();

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
  async acquire(host: string, signal?: AbortSignal): Promise<() => void> {
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
      if (this.minIntervalMs > 0) {
        const wait = (this.lastDone.get(key) ?? 0) + this.minIntervalMs - Date.now();
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
