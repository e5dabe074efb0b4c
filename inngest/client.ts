import { Inngest } from "inngest";
import { env } from "@/lib/env";

export const inngest = new Inngest({ id: "rivalscope", eventKey: env().INNGEST_EVENT_KEY });

/** Event name for a job: the same handlers run under Inngest when JOBS_ENGINE=inngest. */
export function eventName(jobName: string): string {
  return `rivalscope/${jobName}`;
}

/** The event data field holding a job's queue name: the key of its function's concurrency limit. */
export const JOB_QUEUE_FIELD = "jobQueue";

export interface JobEvent {
  name: string;
  data: Record<string, unknown>;
  /** The job's queue name (JobSpec.queue), for a job whose kind is queued. */
  queue?: string;
  /** Inngest's event id: a second event with the same id within 24 hours is ignored. */
  id?: string;
  runAt?: Date;
}

/** Sends the event that starts a job under Inngest (JOBS_ENGINE=inngest). */
export async function sendJobEvent(job: JobEvent): Promise<void> {
  await inngest.send({
    name: eventName(job.name),
    data: { ...job.data, ...(job.queue !== undefined ? { [JOB_QUEUE_FIELD]: job.queue } : {}) },
    ...(job.id ? { id: job.id } : {}),
    ...(job.runAt ? { ts: job.runAt.getTime() } : {}),
  });
}
