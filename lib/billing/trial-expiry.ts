import { z } from "zod";
import type { Db } from "@/db/client";
import { listExpiredTrials, listLocalPeriodsEnded } from "@/db/queries/billing";
import { defineJob } from "@/lib/jobs/types";
import { settleLocalPeriod } from "./local-mode";
import { changeSubscription } from "./transitions";

const BATCH = 500;

/**
 * Ends a trial that ran out without payment: the account falls to Free, keeps its data, and the
 * competitors beyond the Free limit are paused (an upgrade resumes them). A no-op when the trial was
 * converted or has not ended (checked under the row lock).
 */
export async function expireTrial(db: Db, userId: string, now: Date = new Date()): Promise<{ expired: boolean; paused: string[] }> {
  const change = await changeSubscription(db, userId, (row) => {
    if (row.status !== "trialing" || !row.trialEndsAt || row.trialEndsAt > now) return null;
    return { plan: "free", status: "free", trialEndsAt: row.trialEndsAt, currentPeriodEnd: null, cancelAtPeriodEnd: false };
  });
  return { expired: change.after !== change.before, paused: change.effects.paused };
}

/** Hourly (cron): expired trials fall to Free; local-mode periods renew or end. */
export const trialExpiryJob = defineJob({
  name: "billing.trial-expiry",
  payload: z.object({}).passthrough(),
  maxAttempts: 5,
  async run(_payload, { db, step, log }) {
    const now = new Date();
    let expired = 0;
    let paused = 0;
    for (const userId of await listExpiredTrials(db, { now, limit: BATCH })) {
      const r = await step.run(`expire:${userId}`, () => expireTrial(db, userId, now));
      if (r.expired) expired += 1;
      paused += r.paused.length;
    }
    let settled = 0;
    for (const row of await listLocalPeriodsEnded(db, { now, limit: BATCH })) {
      await step.run(`local-period:${row.userId}`, async () => {
        await settleLocalPeriod(db, row.userId, now);
        return true;
      });
      settled += 1;
    }
    if (expired || settled) log(`expired ${expired} trial(s), paused ${paused} competitor(s), settled ${settled} local period(s)`);
    return { status: "complete", expired, paused, settled };
  },
});
