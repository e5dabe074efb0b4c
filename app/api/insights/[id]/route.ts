import { withAuth } from "@/lib/api/with-auth";

import { idParams } from "@/lib/api/schemas";
import { getCompetitor } from "@/db/queries/competitors";
import { reportForCompetitor } from "@/lib/analysis/report/build";
import { NotFoundError } from "@/lib/errors";

/** One competitor's latest intelligence report; built from current data when none is stored yet. */
export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const competitor = await getCompetitor(db, { userId: auth.user.id, id: params.id });
  if (!competitor) throw new NotFoundError("Competitor");
  return reportForCompetitor(db, { userId: auth.user.id, competitor });
});
