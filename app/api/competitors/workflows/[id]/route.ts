import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { jobOf } from "@/lib/jobs/service";

/** One workflow run (a job record) by id. */
export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => jobOf(db, auth.user.id, params.id, "Workflow"));
