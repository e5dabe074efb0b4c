import { withAuth } from "@/lib/api/with-auth";
import { markAllBody } from "@/lib/changes/schemas";
import { markAllChangesRead } from "@/lib/changes/service";

export const POST = withAuth({ body: markAllBody }, async ({ db, auth, body }) => markAllChangesRead(db, auth.user.id, body.competitorId));
