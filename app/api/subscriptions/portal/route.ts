import { withAuth } from "@/lib/api/with-auth";
import { billingPortal } from "@/lib/billing/actions";

/** The Stripe billing portal's url (the browser navigates to it); local mode answers the billing page. */
export const GET = withAuth({}, async ({ db, auth, req }) => billingPortal(db, auth.user.id, `${new URL(req.url).origin}/settings/billing`));
