import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/db/client";
import { makeUser } from "@/tests/helpers/http";
import { startFakeAnthropic, text, json, toolUse, httpError, hang, type FakeAnthropic } from "@/tests/fakes/anthropic-server";
import { createAnthropicProvider, type AnthropicProviderOptions } from "./anthropic";
import { tokensUsedToday } from "./budget";
import { DATA_TAG, UNTRUSTED_DATA_RULES, dataBlock } from "./data-block";
import { AiError } from "./errors";
import type { AiTool } from "./types";

let fake: FakeAnthropic;
beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  await fake.close();
});

async function provider(overrides: Partial<AnthropicProviderOptions> = {}) {
  const { user } = await makeUser();
  const p = createAnthropicProvider({ db: getDb(), userId: user.id, apiKey: "sk-ant-test", baseURL: fake.url, model: "claude-test-1", timeoutMs: 2_000, ...overrides });
  return { p, userId: user.id };
}

const verdict = z.object({ verdict: z.enum(["cheap", "expensive"]), reasons: z.array(z.string()) });

describe("Anthropic provider: structured output", () => {
  it("asks for the zod schema as JSON output, validates the answer and charges the user's tokens", async () => {
    const { p, userId } = await provider();
    const start = fake.requests.length;
    fake.script(json({ verdict: "cheap", reasons: ["$9 entry plan"] }));
    const r = await p.generateStructured({ system: "You compare prices.", prompt: `Judge this:\n${dataBlock("Starter $9/month", { competitor: "Acme" })}`, schema: verdict });
    expect(r).toMatchObject({ data: { verdict: "cheap", reasons: ["$9 entry plan"] }, source: "model", model: "claude-test-1" });
    const req = fake.requests[start];
    expect(`${req.headers["x-api-key"] ?? ""} ${req.headers.authorization ?? ""}`).toContain("sk-ant-test");
    expect(req.headers["anthropic-version"]).toBeTruthy();
    expect(req.body.model).toBe("claude-test-1");
    expect(req.body.output_config?.format?.type).toBe("json_schema");
    expect(JSON.stringify(req.body.output_config?.format?.schema)).toContain("verdict");
    expect(req.body.system).toContain(UNTRUSTED_DATA_RULES);
    expect(JSON.stringify(req.body.messages)).toContain(`<${DATA_TAG} competitor=\\"Acme\\">`);
    expect(await tokensUsedToday(getDb(), { userId })).toBe(160);
  });

  it("refuses an answer that is not JSON or does not match the schema", async () => {
    const { p } = await provider();
    fake.script(text("I think it is cheap."));
    await expect(p.generateStructured({ system: "s", prompt: "p", schema: verdict })).rejects.toMatchObject({ kind: "invalid_output" });
    fake.script(json({ verdict: "free", reasons: [] }));
    await expect(p.generateStructured({ system: "s", prompt: "p", schema: verdict })).rejects.toThrow(/does not match the expected shape/);
  });
});

describe("Anthropic provider: tool-use loop", () => {
  const calls: unknown[] = [];
  const tools: AiTool[] = [
    { name: "list_things", description: "Lists things", inputSchema: z.object({}), run: async () => (calls.push("list"), [{ id: "t1", name: "Acme" }]) },
    { name: "get_thing", description: "One thing", inputSchema: z.object({ id: z.string() }), run: async (i) => (calls.push(i), { id: (i as { id: string }).id, price: 9 }) },
  ];

  it("runs several tool turns, returns results in data blocks and ends with the model's text", async () => {
    const { p } = await provider();
    const start = fake.requests.length;
    fake.script(toolUse({ name: "list_things" }), toolUse({ name: "get_thing", input: { id: "t1" } }, { name: "get_thing", input: { nope: 1 } }), text("Acme starts at **$9**."));
    const r = await p.runToolLoop({ system: "Answer from tools.", messages: [{ role: "user", content: "What does Acme cost?" }], tools });
    expect(r.text).toBe("Acme starts at **$9**.");
    expect(r.steps.map((s) => [s.tool, s.ok])).toEqual([["list_things", true], ["get_thing", true], ["get_thing", false]]);
    expect(r.usage).toEqual({ inputTokens: 520, outputTokens: 100 });
    const reqs = fake.requests.slice(start);
    expect(reqs).toHaveLength(3);
    expect(reqs[0].body.tools?.map((t) => t.name)).toEqual(["list_things", "get_thing"]);
    expect(reqs[0].body.tools?.[1].input_schema).toMatchObject({ type: "object", properties: { id: { type: "string" } }, required: ["id"] });
    const second = JSON.stringify(reqs[1].body.messages);
    expect(second).toContain("tool_result");
    expect(second).toContain(`<${DATA_TAG} tool=\\"list_things\\">`);
    const third = reqs[2].body.messages as Array<{ role: string; content: Array<{ type: string; is_error?: boolean; content?: string }> }>;
    const results = third[third.length - 1].content;
    expect(results.map((b) => Boolean(b.is_error))).toEqual([false, true]);
    expect(results[1].content).toMatch(/Invalid input: id/);
  });

  it("after maxSteps tool turns it asks for an answer with tools switched off", async () => {
    const { p } = await provider();
    const start = fake.requests.length;
    fake.script(toolUse({ name: "list_things" }), text("Only Acme is tracked."));
    const r = await p.runToolLoop({ system: "s", messages: [{ role: "user", content: "q" }], tools, maxSteps: 1 });
    expect(r.text).toBe("Only Acme is tracked.");
    expect(fake.requests[start].body.tool_choice).toEqual({ type: "auto" });
    expect(fake.requests[start + 1].body.tool_choice).toEqual({ type: "none" });
  });
});

