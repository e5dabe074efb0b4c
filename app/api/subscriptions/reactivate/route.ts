import { withAuth } from "@/lib/api/with-auth";
import { reactivateSubscription } from "@/lib/billing/actions";

/** Clears a scheduled cancellation; returns the updated subscription. */
export const POST = withAuth({}, async ({ db, auth }) => reactivateSubscription(db, auth.user.id));
