import { withAuth } from "@/lib/api/with-auth";
import { changePlan } from "@/lib/billing/actions";
import { changePlanBody } from "@/lib/billing/schemas";

/** Switches the subscription to another price (prorated); the Free price ('free') cancels at period end. */
export const PUT = withAuth({ body: changePlanBody }, async ({ db, auth, body }) => changePlan(db, auth.user.id, body.newPriceId));
