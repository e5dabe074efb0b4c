import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { markRead } from "@/db/queries/changes";
import { NotFoundError } from "@/lib/errors";

export const PUT = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  if (!(await markRead(db, { userId: auth.user.id, id: params.id }))) throw new NotFoundError("Change");
  return { id: params.id, isRead: true };
});
