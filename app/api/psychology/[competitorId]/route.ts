import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { json } from "@/lib/api/respond";
import { getCompetitor } from "@/db/queries/competitors";
import { assertFeature } from "@/lib/billing/limits";
import { psychologyDto, psychologyState } from "@/lib/analysis/psychology/read";
import { NotFoundError } from "@/lib/errors";

const params = z.object({ competitorId: z.string().uuid({ message: "Not a valid id" }) });

/** 404 when no analysis exists yet, 202 while one is in progress, 200 with the analysis (spec §2 fetch outcomes). */
export const GET = withAuth({ params }, async ({ db, auth, params }) => {
  const competitor = await getCompetitor(db, { userId: auth.user.id, id: params.competitorId });
  if (!competitor) throw new NotFoundError("Competitor");
  await assertFeature(db, auth.user.id, "darkPsychologyMode");
  const state = await psychologyState(db, { userId: auth.user.id, competitorId: competitor.id });
  if (state.kind === "none") {
    return json({ error: { code: "not_found", message: "No psychology analysis available yet", lastError: state.lastError } }, 404);
  }
  if (state.kind === "pending") {
    return json(
      {
        data: {
          status: "pending",
          competitorId: competitor.id,
          analysisId: state.row.id,
          requestedAt: state.row.createdAt.toISOString(),
          previous: state.previous ? psychologyDto(state.previous) : null,
        },
      },
      202,
    );
  }
  return { ...psychologyDto(state.row), lastError: state.lastError };
});
