import pg from "pg";
import { env } from "@/lib/env";
import { LIVE_CHANNEL, type LiveMessage } from "./bus";
import { logger } from "@/lib/log";

type Subscriber = (message: LiveMessage) => void;

/** One LISTEN connection per web process, fanning events out to the streams of each user. */
class LiveListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private subscribers = new Map<string, Set<Subscriber>>();
  private retryTimer: NodeJS.Timeout | null = null;

  async subscribe(userId: string, fn: Subscriber): Promise<() => void> {
    await this.ensure();
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.subscribers.delete(userId);
    };
  }

  private ensure(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: env().DATABASE_URL });
    client.on("notification", (n) => {
      if (n.channel !== LIVE_CHANNEL || !n.payload) return;
      let msg: LiveMessage;
      try {
        msg = JSON.parse(n.payload);
      } catch {
        return;
      }
      for (const fn of this.subscribers.get(msg.userId) ?? []) fn(msg);
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      logger("live").error({ err }, "listener connection lost");
      this.client = null;
      client.end().catch(() => {});
      if (this.subscribers.size > 0 && !this.retryTimer) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.ensure().catch(() => {});
        }, 1000);
      }
    };
    client.on("error", lost);
    client.on("end", () => lost());
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    this.client = client;
  }
}

const g = globalThis as unknown as { __rivalscopeLive?: LiveListener };
export function liveListener(): LiveListener {
  g.__rivalscopeLive ??= new LiveListener();
  return g.__rivalscopeLive;
}
