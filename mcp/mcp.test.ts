import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { POST as createKey } from "@/app/api/api-keys/route";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { competitors } from "@/db/schema";
import { seedSite } from "@/lib/chat/testing/seed";
import { BLOCKED_ADVICE } from "@/lib/scan/fetch";
import { call, makeUser } from "@/tests/helpers/http";
import { startAppServer, type AppServer } from "./testing/app-server";
import { readConfig } from "./config";
import { TOOL_NAMES } from "./tools";

/**
 * The connector as a user runs it: `node mcp/bin.mjs` as a child process, driven by the official MCP
 * SDK client over stdio, talking over HTTP with an API key to a server running the real route
 * handlers. /api/mcp is tested over Streamable HTTP against the same server.
 */
const root = path.resolve(import.meta.dirname, "..");
let app: AppServer;
let key: string;
let otherKey: string;
let sendwaveId: string;
let othersCompetitor: string;
const clients: Client[] = [];

type ToolResult = { isError?: boolean; content: Array<{ type: string; text: string }> };
const textOf = (r: unknown) => (r as ToolResult).content.map((c) => c.text).join("");

async function stdioClient(env: Record<string, string>): Promise<Client> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [path.join(root, "mcp/bin.mjs")], cwd: root, env: { PATH: process.env.PATH ?? "", ...env }, stderr: "pipe" });
  const client = new Client({ name: "rivalscope-test", version: "1.0.0" });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function httpClient(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: "rivalscope-test-http", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/api/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

beforeAll(async () => {
  const me = await makeUser();
  const other = await makeUser();
  sendwaveId = (await seedSite(getDb(), me.user.id, "sendwave", { v2: true })).id;
  await seedSite(getDb(), me.user.id, "quillnote");
  othersCompetitor = (await seedSite(getDb(), other.user.id, "ledgerly", { name: "Other Users Ledger" })).id;
  key = (await call(createKey, "http://localhost/api/api-keys", { token: me.token, body: { name: "Claude Desktop" } })).body.data.key;
  otherKey = (await call(createKey, "http://localhost/api/api-keys", { token: other.token, body: { name: "Other" } })).body.data.key;
  app = await startAppServer();
}, 90_000);

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => {});
  await app?.close();
});

describe("connector configuration", () => {
  it("needs an API key and a valid URL, with clear messages", () => {
    expect(() => readConfig({})).toThrow(/RIVALSCOPE_API_KEY is not set/);
    expect(() => readConfig({ RIVALSCOPE_API_KEY: "k", RIVALSCOPE_URL: "ftp://x" })).toThrow(/must start with http/);
    expect(readConfig({ RIVALSCOPE_API_KEY: " k ", RIVALSCOPE_URL: "https://app.example/" })).toEqual({ apiKey: "k", url: "https://app.example" });
    expect(readConfig({ RIVALSCOPE_API_KEY: "k" }).url).toBe("http://localhost:3000");
  });
});

