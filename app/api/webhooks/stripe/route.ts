import { getDb } from "@/db/client";
import { errorResponse, json } from "@/lib/api/respond";
import { handleStripeWebhook } from "@/lib/billing/webhooks";
import { withRequestId } from "@/lib/api/with-request-id";

export const runtime = "nodejs";

/**
 * Stripe webhooks. The signature is verified on the exact raw body, so the body is read as text here
 * (not through the route wrapper's JSON parsing); errors still use the one error shape.
 */
export const POST = withRequestId(async (req: Request): Promise<Response> => {
  try {
    const raw = await req.text();
    const result = await handleStripeWebhook(getDb(), raw, req.headers.get("stripe-signature"));
    return json({ data: result });
  } catch (err) {
    return errorResponse(err, "POST /api/webhooks/stripe");
  }
});