describe("Anthropic provider: failures", () => {
  it("retries a 500 twice, then fails with an upstream error", async () => {
    const { p } = await provider();
    const start = fake.requests.length;
    fake.script(httpError(500), httpError(500), httpError(500));
    const err = await p.runToolLoop({ system: "s", messages: [{ role: "user", content: "q" }], tools: [] }).catch((e) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err).toMatchObject({ kind: "upstream", message: "The AI service had an internal error (HTTP 500)." });
    expect(fake.requests.length - start).toBe(3);
  });

  it("recovers when a retry after 529 Overloaded succeeds", async () => {
    const { p } = await provider();
    fake.script(httpError(529), text("Back again."));
    const r = await p.runToolLoop({ system: "s", messages: [{ role: "user", content: "q" }], tools: [] });
    expect(r.text).toBe("Back again.");
  });

  it("reports 529 as overloaded when every attempt fails", async () => {
    const { p } = await provider({ maxRetries: 0 });
    fake.script(httpError(529));
    await expect(p.generateStructured({ system: "s", prompt: "p", schema: verdict })).rejects.toThrow("The AI service is overloaded (HTTP 529).");
  });

  it("times out a request that hangs (each retry too)", async () => {
    const { p } = await provider({ timeoutMs: 300, maxRetries: 1 });
    const start = fake.requests.length;
    fake.script(hang(), hang());
    const t0 = Date.now();
    const err = await p.runToolLoop({ system: "s", messages: [{ role: "user", content: "q" }], tools: [] }).catch((e) => e);
    expect(err).toMatchObject({ kind: "timeout", message: "The AI model did not answer within 300 ms." });
    expect(fake.requests.length - start).toBe(2);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it("refuses with a clear message once the user's daily token budget is spent, without calling the model", async () => {
    const { p, userId } = await provider({ dailyTokenBudget: 150 });
    fake.script(text("first"));
    await p.runToolLoop({ system: "s", messages: [{ role: "user", content: "q" }], tools: [] });
    expect(await tokensUsedToday(getDb(), { userId })).toBe(160);
    const before = fake.requests.length;
    const err = await p.runToolLoop({ system: "s", messages: [{ role: "user", content: "q" }], tools: [] }).catch((e) => e);
    expect(err).toMatchObject({ kind: "budget_exceeded", message: "You have used today's AI budget of 150 tokens. It resets at midnight UTC." });
    expect(fake.requests.length).toBe(before);
    // another user's budget is separate
    const other = await provider({ dailyTokenBudget: 150 });
    fake.script(text("fine"));
    expect((await other.p.runToolLoop({ system: "s", messages: [{ role: "user", content: "q" }], tools: [] })).text).toBe("fine");
  });
});

describe("Anthropic provider: streaming", () => {
  it("streams text deltas and charges the final usage", async () => {
    const { p, userId } = await provider();
    fake.script(text("Acme raised its Pro plan from $29 to $35."));
    const deltas: string[] = [];
    const r = await p.streamText({ system: "s", prompt: "What changed?", onText: (d) => deltas.push(d) });
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe("Acme raised its Pro plan from $29 to $35.");
    expect(r.text).toBe("Acme raised its Pro plan from $29 to $35.");
    expect(fake.requests[fake.requests.length - 1].body.stream).toBe(true);
    expect(await tokensUsedToday(getDb(), { userId })).toBe(160);
  });
});
