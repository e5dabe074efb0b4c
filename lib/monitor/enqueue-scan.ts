import { z } from "zod";
import type { Db } from "@/db/client";
import type { CompetitorRow } from "@/db/queries/competitors";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { jobSpec } from "@/lib/jobs/types";

/**
 * The scan job's name, payload, queue and attempts (its handler is scanJob in scan-job.ts,
 * kept apart so that queueing a scan does not load the scan pipeline). Scans of the same host run one
 * at a time: a graphile-worker queue per host, an Inngest concurrency key per host.
 */
export const scanJobSpec = jobSpec({
  name: "scan.competitor",
  payload: z.object({
    competitorId: z.string().uuid(),
    userId: z.string().uuid(),
    reason: z.string().optional(),
    // Optional only so that a scan queued before the field existed still runs.
    host: z.string().min(1).optional(),
  }),
  queue: ({ host }) => (host ? `host:${host}` : undefined),
  maxAttempts: 2,
});

export const SCAN_JOB = scanJobSpec.name;

/** Queues a scan of one competitor. A second request while one is pending or running returns that job. */
export async function enqueueScan(db: Db, c: CompetitorRow, reason: "initial" | "manual" | "scheduled") {
  return enqueueJob(db, {
    job: scanJobSpec,
    payload: { competitorId: c.id, userId: c.userId, reason, host: c.domain },
    record: {
      userId: c.userId,
      kind: "scan",
      competitorId: c.id,
      dedupeKey: `scan:${c.id}`,
      data: { competitorId: c.id, competitorName: c.name, reason },
    },
  });
}
