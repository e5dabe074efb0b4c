import { withAuth } from "@/lib/api/with-auth";
import { getJob, cancelPendingJob } from "@/db/queries/jobs";
import { jobDto } from "@/lib/jobs/schemas";
import { idParams } from "@/lib/api/schemas";
import { liveBus } from "@/lib/live/bus";
import { jobEventData } from "@/lib/jobs/events";
import { ConflictError, NotFoundError } from "@/lib/errors";

export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const job = await getJob(db, { userId: auth.user.id, jobId: params.id });
  if (!job) throw new NotFoundError("Job");
  return jobDto(job);
});

/** Cancels a pending job; jobs already running or finished cannot be cancelled. */
export const DELETE = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const job = await getJob(db, { userId: auth.user.id, jobId: params.id });
  if (!job) throw new NotFoundError("Job");
  const cancelled = await cancelPendingJob(db, { userId: auth.user.id, jobId: params.id });
  if (!cancelled) throw new ConflictError(`Only pending jobs can be cancelled (this one is ${job.status})`);
  await liveBus.publish(db, { userId: auth.user.id, event: "job-update", data: jobEventData(cancelled) });
  return jobDto(cancelled);
});
