import { withAuth } from "@/lib/api/with-auth";
import { createCheckout } from "@/lib/billing/actions";
import { checkoutBody } from "@/lib/billing/schemas";

/** Stripe Checkout (→ its url), or in local mode the plan applies at once and url is successUrl. */
export const POST = withAuth({ body: checkoutBody }, async ({ db, auth, body, req }) =>
  createCheckout(db, auth.user, body, new URL(req.url).origin),
);
