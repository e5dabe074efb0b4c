import type { Db } from "@/db/client";
import { assertCleanStrings, readJsonBody } from "./request-guards";
import { ROUTE_LIMITS, enforceLimit } from "./rate-limit";

/** The MCP tools that put a question to the chat (each may be a paid model call). */
const CHAT_TOOLS = new Set(["ask"]);

function messages(body: unknown): unknown[] {
  return Array.isArray(body) ? body : [body];
}

/** How many JSON-RPC messages of the body call a chat tool. */
export function chatCallsIn(body: unknown): number {
  let n = 0;
  for (const m of messages(body)) {
    if (!m || typeof m !== "object") continue;
    const { method, params } = m as { method?: unknown; params?: { name?: unknown } };
    if (method === "tools/call" && typeof params?.name === "string" && CHAT_TOOLS.has(params.name)) n += 1;
  }
  return n;
}

/**
 * The request guard of /api/mcp, the same as every other entry point's: the body is read with the
 * size cap, NUL bytes, bidi controls, over-long strings and over-deep nesting are refused (400), and
 * each `tools/call ask` counts against the chat's rate limit of the account (the bucket /api/chat
 * uses, so both doors share 30 questions a minute). Returns the parsed body for the MCP transport.
 */
export async function guardMcpRequest(db: Db, req: Request, userId: string): Promise<unknown> {
  const body = await readJsonBody(req);
  assertCleanStrings(body);
  const asks = chatCallsIn(body);
  for (let i = 0; i < asks; i++) await enforceLimit(db, chatLimitKey(userId), ROUTE_LIMITS.chat, "chat messages");
  return body;
}

/** The rate-limit key of the chat route's per-account limit (withAuth's `route:<name>:user:<id>`). */
export function chatLimitKey(userId: string): string {
  return `route:chat:user:${userId}`;
}
