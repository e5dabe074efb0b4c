import { media, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/unsubscribe beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Unsubscribe confirmation page", security: [], status: 200, success: media("text/html", "The confirmation page (a GET never unsubscribes)") },
  POST: {
    summary: "Unsubscribe from an e-mail topic",
    description: "RFC 8058 one-click (`List-Unsubscribe=One-Click`) or the confirmation page's form; the signed `token` (query or form) says who and from what.",
    security: [],
    status: 200,
    success: { description: "Unsubscribed: JSON, or a page when HTML is accepted", content: { "application/json": { schema: { type: "object", properties: { data: { type: "object", properties: { unsubscribed: { const: true }, topic: { type: "string" } } } } } }, "text/html": { schema: { type: "string" } } } },
  },
} satisfies RouteDocs;
