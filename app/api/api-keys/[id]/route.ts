import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { removeApiKey } from "@/lib/api-keys/service";

/** Deletes one of the user's keys; it stops working at once. Another user's key is a 404. */
export const DELETE = withAuth({ params: idParams }, async ({ db, auth, params }) => removeApiKey(db, auth, params.id));
