import type { Db } from "@/db/client";
import { markScanBlocked } from "@/db/queries/scans";
import { liveBus } from "@/lib/live/bus";
import { PermanentJobError } from "@/lib/jobs/types";
import { FREQUENCY_HOURS, type CheckFrequency } from "@/lib/billing/plans";
import { BLOCKED_ADVICE, type FetchError } from "@/lib/scan/fetch";

/** The first retry of a blocked competitor: 15 minutes, doubling with each blocked scan in a row. */
export const BLOCKED_RETRY_BASE_MS = 15 * 60_000;

/** When a competitor blocked `failures` times in a row is tried again: doubling, never later than its own interval. */
export function blockedRetryInMs(failures: number, frequency: string): number {
  const interval = (FREQUENCY_HOURS[frequency as CheckFrequency] ?? 24) * 3_600_000;
  return Math.min(interval, BLOCKED_RETRY_BASE_MS * 2 ** Math.max(0, Math.min(failures - 1, 20)));
}

/**
 * A scan that met a bot wall ends here: the competitor becomes Blocked with the reason and advice, a
 * live update tells its owner, and the job ends without a snapshot or a change (no immediate retry:
 * the wall would answer the same; the next check is booked with backoff instead).
 */
export async function endBlocked(db: Db, who: { userId: string; competitorId: string; name: string; checkFrequency: string }, err: FetchError): Promise<never> {
  const error = `${err.message} Nothing was compared and no change was recorded. ${BLOCKED_ADVICE}`;
  const c = await markScanBlocked(db, { userId: who.userId, competitorId: who.competitorId, error, retryInMs: (n) => blockedRetryInMs(n, who.checkFrequency) });
  if (c) await liveBus.publish(db, { userId: who.userId, event: "competitor-update", data: { competitorId: who.competitorId, status: c.status, name: who.name, error } });
  throw new PermanentJobError(err.message, {
    status: "failed",
    message: "Blocked by the site",
    details: { websiteAccessError: err.message, blocked: true, advice: BLOCKED_ADVICE, retryAt: c?.nextCheckAt?.toISOString() ?? null },
  });
}
