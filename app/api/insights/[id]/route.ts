import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { ownCompetitor } from "@/lib/competitors/service";
import { reportForCompetitor } from "@/lib/analysis/report/build";

/** One competitor's latest intelligence report; built from current data when none is stored yet. */
export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const competitor = await ownCompetitor(db, auth.user.id, params.id);
  return reportForCompetitor(db, { userId: auth.user.id, competitor });
});
