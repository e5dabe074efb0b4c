import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { sendTestAlert } from "@/lib/alerts/service";

/** Sends a `test` event to the endpoint now and answers the delivery (delivered or failed, with the reason). */
export const POST = withAuth(
  { params: idParams, rateLimit: { name: "alert-test", what: "test alerts", limit: 20, windowSeconds: 60 } },
  async ({ db, auth, params }) => sendTestAlert(db, auth.user.id, params.id),
);
