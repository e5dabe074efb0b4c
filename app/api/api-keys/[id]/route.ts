import { withAuth } from "@/lib/api/with-auth";

import { idParams } from "@/lib/api/schemas";
import { deleteApiKey } from "@/db/queries/api-keys";
import { NotAllowedError, NotFoundError } from "@/lib/errors";

/** Deletes one of the user's keys; it stops working at once. Another user's key is a 404. */
export const DELETE = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  if (auth.method === "api_key") throw new NotAllowedError("API keys cannot be deleted with an API key. Sign in to manage keys.");
  if (!(await deleteApiKey(db, { userId: auth.user.id, id: params.id }))) throw new NotFoundError("API key");
  return { id: params.id, deleted: true };
});
