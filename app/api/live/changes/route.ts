import { withAuth } from "@/lib/api/with-auth";
import { liveStream } from "@/lib/live/sse";

export const dynamic = "force-dynamic";

/** SSE: cookie session or a short-lived stream token (?token=); the email parameter is never trusted. */
export const GET = withAuth({ allowStreamToken: true }, async ({ db, auth, req }) => liveStream(db, req, auth.user.id, "changes"));
