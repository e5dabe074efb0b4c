import { describe, it, expect } from "vitest";
import { POST as mcpRoute } from "@/app/api/mcp/route";
import { POST as chatRoute, CHAT_QUERY_MAX } from "@/app/api/chat/route";
import { ROUTE_LIMITS } from "@/lib/api/rate-limit";
import { ASK_QUERY_MAX } from "@/mcp/tools";
import { call, makeUser } from "../helpers/http";

/**
 * Issue 28, point 3 (the MCP door): `tools/call ask` over /api/mcp passes the chat's guards
 * (lib/api/mcp-guard.ts): the same per-account rate limit as /api/chat (one bucket for both doors),
 * the same string limits and refusal of NUL and bidi controls, and tool input schemas with maximum
 * lengths (mcp/tools.ts).
 * Fails with its defence removed (checked 2026-11-26): without the per-ask enforceLimit in
 * guardMcpRequest the two rate-limit cases fail (every ask answered); without its assertCleanStrings
 * the NUL/bidi case fails (200 instead of 400); without the query's .max(ASK_QUERY_MAX) in
 * mcp/tools.ts the over-long-question case fails.
 */

const url = "http://localhost/api/mcp";
const headers = { accept: "application/json, text/event-stream", "content-type": "application/json" };
let nextId = 1;

function rpc(token: string, method: string, params: Record<string, unknown> = {}) {
  return call(mcpRoute, url, { token, rawBody: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }), headers });
}
const ask = (token: string, query: string) => rpc(token, "tools/call", { name: "ask", arguments: { query } });

describe("/api/mcp tools/call ask", () => {
  it("shares the chat's limit of 30 a minute per account: 40 parallel asks → 30 answered, 10 refused with 429; /api/chat is then refused too", { timeout: 120_000 }, async () => {
    const { token } = await makeUser();
    const answers = await Promise.all(Array.from({ length: 40 }, () => ask(token, "Which competitor changed pricing?")));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(ROUTE_LIMITS.chat.limit);
    expect(refused).toHaveLength(40 - ROUTE_LIMITS.chat.limit);
    for (const r of refused) {
      expect(r.body.error.code).toBe("rate_limited");
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    for (const a of ok) expect(a.body.result.isError ?? false).toBe(false);
    expect((await call(chatRoute, "http://localhost/api/chat", { token, body: { query: "hello" } })).status).toBe(429);
    // Other tools are not chat questions: they stay available.
    expect((await rpc(token, "tools/call", { name: "list_competitors", arguments: {} })).status).toBe(200);
  });

  it("a chat already at its limit refuses MCP asks as well", async () => {
    const { token } = await makeUser();
    for (let i = 0; i < ROUTE_LIMITS.chat.limit; i++) await call(chatRoute, "http://localhost/api/chat", { token, body: { query: `question ${i}` } });
    expect((await ask(token, "one more")).status).toBe(429);
  });

  it("refuses NUL bytes and bidi controls (400 naming the field) and a 900,000-character query", async () => {
    const { token } = await makeUser();
    const nul = await ask(token, "pricing\u0000please");
    expect(nul.status).toBe(400);
    expect(nul.body.error.message).toBe("params.arguments.query: contains a NUL byte, which is not allowed");
    const bidi = await ask(token, "pricing \u202Eevil");
    expect(bidi.status).toBe(400);
    expect(bidi.body.error.message).toMatch(/^params\.arguments\.query: contains a text-direction control character/);
    const huge = await ask(token, "x".repeat(900_000));
    expect(huge.status).toBe(400);
    expect(huge.body.error.code).toBe("validation_error");
  });

  it("a question longer than the chat's 4,000 characters is refused by the tool's schema, unanswered", async () => {
    const { token } = await makeUser();
    expect(ASK_QUERY_MAX).toBe(CHAT_QUERY_MAX);
    const res = await ask(token, "a".repeat(CHAT_QUERY_MAX + 1));
    const failed = res.body.error ?? res.body.result;
    expect(res.body.result?.isError ?? Boolean(res.body.error)).toBe(true);
    expect(JSON.stringify(failed)).toMatch(/4000/);
    expect((await ask(token, "a".repeat(CHAT_QUERY_MAX))).body.result?.isError ?? false).toBe(false);
  });

  it("every tool input schema gives its strings a maximum length", async () => {
    const { token } = await makeUser();
    const list = await rpc(token, "tools/list");
    expect(list.status).toBe(200);
    const tools = list.body.result.tools as { name: string; inputSchema: { properties?: Record<string, { type?: string; maxLength?: number; enum?: unknown[] }> } }[];
    expect(tools.length).toBeGreaterThan(0);
    for (const t of tools) {
      for (const [name, prop] of Object.entries(t.inputSchema.properties ?? {})) {
        if (prop.type === "string" && !prop.enum) expect(prop.maxLength, `${t.name}.${name}`).toBeGreaterThan(0);
      }
    }
    expect(tools.find((t) => t.name === "ask")!.inputSchema.properties!.query.maxLength).toBe(4000);
  });
});
