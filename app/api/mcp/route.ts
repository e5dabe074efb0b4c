import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { withAuth } from "@/lib/api/with-auth";
import { unauthorized } from "@/lib/api/errors";
import { json } from "@/lib/api/respond";
import { guardMcpRequest } from "@/lib/api/mcp-guard";
import { createDirectBackend } from "@/lib/chat/mcp-backend";
import { INSTRUCTIONS, registerRivalscopeTools, SERVER_INFO } from "@/mcp/tools";

export const dynamic = "force-dynamic";

const API_KEY_ONLY = "Use an API key for /api/mcp: X-API-Key: rs_live_… (or Authorization: Bearer rs_live_…).";

/**
 * MCP over Streamable HTTP, stateless: every POST gets a fresh server whose tools are bound to the
 * caller's account (API key, or an access token — never the browser's session cookie).
 */
export const POST = withAuth({}, async ({ req, db, auth }) => {
  if (auth.method !== "api_key" && auth.method !== "bearer") throw unauthorized(API_KEY_ONLY);
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
  registerRivalscopeTools(server, createDirectBackend(db, auth.user.id));
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  // Read and checked like every other body; `tools/call ask` shares the chat's per-account rate limit.
  const parsedBody = await guardMcpRequest(db, req, auth.user.id);
  await server.connect(transport);
  try {
    return await transport.handleRequest(req, { parsedBody });
  } finally {
    await server.close();
  }
});

const notAllowed = () => json({ jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: this MCP endpoint is stateless; send JSON-RPC requests with POST." }, id: null }, 405, { allow: "POST" });

export const GET = withAuth({}, async () => notAllowed());
export const DELETE = withAuth({}, async () => notAllowed());
