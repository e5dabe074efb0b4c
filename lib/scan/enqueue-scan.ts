import type { Db } from "@/db/client";
import type { CompetitorRow } from "@/db/queries/competitors";
import { enqueueJob } from "@/lib/jobs/enqueue";

export const SCAN_JOB = "scan.competitor";

/**
 * Queues a scan of one competitor. A second request while one is pending or running returns that job.
 * Scans of the same host run one at a time (queue per host).
 */
export async function enqueueScan(db: Db, c: CompetitorRow, reason: "initial" | "manual" | "scheduled") {
  return enqueueJob(db, {
    name: SCAN_JOB,
    payload: { competitorId: c.id, userId: c.userId, reason },
    queue: `host:${c.domain}`,
    maxAttempts: 2,
    record: {
      userId: c.userId,
      kind: "scan",
      competitorId: c.id,
      dedupeKey: `scan:${c.id}`,
      data: { competitorId: c.id, competitorName: c.name, reason },
    },
  });
}
