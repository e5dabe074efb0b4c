import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { json } from "@/lib/api/respond";
import { psychologyDto } from "@/lib/analysis/psychology/api-view";
import { psychologyStateOf } from "@/lib/analysis/psychology/service";

const params = z.object({ competitorId: z.string().uuid({ message: "Not a valid id" }) });

/** 404 when no analysis exists yet, 202 while one is in progress, 200 with the analysis (spec §2 fetch outcomes). */
export const GET = withAuth({ params }, async ({ db, auth, params }) => {
  const { competitor, state } = await psychologyStateOf(db, auth.user.id, params.competitorId);
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
