import { withAuth } from "@/lib/api/with-auth";
import { jobDto } from "@/lib/jobs/schemas";
import { idParams } from "@/lib/api/schemas";
import { getCompetitor } from "@/db/queries/competitors";
import { listCompetitorJobs } from "@/db/queries/jobs";
import { NotFoundError } from "@/lib/errors";

/** The competitor's scan and analysis runs, newest first. */
export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const c = await getCompetitor(db, { userId: auth.user.id, id: params.id });
  if (!c) throw new NotFoundError("Competitor");
  return (await listCompetitorJobs(db, { userId: auth.user.id, competitorId: c.id, limit: 20 })).map(jobDto);
});
