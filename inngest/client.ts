import { Inngest } from "inngest";
import { env } from "@/lib/env";
import type { EnqueueOptions } from "@/lib/jobs/enqueue";

export const inngest = new Inngest({ id: "rivalscope", eventKey: env().INNGEST_EVENT_KEY });

/** Event name for a job: the same handlers run under Inngest when JOBS_ENGINE=inngest. */
export function eventName(jobName: string): string {
  return `rivalscope/${jobName}`;
}

/** Sends the event that starts a job under Inngest (JOBS_ENGINE=inngest). */
export async function sendJobEvent(opts: EnqueueOptions & { recordId: string | null }): Promise<void> {
  await inngest.send({
    name: eventName(opts.name),
    data: { ...opts.payload, recordId: opts.recordId },
    ...(opts.jobKey ? { id: opts.jobKey } : {}),
    ...(opts.runAt ? { ts: opts.runAt.getTime() } : {}),
  });
}
