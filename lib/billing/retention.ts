import { z } from "zod";
import type { Db } from "@/db/client";
import { pruneDeliveries } from "@/db/queries/alerts";
import { listUsersWithSubscriptions, pruneHistory } from "@/db/queries/billing";
import { defineJob } from "@/lib/jobs/types";
import { PLANS } from "./plans";
import { resolveSubscription } from "./subscription";

const PAGE = 1000;
const DAY_MS = 86_400_000;
/** How long the webhook and Slack delivery log keeps finished deliveries, whatever the plan. */
export const DELIVERY_LOG_DAYS = 30;

/**
 * Deletes snapshots and changes older than each user's plan history (Free 7 days, Pro 90 days,
 * Enterprise unlimited). The newest snapshot of every competitor stays, so the next scan still has
 * something to compare with.
 */
export async function pruneHistoryByPlan(db: Db, opts: { now?: Date; userIds?: string[] } = {}): Promise<{ users: number; changes: number; snapshots: number }> {
  const now = opts.now ?? new Date();
  let after: string | null = null;
  let users = 0;
  let changes = 0;
  let snapshots = 0;
  for (;;) {
    const page = await listUsersWithSubscriptions(db, { afterUserId: after, limit: PAGE, userIds: opts.userIds });
    if (page.length === 0) break;
    after = page[page.length - 1].userId;
    const byDays = new Map<number, string[]>();
    for (const { userId, sub } of page) {
      const days = PLANS[resolveSubscription(sub, now).plan].historyDays;
      if (days === null) continue;
      byDays.set(days, [...(byDays.get(days) ?? []), userId]);
    }
    for (const [days, userIds] of byDays) {
      const r = await pruneHistory(db, { userIds, cutoff: new Date(now.getTime() - days * DAY_MS) });
      changes += r.changes;
      snapshots += r.snapshots;
      users += userIds.length;
    }
    if (page.length < PAGE) break;
  }
  return { users, changes, snapshots };
}

/** Finished alert deliveries older than DELIVERY_LOG_DAYS: the log is for checking recent sends. */
export function pruneDeliveryLog(db: Db, opts: { now?: Date } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  return pruneDeliveries(db, { cutoff: new Date(now.getTime() - DELIVERY_LOG_DAYS * DAY_MS) });
}

/** Daily (cron): history retention per plan and the delivery log. Idempotent, so a retry simply prunes again. */
export const retentionJob = defineJob({
  name: "billing.retention",
  payload: z.object({}).passthrough(),
  async run(_payload, { db, log }) {
    const r = await pruneHistoryByPlan(db);
    const deliveries = await pruneDeliveryLog(db);
    log(`pruned ${r.changes} change(s) and ${r.snapshots} snapshot(s) of ${r.users} user(s), ${deliveries} alert delivery record(s)`);
    return { status: "complete", ...r, deliveries };
  },
});
