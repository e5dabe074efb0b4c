import { withAuth } from "@/lib/api/with-auth";
import { jobDto } from "@/lib/jobs/schemas";
import { idParams } from "@/lib/api/schemas";
import { getJob } from "@/db/queries/jobs";
import { NotFoundError } from "@/lib/errors";

/** One workflow run (a job record) by id. */
export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const job = await getJob(db, { userId: auth.user.id, jobId: params.id });
  if (!job) throw new NotFoundError("Workflow");
  return jobDto(job);
});
