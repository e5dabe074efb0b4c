import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { POST as chatRoute } from "@/app/api/chat/route";
import { getDb } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { call, makeUser } from "@/tests/helpers/http";
import { startFakeAnthropic, text, toolUse, httpError, hang, type FakeAnthropic } from "@/tests/fakes/anthropic-server";
import { AiError } from "@/lib/ai/errors";
import { answerChat } from "./answer";
import { CHAT_ERROR_MESSAGE, CHAT_SUGGESTIONS } from "./copy";
import { chatFailure } from "./respond";
import { seedSite } from "./testing/seed";

const url = "http://localhost/api/chat";
let fake: FakeAnthropic;
let me: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
let sendwaveId: string;
let othersId: string;

const original = { key: process.env.ANTHROPIC_API_KEY, url: process.env.ANTHROPIC_BASE_URL };

function restore(name: "ANTHROPIC_API_KEY" | "ANTHROPIC_BASE_URL", value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

function useModel(on: boolean) {
  if (on) {
    process.env.ANTHROPIC_API_KEY = "sk-ant-fake-key";
    process.env.ANTHROPIC_BASE_URL = fake.url;
  } else {
    delete process.env.ANTHROPIC_API_KEY;
    delete process.env.ANTHROPIC_BASE_URL;
  }
  resetEnvCache();
}

beforeAll(async () => {
  fake = await startFakeAnthropic();
  me = await makeUser();
  other = await makeUser();
  sendwaveId = (await seedSite(getDb(), me.user.id, "sendwave")).id;
  await seedSite(getDb(), me.user.id, "quillnote");
  othersId = (await seedSite(getDb(), other.user.id, "ledgerly", { name: "Hidden Ledger Co" })).id;
}, 60_000);

afterAll(async () => {
  restore("ANTHROPIC_API_KEY", original.key);
  restore("ANTHROPIC_BASE_URL", original.url);
  resetEnvCache();
  await fake.close();
});

describe("POST /api/chat without a model", () => {
  it("answers with success, message and timestamp from the local planner", async () => {
    useModel(false);
    const r = await call(chatRoute, url, { token: me.token, body: { query: CHAT_SUGGESTIONS[0] } });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(new Date(r.body.timestamp).toString()).not.toBe("Invalid Date");
    expect(r.body.message).toContain("Sendwave");
    expect(r.body.message).toContain("running without a model");
    expect(r.body.message).not.toContain("Hidden Ledger");
    expect(r.body.data.source).toBe("local");
  });

  it("focuses on one of the user's competitors; another user's, an unknown or a malformed id is a 404", async () => {
    useModel(false);
    const ok = await call(chatRoute, url, { token: me.token, body: { query: CHAT_SUGGESTIONS[0], competitorId: sendwaveId } });
    expect(ok.body.data.competitor).toEqual({ id: sendwaveId, name: "Sendwave" });
    for (const competitorId of [othersId, "7c1f7d4e-5a4b-4a1e-9d7e-000000000000", "not-an-id"]) {
      const r = await call(chatRoute, url, { token: me.token, body: { query: "pricing?", competitorId } });
      expect(r.status).toBe(404);
      expect(r.body.error).toEqual({ code: "not_found", message: "Competitor not found", requestId: expect.any(String) });
    }
  });

  it("refuses a blank message and an unauthenticated call", async () => {
    const blank = await call(chatRoute, url, { token: me.token, body: { query: "   \n " } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe("Please enter a message");
    expect((await call(chatRoute, url, { body: { query: "hi" } })).status).toBe(401);
  });
});

describe("POST /api/chat with a model (fake Anthropic endpoint)", () => {
  it("runs a multi-step tool loop over the user's own data and returns the model's answer", async () => {
    useModel(true);
    const start = fake.requests.length;
    fake.script(
      toolUse({ name: "list_competitors" }),
      (req) => {
        // the model picks the id it saw in the first tool result
        const seen = JSON.stringify(req.body.messages);
        const id = /"id\\":\\"([0-9a-f-]{36})\\",\\"name\\":\\"Sendwave/.exec(seen)?.[1] ?? "missing";
        return toolUse({ name: "get_pricing", input: { competitorId: id } }, { name: "search_snapshots", input: { query: "contacts" } });
      },
      text("## Sendwave pricing\n\n| Plan | Price |\n|---|---|\n| Growth | $79/mo |"),
    );
    const r = await call(chatRoute, url, { token: me.token, body: { query: "What does Sendwave charge?" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: "## Sendwave pricing\n\n| Plan | Price |\n|---|---|\n| Growth | $79/mo |" });
    expect(r.body.data).toMatchObject({ source: "model", model: "claude-sonnet-4-5", tools: ["list_competitors", "get_pricing", "search_snapshots"] });
    const reqs = fake.requests.slice(start);
    expect(reqs).toHaveLength(3);
    expect(reqs[0].body.tools?.map((t) => t.name)).toEqual(expect.arrayContaining(["list_competitors", "get_pricing", "get_features", "get_integrations", "list_changes", "get_psychology_analysis", "search_snapshots"]));
    const third = JSON.stringify(reqs[2].body.messages);
    expect(third).toContain("Growth");
    expect(third).toContain("https://sendwave.example/sendwave/plans");
    expect(third).not.toContain("Hidden Ledger");
    expect(fake.pending()).toBe(0);
  });

  it("flags a figure the model states that the tools' data does not hold, and only that one", async () => {
    useModel(true);
    fake.script(
      (req) => {
        void req;
        return toolUse({ name: "get_pricing", input: { competitorId: sendwaveId } });
      },
      text("Sendwave's Growth plan is $79/mo; for 10 seats that is $790 a month. A cheaper Lite plan costs $59/mo."),
    );
    const r = await call(chatRoute, url, { token: me.token, body: { query: "What would Sendwave cost for 10 seats?" } });
    expect(r.status).toBe(200);
    expect(r.body.data.source).toBe("model");
    expect(r.body.data.unverified).toEqual(["$59"]);
    expect(r.body.message).toContain("**Check this figure:** $59 does not appear in your competitors' data");
    expect(fake.pending()).toBe(0);
  });

  it("tells the model which competitor is selected", async () => {
    useModel(true);
    const start = fake.requests.length;
    fake.script(text("Focused answer."));
    const r = await call(chatRoute, url, { token: me.token, body: { query: "Summarise", competitorId: sendwaveId } });
    expect(r.body.message).toBe("Focused answer.");
    expect(fake.requests[start].body.system).toContain(`"Sendwave" (id ${sendwaveId})`);
  });

  it.each([500, 529])("ends in the specification's chat error message when the model keeps failing with %i", async (status) => {
    useModel(true);
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    fake.script(httpError(status), httpError(status), httpError(status));
    const r = await call(chatRoute, url, { token: me.token, body: { query: "What changed?" } });
    spy.mockRestore();
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({ success: false, message: CHAT_ERROR_MESSAGE });
    expect(r.body.message).toBe("❌ Sorry, I encountered an error processing your request. Please make sure the MCP server is configured and try again.");
    expect(r.body.error.message).toMatch(status === 529 ? /overloaded/ : /internal error/);
  });

  it("ends in the same message when the model hangs past the timeout", async () => {
    useModel(true);
    fake.script(hang(), hang());
    const err = await answerChat(getDb(), me.user.id, { query: "What changed?" }, { overrides: { timeoutMs: 250, maxRetries: 1 } }).catch((e) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err.kind).toBe("timeout");
    const res = chatFailure(err);
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ success: false, message: CHAT_ERROR_MESSAGE, error: { message: "The AI model did not answer within 250 ms." } });
  });

  it("past the daily token budget it answers locally and says so", async () => {
    useModel(true);
    await getDb().execute(sql`insert into ai_usage (user_id, day, tokens) values (${me.user.id}, (now() at time zone 'utc')::date, 10000000)
      on conflict (user_id, day) do update set tokens = 10000000`);
    const before = fake.requests.length;
    const r = await call(chatRoute, url, { token: me.token, body: { query: CHAT_SUGGESTIONS[0] } });
    expect(r.body.success).toBe(true);
    expect(r.body.message).toMatch(/^> You have used today's AI budget of 200,000 tokens\. It resets at midnight UTC\. This answer comes from the local analyser instead\./);
    expect(r.body.message).toContain("Quillnote");
    expect(r.body.data.source).toBe("local");
    expect(fake.requests.length).toBe(before);
    await getDb().execute(sql`delete from ai_usage where user_id = ${me.user.id}`);
  });
});
