import { described, type RouteDocs } from "@/lib/api/openapi-responses";
import { jsonRpc } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/mcp beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "MCP: send a JSON-RPC request", security: ["apiKey", "bearer"], success: described(`The ${jsonRpc} answer`, false) },
  GET: { summary: "MCP: no server-initiated stream (405)", security: ["apiKey", "bearer"], success: described(`Never succeeds: 405 with a JSON-RPC error (${jsonRpc})`, false) },
  DELETE: { summary: "MCP: no sessions to end (405)", security: ["apiKey", "bearer"], success: described(`Never succeeds: 405 with a JSON-RPC error (${jsonRpc})`, false) },
} satisfies RouteDocs;
