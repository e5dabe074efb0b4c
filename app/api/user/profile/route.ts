import { withAuth } from "@/lib/api/with-auth";

import { updateProfile } from "@/db/queries/users";
import { profileUpdateBody, toProfile } from "@/lib/users/schemas";
import { NotFoundError } from "@/lib/errors";

/** The profile and notification preferences of the signed-in user. */
export const GET = withAuth({}, async ({ auth }) => toProfile(auth.user));

/** Changes exactly one field (name or one preference); anything else is a 400 that changes nothing. */
export const PUT = withAuth({ body: profileUpdateBody }, async ({ db, auth, body }) => {
  const updated = await updateProfile(db, { userId: auth.user.id, ...body });
  if (!updated) throw new NotFoundError("User");
  return toProfile(updated);
});
