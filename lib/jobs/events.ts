import type { JobRow } from "@/db/queries/jobs";

/** The data of a live `job-update` event for a job record. */
export function jobEventData(j: JobRow): Record<string, unknown> {
  return { jobId: j.id, status: j.status, data: j.data, result: j.result ?? null };
}
