import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { outboxMailSchema } from "@/lib/notify/outbox";

/** How /api/openapi.json describes /api/outbox/{id} beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "One mail of your outbox", description: "As JSON with its HTML and text parts; `format=html` answers the HTML under a sandbox policy, `format=text` the plain text. Another user's mail answers 404.", success: { ...data(outboxMailSchema), content: { ...data(outboxMailSchema).content, "text/html": { schema: { type: "string" } }, "text/plain": { schema: { type: "string" } } } } },
} satisfies RouteDocs;
