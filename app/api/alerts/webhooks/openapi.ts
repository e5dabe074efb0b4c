import { data, list, type RouteDocs } from "@/lib/api/openapi-responses";
import { createdEndpointSchema, endpointSchema } from "@/lib/alerts/schemas";

/** How /api/openapi.json describes /api/alerts/webhooks beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "List webhook and Slack alert endpoints", success: list(endpointSchema) },
  POST: {
    summary: "Add a webhook or Slack alert endpoint",
    description:
      "Each new change matching the endpoint's `types` and `importances` (empty: all) is POSTed as JSON `{ id, type: 'change.created', createdAt, data: { change, link } }`, the change as GET /api/changes shows it; `id` is unique per event (use it to de-duplicate). Webhook requests carry `X-Rivalscope-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\" with the secret>`: recompute it and refuse a `t` older than 5 minutes. A `slack` endpoint (a Slack incoming-webhook URL) gets a Block Kit message instead. Failed deliveries are retried with backoff (30 s, 2 min, 10 min, 30 min, 2 h); redirects are not followed. The URL must be https and reach a public address (400 otherwise, nothing stored). Not on the Free plan.",
    success: data(createdEndpointSchema, "Created: `{ data }` with the signing `secret`, shown only here"),
  },
} satisfies RouteDocs;
