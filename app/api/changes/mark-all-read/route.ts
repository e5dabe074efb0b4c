import { withAuth } from "@/lib/api/with-auth";
import { markAllRead } from "@/db/queries/changes";
import { markAllBody } from "@/lib/changes/schemas";

export const POST = withAuth({ body: markAllBody }, async ({ db, auth, body }) => ({
  updated: await markAllRead(db, { userId: auth.user.id, competitorId: body.competitorId }),
}));
