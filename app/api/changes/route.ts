import { withAuth } from "@/lib/api/with-auth";
import { listChanges } from "@/db/queries/changes";
import { listChangesQuery, expandType } from "@/lib/changes/schemas";
import { changeDto } from "@/lib/changes/dto";
import { paginated } from "@/lib/api/respond";

export const GET = withAuth({ query: listChangesQuery }, async ({ db, auth, query }) => {
  const { rows, total } = await listChanges(db, { ...query, types: expandType(query.type), userId: auth.user.id });
  return paginated(rows.map(changeDto), total, query.limit, query.offset);
});
