import { withAuth } from "@/lib/api/with-auth";
import { listJobsQuery } from "@/lib/jobs/schemas";
import { listJobsOf } from "@/lib/jobs/service";
import { json } from "@/lib/api/respond";

export const GET = withAuth({ query: listJobsQuery }, async ({ db, auth, query }) => {
  const { jobs, total } = await listJobsOf(db, auth.user.id, query);
  return json({ data: jobs, meta: { total, limit: query.limit } });
});
