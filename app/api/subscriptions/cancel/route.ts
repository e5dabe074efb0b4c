import { withAuth } from "@/lib/api/with-auth";
import { cancelSubscription } from "@/lib/billing/actions";

/** Cancels at the end of the billing period; returns the updated subscription. */
export const POST = withAuth({}, async ({ db, auth }) => cancelSubscription(db, auth.user.id));
