import { withAuth } from "@/lib/api/with-auth";
import { unreadCounts } from "@/db/queries/changes";

export const GET = withAuth({}, async ({ db, auth }) => unreadCounts(db, { userId: auth.user.id }));
