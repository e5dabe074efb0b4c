import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { snapshotsQuery } from "@/lib/competitors/schemas";
import { snapshotsOf } from "@/lib/competitors/service";

export const GET = withAuth({ params: idParams, query: snapshotsQuery }, async ({ db, auth, params, query }) => snapshotsOf(db, auth.user.id, params.id, query.limit));
