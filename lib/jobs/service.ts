import type { Db } from "@/db/client";
import { cancelPendingJob, countJobs, getJob, listJobs } from "@/db/queries/jobs";
import { liveBus } from "@/lib/live/bus";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { jobDto, type listJobsQuery } from "./schemas";
import { jobEventData } from "./events";
import type { z } from "zod";

type ListJobsQuery = z.infer<typeof listJobsQuery>;

/** The user's jobs, newest first (filtered by status), and how many match in all. */
export async function listJobsOf(db: Db, userId: string, query: ListJobsQuery) {
  const [rows, total] = await Promise.all([
    listJobs(db, { userId, status: query.status, limit: query.limit }),
    countJobs(db, { userId, status: query.status }),
  ]);
  return { jobs: rows.map(jobDto), total };
}

/** One of the user's jobs; `what` names it in the not-found message (a "Workflow" run is a job too). */
export async function jobOf(db: Db, userId: string, jobId: string, what = "Job") {
  const job = await getJob(db, { userId, jobId });
  if (!job) throw new NotFoundError(what);
  return jobDto(job);
}

/** Cancels a pending job and tells the user's live stream; jobs already running or finished cannot be cancelled. */
export async function cancelJob(db: Db, userId: string, jobId: string) {
  const job = await getJob(db, { userId, jobId });
  if (!job) throw new NotFoundError("Job");
  const cancelled = await cancelPendingJob(db, { userId, jobId });
  if (!cancelled) throw new ConflictError(`Only pending jobs can be cancelled (this one is ${job.status})`);
  await liveBus.publish(db, { userId, event: "job-update", data: jobEventData(cancelled) });
  return jobDto(cancelled);
}
