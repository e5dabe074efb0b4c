import { withAuth } from "@/lib/api/with-auth";
import { listJobs, countJobs } from "@/db/queries/jobs";
import { listJobsQuery, jobDto } from "@/lib/jobs/schemas";
import { json } from "@/lib/api/respond";

export const GET = withAuth({ query: listJobsQuery }, async ({ db, auth, query }) => {
  const [rows, total] = await Promise.all([
    listJobs(db, { userId: auth.user.id, status: query.status, limit: query.limit }),
    countJobs(db, { userId: auth.user.id, status: query.status }),
  ]);
  return json({ data: rows.map(jobDto), meta: { total, limit: query.limit } });
});
