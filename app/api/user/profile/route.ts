import { withAuth } from "@/lib/api/with-auth";
import { profileUpdateBody, toProfile } from "@/lib/users/schemas";
import { editProfile } from "@/lib/users/service";

/** The profile and notification preferences of the signed-in user. */
export const GET = withAuth({}, async ({ auth }) => toProfile(auth.user));

/** Changes exactly one field (name or one preference); anything else is a 400 that changes nothing. */
export const PUT = withAuth({ body: profileUpdateBody }, async ({ db, auth, body }) => editProfile(db, auth.user.id, body));
