import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { json } from "@/lib/api/respond";
import { startPsychologyAnalysis } from "@/lib/analysis/psychology/service";

const params = z.object({ competitorId: z.string().uuid({ message: "Not a valid id" }) });

/** Starts a psychology analysis (Dark Psychology Mode; not on the Free plan). A second request while one runs returns it. */
export const POST = withAuth({ params }, async ({ db, auth, params }) => {
  const body = await startPsychologyAnalysis(db, auth.user.id, params.competitorId);
  return json({ ...body, data: body }, 202);
});
