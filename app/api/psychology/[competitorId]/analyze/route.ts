import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { json } from "@/lib/api/respond";
import { getCompetitor } from "@/db/queries/competitors";
import { latestSnapshot } from "@/db/queries/scans";
import { assertFeature } from "@/lib/billing/limits";
import { requestPsychologyAnalysis } from "@/lib/analysis/psychology/job";
import { ConflictError, NotFoundError } from "@/lib/errors";

const params = z.object({ competitorId: z.string().uuid({ message: "Not a valid id" }) });

/** Starts a psychology analysis (Dark Psychology Mode; not on the Free plan). A second request while one runs returns it. */
export const POST = withAuth({ params }, async ({ db, auth, params }) => {
  const competitor = await getCompetitor(db, { userId: auth.user.id, id: params.competitorId });
  if (!competitor) throw new NotFoundError("Competitor");
  await assertFeature(db, auth.user.id, "darkPsychologyMode");
  if (!(await latestSnapshot(db, { userId: auth.user.id, competitorId: competitor.id }))) throw new ConflictError("Scan this competitor first");
  const r = await requestPsychologyAnalysis(db, { userId: auth.user.id, competitor });
  const body = { jobId: r.jobId, status: "pending" as const, analysisId: r.analysisId, deduplicated: r.deduplicated };
  return json({ ...body, data: body }, 202);
});
