import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { cancelJob, jobOf } from "@/lib/jobs/service";

export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => jobOf(db, auth.user.id, params.id));

/** Cancels a pending job; jobs already running or finished cannot be cancelled. */
export const DELETE = withAuth({ params: idParams }, async ({ db, auth, params }) => cancelJob(db, auth.user.id, params.id));
