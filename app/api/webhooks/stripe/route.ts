import { getDb } from "@/db/client";
import { errorResponse, json } from "@/lib/api/respond";
import { handleStripeWebhook } from "@/lib/billing/webhooks";
import { withRequestId } from "@/lib/api/with-request-id";
import { readBodyText } from "@/lib/api/request-guards";

export const runtime = "nodejs";

/**
 * Stripe webhooks. The signature is verified on the exact raw body, so the body is read as text here
 * (not through the route wrapper's JSON parsing); errors still use the one error shape.
 */
export const POST = withRequestId(async (req: Request): Promise<Response> => {
  try {
    // Read under the body cap (413), configured or not: an endless body is never buffered.
    const raw = await readBodyText(req);
    const result = await handleStripeWebhook(getDb(), raw, req.headers.get("stripe-signature"));
    return json({ data: result });
  } catch (err) {
    return errorResponse(err, "POST /api/webhooks/stripe");
  }
});
