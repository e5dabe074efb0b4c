import { withAuth } from "@/lib/api/with-auth";
import { unreadCountOf } from "@/lib/changes/service";

export const GET = withAuth({}, async ({ db, auth }) => unreadCountOf(db, auth.user.id));
