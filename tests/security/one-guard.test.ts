/**
 * One request guard for every entry point (issue 28, point 3): REST, MCP over HTTP and the live SSE
 * streams go through the same wrapper, so an account's API keys share one request budget whichever
 * door and whichever key they use, and a query string with NUL or bidi controls is refused alike.
 * (The chat limit shared by /api/chat and MCP ask: mcp-door.test.ts; bodies read by webhooks and
 * form posts: body-caps.test.ts.)
 * Fails with its defence removed (checked 2026-11-26): without the wrapper's per-account API-key limit
 * (lib/api/with-auth.ts) the shared-budget case fails (200 where 429 is due); without its query guard
 * (assertCleanStrings(rawQuery)) the SSE case fails.
 */
import { describe, it, expect } from "vitest";
import { getDb } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { generateApiKey } from "@/lib/auth/api-keys";
import { ROUTE_LIMITS } from "@/lib/api/rate-limit";
import { GET as jobsRoute } from "@/app/api/jobs/route";
import { GET as competitorsRoute } from "@/app/api/competitors/route";
import { POST as mcpRoute } from "@/app/api/mcp/route";
import { GET as liveChanges } from "@/app/api/live/changes/route";
import { call, makeUser } from "../helpers/http";

async function twoKeys() {
  const { user, token } = await makeUser();
  const keys = [generateApiKey(), generateApiKey()];
  for (const [i, k] of keys.entries()) await getDb().insert(apiKeys).values({ userId: user.id, name: `key ${i}`, keyHash: k.hash, keyPreview: k.preview });
  return { token, a: keys[0].key, b: keys[1].key };
}

const mcpList = (key: string) =>
  call(mcpRoute, "http://localhost/api/mcp", { rawBody: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }), headers: { "x-api-key": key, accept: "application/json, text/event-stream", "content-type": "application/json" } });

describe("one guard for every door", () => {
  it("an account's API keys share one request budget across REST and MCP: a second key gets no fresh allowance", { timeout: 120_000 }, async () => {
    const { a, b } = await twoKeys();
    const limit = ROUTE_LIMITS.apiKey.limit;
    // Half the budget through REST with key A, the other half through MCP with key B.
    const rest = await Promise.all(Array.from({ length: limit / 2 }, () => call(jobsRoute, "http://localhost/api/jobs", { headers: { "x-api-key": a } })));
    expect(rest.every((r) => r.status === 200)).toBe(true);
    const mcp = await Promise.all(Array.from({ length: limit / 2 }, () => mcpList(b)));
    expect(mcp.every((r) => r.status === 200)).toBe(true);
    // Spent: every door refuses both keys with the same 429.
    for (const res of [await mcpList(a), await mcpList(b), await call(competitorsRoute, "http://localhost/api/competitors", { headers: { "x-api-key": b } })]) {
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe("rate_limited");
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("the live stream refuses NUL and bidi controls in its query string like any other route", async () => {
    const { token } = await makeUser();
    for (const bad of ["%00", "%E2%80%AE", "%E2%81%A6"]) {
      const res = await call(liveChanges, `http://localhost/api/live/changes?since=${bad}`, { token });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_error");
      expect(res.body.error.message).toMatch(/^since: contains/);
    }
  });
});
