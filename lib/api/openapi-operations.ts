import { z } from "zod";
import type { OperationKey } from "./route-index.generated";
import { body, data, dataOrCsv, described, eventStream, list, media, paginatedList, type OperationDoc } from "./openapi-responses";
import { apiKeySchema, createdApiKeySchema } from "@/lib/api-keys/schemas";
import { createdEndpointSchema, deliverySchema, endpointSchema, notificationSchema } from "@/lib/alerts/schemas";
import { tokensSchema, userSchema } from "@/lib/auth/schemas";
import { changeSchema, feedbackResultSchema, intelligenceSchema, unreadCountSchema } from "@/lib/changes/schemas";
import { competitorSchema } from "@/lib/competitors/schemas";
import { matrixSchema, priceHistorySchema } from "@/lib/compare/schemas";
import { jobSchema } from "@/lib/jobs/schemas";
import { intelligenceReportSchema } from "@/lib/analysis/report/schema";
import { battlecardSchema } from "@/lib/compare/battlecard-types";
import { profileSchema } from "@/lib/users/schemas";
import { outboxMailSchema, outboxMailSummarySchema } from "@/lib/notify/outbox";
import { STREAM_EVENTS } from "@/lib/live/events";

const deleted = z.object({ id: z.string().uuid(), deleted: z.literal(true) });
const signedIn = z.object({ user: userSchema, tokens: tokensSchema });
const message = z.object({ message: z.string() });
const subscription = "Success: `{ data }`, the subscription: plan, planName, status, trial and period dates, usage and limits, features, mode ('stripe' or 'local'), priceId";
const psychology = "the analysis: profile, techniques, darkPatterns, weaknesses, counterTactics, ethicalConcerns, confidence, dataPoints, dates";
const accountOnly = ["bearer", "session"] as const;
const live = ["session", "streamToken", "bearer", "apiKey"] as const;
const jsonRpc = "JSON-RPC 2.0 over MCP Streamable HTTP (stateless; JSON responses)";
const inngest = { security: ["inngestSignature"], status: 200 } as const;

/**
 * What /api/openapi.json says of each operation beyond its withAuth options: a summary and the
 * success response (from the output zod schemas where the route has one). tsc requires one entry per
 * operation of app/api (OperationKey is generated from the route files).
 */
