import { withAuth } from "@/lib/api/with-auth";

import { idParams } from "@/lib/api/schemas";
import { getCompetitor } from "@/db/queries/competitors";
import { latestCompletedPsychology } from "@/db/queries/psychology";
import { assertFeature } from "@/lib/billing/limits";
import { psychologyDto } from "@/lib/analysis/psychology/read";
import { NotFoundError } from "@/lib/errors";

/** The competitor's latest completed psychology analysis, or null when there is none. */
export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const competitor = await getCompetitor(db, { userId: auth.user.id, id: params.id });
  if (!competitor) throw new NotFoundError("Competitor");
  await assertFeature(db, auth.user.id, "darkPsychologyMode");
  const row = await latestCompletedPsychology(db, { userId: auth.user.id, competitorId: competitor.id });
  return row ? psychologyDto(row) : null;
});
