import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { workflowsOf } from "@/lib/competitors/service";

/** The competitor's scan and analysis runs, newest first. */
export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => workflowsOf(db, auth.user.id, params.id));
