import { withAuth } from "@/lib/api/with-auth";
import { listChangesQuery } from "@/lib/changes/schemas";
import { listChangesOf } from "@/lib/changes/service";
import { paginated } from "@/lib/api/respond";

export const GET = withAuth({ query: listChangesQuery }, async ({ db, auth, query }) => {
  const { changes, total } = await listChangesOf(db, auth.user.id, query);
  return paginated(changes, total, query.limit, query.offset);
});
