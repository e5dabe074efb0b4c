import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { getCompetitor, listSnapshots } from "@/db/queries/competitors";
import { snapshotsQuery } from "@/lib/competitors/schemas";
import { snapshotDto } from "@/lib/scan/snapshot-dto";
import { NotFoundError } from "@/lib/errors";

export const GET = withAuth({ params: idParams, query: snapshotsQuery }, async ({ db, auth, params, query }) => {
  const c = await getCompetitor(db, { userId: auth.user.id, id: params.id });
  if (!c) throw new NotFoundError("Competitor");
  const rows = await listSnapshots(db, { userId: auth.user.id, competitorId: c.id, limit: query.limit });
  return rows.map(snapshotDto);
});
