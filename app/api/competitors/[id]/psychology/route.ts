import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { latestPsychologyOf } from "@/lib/analysis/psychology/service";

/** The competitor's latest completed psychology analysis, or null when there is none. */
export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => latestPsychologyOf(db, auth.user.id, params.id));
