import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { triggerScan } from "@/lib/competitors/service";
import { json } from "@/lib/api/respond";

/**
 * Check Now: queues a scan (202), or returns the one already queued (202); a competitor checked less
 * than CHECK_NOW_COOLDOWN_SECONDS ago is not fetched again: 200 with that check (`lastScan`).
 */
export const POST = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const r = await triggerScan(db, auth.user.id, params.id);
  return json({ success: r.success, jobId: r.jobId, message: r.message, data: r }, r.queued ? 202 : 200);
});
