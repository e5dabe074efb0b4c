import { withAuth } from "@/lib/api/with-auth";
import { getCurrentSubscription } from "@/lib/billing/subscription";

export const GET = withAuth({}, async ({ db, auth }) => getCurrentSubscription(db, auth.user.id));