export const OPERATIONS = {
  "GET /api/api-keys": { summary: "List API keys", success: list(apiKeySchema) },
  "POST /api/api-keys": { summary: "Create an API key", description: "The key is shown once; only its hash and a preview are stored. Not on the Free plan.", success: data(createdApiKeySchema, "Created: `{ data }` with the full key"), security: accountOnly },
  "DELETE /api/api-keys/{id}": { summary: "Delete an API key", success: data(deleted), security: accountOnly },
  "GET /api/alerts/webhooks": { summary: "List webhook and Slack alert endpoints", success: list(endpointSchema) },
  "POST /api/alerts/webhooks": {
    summary: "Add a webhook or Slack alert endpoint",
    description:
      "Each new change matching the endpoint's `types` and `importances` (empty: all) is POSTed as JSON `{ id, type: 'change.created', createdAt, data: { change, link } }`, the change as GET /api/changes shows it; `id` is unique per event (use it to de-duplicate). Webhook requests carry `X-Rivalscope-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\" with the secret>`: recompute it and refuse a `t` older than 5 minutes. A `slack` endpoint (a Slack incoming-webhook URL) gets a Block Kit message instead. Failed deliveries are retried with backoff (30 s, 2 min, 10 min, 30 min, 2 h); redirects are not followed. The URL must be https and reach a public address (400 otherwise, nothing stored). Not on the Free plan.",
    success: data(createdEndpointSchema, "Created: `{ data }` with the signing `secret`, shown only here"),
  },
  "PATCH /api/alerts/webhooks/{id}": { summary: "Turn an alert endpoint on or off", success: data(endpointSchema) },
  "DELETE /api/alerts/webhooks/{id}": { summary: "Delete an alert endpoint and its delivery log", success: data(deleted) },
  "POST /api/alerts/webhooks/{id}/test": { summary: "Send a test event to an alert endpoint now", description: "One attempt, recorded in the delivery log; the answer says whether it was delivered and why not.", success: data(deliverySchema) },
  "GET /api/alerts/webhooks/{id}/deliveries": { summary: "An alert endpoint's delivery log", success: paginatedList(deliverySchema) },
  "POST /api/auth/password-reset": { summary: "Ask for a password-reset e-mail", description: "Answered alike whether or not an account has the address.", success: data(message, "Accepted: the e-mail is queued") },
  "POST /api/auth/password-reset/confirm": { summary: "Set a new password with a reset token", success: data(z.object({ reset: z.literal(true), email: z.string(), message: z.string() })) },
  "POST /api/auth/refresh": { summary: "Exchange a refresh token for new tokens", success: data(signedIn) },
  "POST /api/auth/signin": { summary: "Sign in with e-mail and password", description: "Answers tokens and sets the session cookie.", success: data(signedIn) },
  "POST /api/auth/signout": { summary: "Sign out everywhere", success: data(z.object({ signedOut: z.literal(true) })) },
  "POST /api/auth/signup": {
    summary: "Create an account",
    description:
      "Answers 202 with the same body whether or not the address already has an account, and sets no session: a new account gets its 14-day trial and a verification e-mail, the owner of an existing one is told by e-mail. Then sign in with POST /api/auth/signin.",
    status: 202,
    success: data(z.object({ email: z.string().email(), status: z.literal("accepted"), next: z.string() }), "Accepted: `{ data }`"),
  },
  "POST /api/auth/verify-email": { summary: "Confirm an e-mail address with its token", success: data(z.object({ verified: z.literal(true), email: z.string() })) },
  "POST /api/auth/verify-email/resend": { summary: "Send a new verification e-mail", success: data(z.object({ sent: z.literal(true), email: z.string(), message: z.string() }), "Accepted: the e-mail is queued") },
  "GET /api/changes": { summary: "List changes (the feed)", success: paginatedList(changeSchema) },
  "GET /api/changes/{id}": { summary: "Get a change", success: data(changeSchema) },
  "POST /api/changes/{id}/feedback": { summary: "Rate a change as important or not", success: data(feedbackResultSchema) },
  "PUT /api/changes/{id}/read": { summary: "Mark a change as read", success: data(z.object({ id: z.string().uuid(), isRead: z.literal(true) })) },
  "GET /api/changes/export": { summary: "Export the filtered changes as CSV", success: media("text/csv", "A CSV file (attachment), newest change first") },
  "POST /api/changes/mark-all-read": { summary: "Mark all changes (of one competitor) as read", success: data(z.object({ updated: z.number().int() })) },
  "GET /api/changes/unread-count": { summary: "Count unread changes", success: data(unreadCountSchema) },
  "POST /api/chat": {
    summary: "Ask the assistant about your competitors",
    success: body(z.object({ success: z.literal(true), message: z.string(), timestamp: z.iso.datetime(), data: z.object({ message: z.string(), timestamp: z.iso.datetime(), source: z.enum(["model", "local"]), model: z.string().nullable(), competitor: z.object({ id: z.string().uuid(), name: z.string() }).nullable(), tools: z.array(z.string()), unverified: z.array(z.string()).meta({ description: "Figures of a model's answer that the tools' data does not hold (also flagged in the message)" }) }) }), "Success: `{ success, message, timestamp, data }` (a failed model call answers 502/504 with `success: false`)"),
  },
  "GET /api/compare": { summary: "Compare our product and every competitor side by side", description: "Plans with prices per seat per month where the page allows (annual billing as its monthly equivalent), the cheapest plan for a team of `seats` (billed `billing`), features, integrations and key capabilities present or absent by category (`category` filters them), and the changes of the last 30 days.", success: dataOrCsv(matrixSchema, "a CSV file: one column per product, rows for prices, plans, recent changes and every feature, integration and capability (yes/no)") },
  "GET /api/competitors": { summary: "List competitors", description: "`fields=minimal` answers only id and name.", success: list(z.union([competitorSchema, z.object({ id: z.string().uuid(), name: z.string() })])) },
  "POST /api/competitors": { summary: "Add a competitor", description: "Queues its first scan (the baseline capture).", success: data(competitorSchema.extend({ baselineCaptureEventId: z.string().uuid().nullable().meta({ description: "The job id of the first scan" }), workflow: z.object({ steps: z.array(z.string()) }) }), "Created: `{ data }`") },
  "GET /api/competitors/{id}": { summary: "Get a competitor", success: data(competitorSchema) },
  "PUT /api/competitors/{id}": { summary: "Edit a competitor", success: data(competitorSchema) },
  "DELETE /api/competitors/{id}": { summary: "Delete a competitor and its data", success: data(deleted) },
  "GET /api/competitors/{id}/battlecard": {
    summary: "Get a competitor's battlecard",
    description: "The competitor against your own product (the baseline): overview, pricing at 1, 5, 10, 25 and 50 seats, where they are stronger and weaker, persuasion tactics with counters, recent moves and the prediction with its track record; every claim cites the snapshots or changes it was read from. Computed from the latest data on each read. `?format=md` answers Markdown.",
    success: { ...data(battlecardSchema, "Success: `{ data }`, the battlecard; with `?format=md`, the same as a Markdown file"), content: { ...data(battlecardSchema).content, "text/markdown": { schema: { type: "string" } } } },
  },
  "POST /api/competitors/{id}/pause": { summary: "Pause monitoring", success: data(competitorSchema) },
  "POST /api/competitors/{id}/resume": { summary: "Resume monitoring", success: data(competitorSchema) },
  "GET /api/competitors/{id}/price-history": { summary: "Get the price history of a competitor's plans", description: "One series per plan (identity kept across renames) and currency, period and unit, with markers where a price moved or a plan was renamed, added or removed.", success: dataOrCsv(priceHistorySchema, "a CSV file with one row per plan and scan: date, plan, price, currency, period, unit") },
  "GET /api/competitors/{id}/psychology": { summary: "Get the latest psychology analysis", success: described(`Success: \`{ data }\`, ${psychology}; null when there is none`) },
  "POST /api/competitors/{id}/scan": {
    summary: "Check a competitor now",
    status: 202,
    description: "Queues a scan (202), or answers the one already queued (202); a competitor whose last scan finished less than a minute ago (CHECK_NOW_COOLDOWN_SECONDS) is not fetched again: 200 with that scan (`data.lastScan`).",
    success: body(z.object({ success: z.literal(true), jobId: z.string().uuid().nullable(), message: z.string(), data: z.object({ success: z.literal(true), jobId: z.string().uuid().nullable(), queued: z.literal(true), message: z.string() }) }), "Accepted: the scan is queued; follow it with GET /api/jobs/{jobId} or the live stream"),
    more: {
      "200": body(
        z.object({
          success: z.literal(true),
          jobId: z.string().uuid(),
          message: z.string(),
          data: z.object({ success: z.literal(true), jobId: z.string().uuid(), queued: z.literal(false), message: z.string(), lastScan: z.object({ jobId: z.string().uuid(), status: z.enum(["completed", "failed"]), completedAt: z.iso.datetime(), result: z.unknown(), error: z.string().nullable() }) }),
        }),
        "Checked less than a minute ago: nothing is fetched, the answer is that scan",
      ),
    },
  },
  "GET /api/competitors/{id}/screenshots/{name}": { summary: "Get a page screenshot", success: media("image/png", "The PNG image", { type: "string", contentMediaType: "image/png" }) },
  "GET /api/competitors/{id}/snapshots": { summary: "List a competitor's latest snapshots", success: list(z.object({ id: z.string().uuid(), competitorId: z.string().uuid(), createdAt: z.iso.datetime(), confidence: z.number(), metadata: z.unknown(), extractedData: z.unknown() })) },
  "GET /api/competitors/{id}/workflows": { summary: "List a competitor's scan and analysis runs", success: list(jobSchema) },
  "GET /api/competitors/workflows/{id}": { summary: "Get a workflow run", success: data(jobSchema) },
  "GET /api/outbox": { summary: "Your outbox", description: "Only without an e-mail provider (no RESEND_API_KEY; 404 otherwise): your mails kept here instead of sent (verification links, alerts, digests), newest first. The app shows them at /dashboard/outbox.", success: list(outboxMailSummarySchema) },
  "GET /api/outbox/{id}": { summary: "One mail of your outbox", description: "As JSON with its HTML and text parts; `format=html` answers the HTML under a sandbox policy, `format=text` the plain text. Another user's mail answers 404.", success: { ...data(outboxMailSchema), content: { ...data(outboxMailSchema).content, "text/html": { schema: { type: "string" } }, "text/plain": { schema: { type: "string" } } } } },
  "GET /api/inngest": { summary: "Inngest: introspection", ...inngest, success: described("The Inngest serve handler's answer", false) },
  "POST /api/inngest": { summary: "Inngest: run a job step", ...inngest, success: described("The Inngest serve handler's answer", false) },
  "PUT /api/inngest": { summary: "Inngest: register the functions", ...inngest, success: described("The Inngest serve handler's answer", false) },
  "GET /api/notifications": { summary: "Every alert on record", description: "Live (the bell), e-mail, webhook and Slack alerts, newest first, each with its status and a link to the change.", success: paginatedList(notificationSchema) },
  "GET /api/insights": { summary: "List intelligence reports", description: "The report across all competitors first, then each competitor's latest.", success: list(intelligenceReportSchema) },
  "GET /api/insights/{id}": { summary: "Get a competitor's intelligence report", success: data(intelligenceReportSchema) },
  "GET /api/intelligence": { summary: "What the importance model has learned", success: data(intelligenceSchema) },
  "GET /api/jobs": { summary: "List jobs", success: body(z.object({ data: z.array(jobSchema), meta: z.object({ total: z.number().int(), limit: z.number().int() }) }), "Success: `{ data, meta }`") },
  "GET /api/jobs/{id}": { summary: "Get a job", success: data(jobSchema) },
  "DELETE /api/jobs/{id}": { summary: "Cancel a pending job", success: data(jobSchema, "Success: `{ data }`, the cancelled job") },
  "GET /api/live/changes": { summary: "Live stream of changes, scans and jobs", security: live, success: eventStream([...STREAM_EVENTS.changes, "signout"]) },
  "GET /api/live/health": { summary: "Live stream of the service's health", security: live, success: eventStream(["health", "signout"]) },
  "GET /api/live/insights": { summary: "Live stream of new insights", security: live, success: eventStream([...STREAM_EVENTS.insights, "signout"]) },
  "POST /api/live/token": { summary: "Get a 5-minute token for the live streams", success: data(z.object({ token: z.string(), expiresIn: z.number().int() })) },
  "POST /api/mcp": { summary: "MCP: send a JSON-RPC request", security: ["apiKey", "bearer"], success: described(`The ${jsonRpc} answer`, false) },
  "GET /api/mcp": { summary: "MCP: no server-initiated stream (405)", security: ["apiKey", "bearer"], success: described(`Never succeeds: 405 with a JSON-RPC error (${jsonRpc})`, false) },
  "DELETE /api/mcp": { summary: "MCP: no sessions to end (405)", security: ["apiKey", "bearer"], success: described(`Never succeeds: 405 with a JSON-RPC error (${jsonRpc})`, false) },
  "GET /api/openapi.json": { summary: "This OpenAPI document", security: [], status: 200, success: described("The OpenAPI 3.1 document", false) },
  "GET /api/psychology/{competitorId}": {
    summary: "Get the psychology analysis, or its progress",
    success: described(`Success: \`{ data }\`, ${psychology}, and lastError`),
    more: { "202": described("In progress: `{ data: { status: 'pending', competitorId, analysisId, requestedAt, previous } }`") },
  },
  "POST /api/psychology/{competitorId}/analyze": {
    summary: "Start a psychology analysis",
    status: 202,
    success: body(z.object({ jobId: z.string().uuid().nullable(), status: z.literal("pending"), analysisId: z.string().uuid(), deduplicated: z.boolean(), data: z.object({ jobId: z.string().uuid().nullable(), status: z.literal("pending"), analysisId: z.string().uuid(), deduplicated: z.boolean() }) }), "Accepted: the analysis is queued (or the running one is answered)"),
  },
  "GET /api/session/{...nextauth}": { summary: "next-auth: session, CSRF token and providers", security: [], status: 200, pathParams: { nextauth: "The next-auth action, e.g. `session`, `csrf` or `providers`" }, success: described("next-auth's answer", false) },
  "POST /api/session/{...nextauth}": { summary: "next-auth: sign in or out (browser forms)", security: [], status: 200, pathParams: { nextauth: "The next-auth action, e.g. `callback/credentials` or `signout`" }, success: described("next-auth's answer (often a redirect)", false) },
  "POST /api/subscriptions/cancel": { summary: "Cancel the subscription at period end", success: described(subscription) },
  "POST /api/subscriptions/checkout": { summary: "Start a checkout for a plan", success: data(z.object({ url: z.string(), mode: z.enum(["stripe", "local"]), sessionId: z.string().nullable() }), "Success: `{ data }`: the Checkout url (local mode: the plan applies at once and url is successUrl)") },
  "GET /api/subscriptions/current": { summary: "Get the current subscription", success: described(subscription) },
  "PUT /api/subscriptions/plan": { summary: "Change the plan", success: described(subscription) },
  "GET /api/subscriptions/portal": { summary: "Get the billing portal's URL", success: data(z.object({ url: z.string(), mode: z.enum(["stripe", "local"]) })) },
  "GET /api/subscriptions/prices": { summary: "List plans and prices", success: described("Success: `{ data: { tiers, mode } }`, each tier with its price id, prices and features") },
  "POST /api/subscriptions/reactivate": { summary: "Undo a scheduled cancellation", success: described(subscription) },
  "GET /api/unsubscribe": { summary: "Unsubscribe confirmation page", security: [], status: 200, success: media("text/html", "The confirmation page (a GET never unsubscribes)") },
  "POST /api/unsubscribe": {
    summary: "Unsubscribe from an e-mail topic",
    description: "RFC 8058 one-click (`List-Unsubscribe=One-Click`) or the confirmation page's form; the signed `token` (query or form) says who and from what.",
    security: [],
    status: 200,
    success: { description: "Unsubscribed: JSON, or a page when HTML is accepted", content: { "application/json": { schema: { type: "object", properties: { data: { type: "object", properties: { unsubscribed: { const: true }, topic: { type: "string" } } } } } }, "text/html": { schema: { type: "string" } } } },
  },
  "GET /api/user/me": { summary: "Get the signed-in user", success: data(userSchema) },
  "POST /api/user/password": { summary: "Change the password", description: "Every other session and token ends; the caller gets fresh tokens.", security: accountOnly, success: data(signedIn.extend({ changed: z.literal(true) })) },
  "GET /api/user/profile": { summary: "Get the profile and notification preferences", success: data(profileSchema) },
  "PUT /api/user/profile": { summary: "Change the name or one notification preference", success: data(profileSchema) },
  "GET /api/user/subscription": { summary: "Get the current subscription", success: described(subscription) },
  "POST /api/webhooks/stripe": { summary: "Stripe webhook", security: ["stripeSignature"], status: 200, success: described("Success: `{ data }`, what the event changed") },
} satisfies Record<OperationKey, OperationDoc>;