describe("stdio MCP server (mcp/bin.mjs) over the HTTP API", () => {
  it("lists the tools and answers each from the user's data", async () => {
    const client = await stdioClient({ RIVALSCOPE_URL: app.url, RIVALSCOPE_API_KEY: key });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);

    const list = JSON.parse(textOf(await client.callTool({ name: "list_competitors", arguments: {} })));
    expect(list.map((c: { name: string }) => c.name).sort()).toEqual(["Quillnote", "Sendwave"]);

    const comp = JSON.parse(textOf(await client.callTool({ name: "get_competitor", arguments: { competitorId: sendwaveId } })));
    expect(comp).toMatchObject({ id: sendwaveId, name: "Sendwave", latestScan: { plans: expect.any(Number) } });
    expect(comp.latestScan.integrations).toContain("Shopify");

    const pricing = JSON.parse(textOf(await client.callTool({ name: "get_pricing", arguments: { competitorId: sendwaveId } })));
    expect(pricing[0].source).toBe("https://sendwave.example/sendwave/plans");
    expect(pricing[0].plans.find((p: { name: string }) => p.name === "Growth")).toMatchObject({ price: 89, currency: "USD", period: "month" });

    const changes = JSON.parse(textOf(await client.callTool({ name: "list_changes", arguments: { competitorId: sendwaveId, type: "pricing" } })));
    expect(changes.changes.map((c: { description: string }) => c.description)).toContain("Growth plan: $79 → $89/month; billed annually $66 → $74/month");

    const psy = JSON.parse(textOf(await client.callTool({ name: "get_psychology_analysis", arguments: { competitorId: sendwaveId } })));
    expect(psy).toMatchObject({ status: "none", message: "No psychology analysis available yet" });

    const insights = await client.callTool({ name: "get_insights", arguments: { competitorId: sendwaveId } });
    expect((insights as ToolResult).isError).toBeFalsy();
    expect(textOf(insights)).toContain("Sendwave");

    const history = JSON.parse(textOf(await client.callTool({ name: "get_price_history", arguments: { competitorId: sendwaveId } })));
    expect(history.series.find((s: { name: string }) => s.name === "Growth").points.map((p: { price: number }) => p.price)).toEqual([79, 89]);
    expect(history.markers.map((m: { label: string }) => m.label)).toContain("Growth: USD 79/month → USD 89/month");

    const matrix = JSON.parse(textOf(await client.callTool({ name: "compare", arguments: { seats: 3 } })));
    expect(matrix.seats).toBe(3);
    expect(matrix.columns.map((c: { name: string }) => c.name)).toEqual(["Quillnote", "Sendwave"]);

    const card = textOf(await client.callTool({ name: "get_battlecard", arguments: { competitorId: sendwaveId } }));
    expect(card).toMatch(/^# Battlecard: Sendwave\n/);
    expect(card).toContain("No baseline is set");
    expect(card).toContain("Growth plan: $79 → $89/month");
    expect(card).toMatch(/## Sources\n\n1\. Sendwave /);

    const answer = textOf(await client.callTool({ name: "ask", arguments: { query: "What are the main pricing differences between competitors?" } }));
    expect(answer).toContain("| Sendwave |");
    expect(answer).toContain("Personal — $4/mo");
    expect(answer).toContain("running without a model");
    expect(app.hits).toEqual(expect.arrayContaining(["GET /api/competitors", `GET /api/competitors/${sendwaveId}/snapshots`, "GET /api/changes", `GET /api/psychology/${sendwaveId}`, `GET /api/competitors/${sendwaveId}/price-history`, "GET /api/compare", `GET /api/competitors/${sendwaveId}/battlecard`, "POST /api/chat"]));
  });

  it("another user's competitor is not found, and the tools never see it", async () => {
    const client = await stdioClient({ RIVALSCOPE_URL: app.url, RIVALSCOPE_API_KEY: key });
    const r = (await client.callTool({ name: "get_competitor", arguments: { competitorId: othersCompetitor } })) as ToolResult;
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/Competitor not found \(404/);
    const card = (await client.callTool({ name: "get_battlecard", arguments: { competitorId: othersCompetitor } })) as ToolResult;
    expect(card.isError).toBe(true);
    expect(textOf(card)).toMatch(/Competitor not found \(404/);
    const ask = (await client.callTool({ name: "ask", arguments: { query: "pricing", competitorId: othersCompetitor } })) as ToolResult;
    expect(ask.isError).toBe(true);
    const pricing = textOf(await client.callTool({ name: "get_pricing", arguments: {} }));
    expect(pricing).not.toContain("Other Users Ledger");
  });

  it("a wrong or deleted API key gives a clear error result", async () => {
    const client = await stdioClient({ RIVALSCOPE_URL: app.url, RIVALSCOPE_API_KEY: "rs_live_00000000000000000000000000000000" });
    const r = (await client.callTool({ name: "list_competitors", arguments: {} })) as ToolResult;
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain("Rivalscope refused the API key (401)");
  });

  it("get_insights says so clearly when the server has no insights endpoint", async () => {
    const old = await startAppServer({ without: ["insights", "insight"] });
    try {
      const client = await stdioClient({ RIVALSCOPE_URL: old.url, RIVALSCOPE_API_KEY: key });
      const r = (await client.callTool({ name: "get_insights", arguments: {} })) as ToolResult;
      expect(r.isError).toBe(true);
      expect(textOf(r)).toContain("This Rivalscope server does not provide insights (GET /api/insights answered 404)");
    } finally {
      await old.close();
    }
  });
});

describe("/api/mcp over Streamable HTTP", () => {
  it("serves the same tools to an API-key caller, bound to that user", async () => {
    const client = await httpClient({ "x-api-key": key });
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
    const list = JSON.parse(textOf(await client.callTool({ name: "list_competitors", arguments: { userId: "someone-else" } })));
    expect(list.map((c: { name: string }) => c.name).sort()).toEqual(["Quillnote", "Sendwave"]);
    const pricing = JSON.parse(textOf(await client.callTool({ name: "get_pricing", arguments: { competitorId: sendwaveId } })));
    expect(pricing[0].plans.find((p: { name: string }) => p.name === "Scale")).toMatchObject({ price: 1299 });
    const answer = textOf(await client.callTool({ name: "ask", arguments: { query: "Does anyone integrate with Shopify?" } }));
    expect(answer).toContain("**Shopify:** Sendwave");
    const insights = textOf(await client.callTool({ name: "get_insights", arguments: {} }));
    expect(insights.length).toBeGreaterThan(2);
    const history = JSON.parse(textOf(await client.callTool({ name: "get_price_history", arguments: { competitorId: sendwaveId } })));
    expect(history.series.find((s: { name: string }) => s.name === "Growth").points.map((p: { price: number }) => p.price)).toEqual([79, 89]);
    const crossHistory = (await client.callTool({ name: "get_price_history", arguments: { competitorId: othersCompetitor } })) as ToolResult;
    expect(crossHistory.isError).toBe(true);
    const matrix = JSON.parse(textOf(await client.callTool({ name: "compare", arguments: {} })));
    expect(matrix.columns.map((c: { name: string }) => c.name)).toEqual(["Quillnote", "Sendwave"]);

    expect(textOf(await client.callTool({ name: "get_battlecard", arguments: { competitorId: sendwaveId } }))).toMatch(/^# Battlecard: Sendwave\n/);
    const crossCard = (await client.callTool({ name: "get_battlecard", arguments: { competitorId: othersCompetitor } })) as ToolResult;
    expect(crossCard.isError).toBe(true);
    expect(textOf(crossCard)).not.toContain("Other Users Ledger");

    const cross = (await client.callTool({ name: "get_competitor", arguments: { competitorId: othersCompetitor } })) as ToolResult;
    expect(cross.isError).toBe(true);
    expect(textOf(cross)).toMatch(/No competitor with id/);

    const theirs = await httpClient({ authorization: `Bearer ${otherKey}` });
    const theirList = JSON.parse(textOf(await theirs.callTool({ name: "list_competitors", arguments: {} })));
    expect(theirList.map((c: { name: string }) => c.name)).toEqual(["Other Users Ledger"]);
  });

  it("refuses callers without an API key, and GET", async () => {
    await expect(httpClient({})).rejects.toThrow();
    const res = await fetch(`${app.url}/api/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
    expect(res.status).toBe(401);
    const get = await fetch(`${app.url}/api/mcp`, { headers: { "x-api-key": key } });
    expect(get.status).toBe(405);
  });
});

describe("a competitor behind a bot wall (issue 27, point 4)", () => {
  it("list_competitors shows status blocked with its reason and advice, over stdio and /api/mcp; an active one has no note", async () => {
    const { user, token } = await makeUser();
    const walled = await seedSite(getDb(), user.id, "sendwave");
    await seedSite(getDb(), user.id, "quillnote");
    const reason = `The site answered HTTP 403 with a bot check instead of its page. Nothing was compared and no change was recorded. ${BLOCKED_ADVICE}`;
    await getDb().update(competitors).set({ status: "blocked", lastError: reason }).where(eq(competitors.id, walled.id));
    const ownKey = (await call(createKey, "http://localhost/api/api-keys", { token, body: { name: "Blocked check" } })).body.data.key;

    const viaStdio = await stdioClient({ RIVALSCOPE_URL: app.url, RIVALSCOPE_API_KEY: ownKey });
    const viaHttp = await httpClient({ "x-api-key": ownKey });
    for (const client of [viaStdio, viaHttp]) {
      const list = JSON.parse(textOf(await client.callTool({ name: "list_competitors", arguments: {} }))) as Array<{ name: string; status: string; statusNote?: string }>;
      const byName = new Map(list.map((c) => [c.name, c]));
      expect(byName.get("Sendwave")).toMatchObject({ status: "blocked", statusNote: reason });
      expect(byName.get("Quillnote")?.status).toBe("active");
      expect(byName.get("Quillnote")).not.toHaveProperty("statusNote");
    }
    const tool = (await viaHttp.listTools()).tools.find((t) => t.name === "list_competitors");
    expect(tool?.description).toMatch(/blocked/);
  });
});
