import Stripe from "stripe";

/** What Stripe's webhook sender does: event envelopes, signed with the endpoint secret. */

let seq = 0;

export function stripeEvent(type: string, object: unknown, opts: { created?: number; id?: string } = {}) {
  return {
    id: opts.id ?? `evt_test_${Date.now()}_${++seq}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: opts.created ?? Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** A POST to /api/webhooks/stripe carrying `payload` with a valid (or deliberately wrong) signature. */
export function signedWebhookRequest(payload: string, secret: string, opts: { timestamp?: number; signature?: string } = {}): Request {
  const header = opts.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: opts.timestamp });
  return new Request("http://localhost/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  });
}
