import Anthropic, { APIConnectionTimeoutError, APIConnectionError, APIError, APIUserAbortError } from "@anthropic-ai/sdk";
import { zodOutputFormat } from "@anthropic-ai/sdk/helpers/zod";
import type { ContentBlock, ContentBlockParam, Message, MessageCreateParamsNonStreaming, MessageParam, Tool, ToolResultBlockParam } from "@anthropic-ai/sdk/resources/messages";
import type { Db } from "@/db/client";
import { assertWithinBudget, DEFAULT_DAILY_TOKEN_BUDGET, recordTokens } from "./budget";
import { dataBlock, withDataRules } from "./data-block";
import { AiError } from "./errors";
import { nestsDeeperThan, TOO_DEEP_MODEL_JSON } from "./json-depth";
import { toolInputSchema } from "./json-schema";
import type { AiProvider, AiTool, AiUsage, GenerateStructuredOptions, StreamTextOptions, StreamTextResult, StructuredResult, ToolLoopOptions, ToolLoopResult, ToolStep } from "./types";

export interface AnthropicProviderOptions {
  db: Db;
  /** Every call is charged to this user's daily budget. */
  userId: string;
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Per request; default 30 s. */
  timeoutMs?: number;
  /** Retries of a failed request (5xx, 429, 529, timeouts); default 2. */
  maxRetries?: number;
  dailyTokenBudget?: number;
  maxTokens?: number;
}

/** Longest tool result handed back to the model, in characters. */
const MAX_TOOL_RESULT = 24_000;

function describeFailure(err: unknown, timeoutMs: number): AiError {
  if (err instanceof AiError) return err;
  if (err instanceof APIConnectionTimeoutError) return new AiError("timeout", `The AI model did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}.`, 504);
  if (err instanceof APIUserAbortError) return new AiError("timeout", "The AI request was cancelled.", 504);
  if (err instanceof APIConnectionError) return new AiError("upstream", "The AI service could not be reached.", 502);
  if (err instanceof APIError) {
    const status = err.status ?? 502;
    const what = status === 529 ? "is overloaded" : status === 429 ? "is rate limiting requests" : status >= 500 ? "had an internal error" : "refused the request";
    return new AiError("upstream", `The AI service ${what} (HTTP ${status}).`, status >= 500 || status === 429 ? 502 : 500);
  }
  return new AiError("upstream", `The AI request failed: ${err instanceof Error ? err.message : String(err)}`, 502);
}

function textOf(content: ContentBlock[]): string {
  return content
    .filter((b): b is Extract<ContentBlock, { type: "text" }> => b.type === "text")
    .map((b) => b.text)
    .join("")
    .trim();
}

/** Response blocks as request blocks for the next turn (text and tool calls; others pass unchanged). */
function asParams(content: ContentBlock[]): ContentBlockParam[] {
  return content.map((b) => {
    if (b.type === "text") return { type: "text", text: b.text };
    // An input nested too deeply is sent back empty (it is refused as a tool call; sending it would overflow JSON.stringify).
    if (b.type === "tool_use") return { type: "tool_use", id: b.id, name: b.name, input: nestsDeeperThan(b.input) ? {} : b.input };
    return b as unknown as ContentBlockParam;
  });
}

async function runTool(tools: Map<string, AiTool>, id: string, name: string, input: unknown, steps: ToolStep[]): Promise<ToolResultBlockParam> {
  if (nestsDeeperThan(input)) {
    steps.push({ tool: name, input: null, ok: false, error: `input ${TOO_DEEP_MODEL_JSON}` });
    return { type: "tool_result", tool_use_id: id, is_error: true, content: `Invalid input: ${TOO_DEEP_MODEL_JSON}` };
  }
  const tool = tools.get(name);
  if (!tool) {
    steps.push({ tool: name, input, ok: false, error: "unknown tool" });
    return { type: "tool_result", tool_use_id: id, is_error: true, content: `Unknown tool "${name}". Available: ${[...tools.keys()].join(", ")}` };
  }
  const parsed = tool.inputSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const message = parsed.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("; ");
    steps.push({ tool: name, input, ok: false, error: message });
    return { type: "tool_result", tool_use_id: id, is_error: true, content: `Invalid input: ${message}` };
  }
  try {
    const result = await tool.run(parsed.data);
    let json = JSON.stringify(result ?? null);
    if (json.length > MAX_TOOL_RESULT) json = `${json.slice(0, MAX_TOOL_RESULT)}… (truncated)`;
    steps.push({ tool: name, input: parsed.data, ok: true, output: json });
    return { type: "tool_result", tool_use_id: id, content: dataBlock(json, { tool: name }) };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    steps.push({ tool: name, input: parsed.data, ok: false, error: message });
    return { type: "tool_result", tool_use_id: id, is_error: true, content: `Tool failed: ${message}` };
  }
}

/** One Messages call, charged to the user's budget; usage is added to `usage`. */
type CreateMessage = (params: Omit<MessageCreateParamsNonStreaming, "model">, usage: AiUsage) => Promise<Message>;

interface CallSettings {
  model: string;
  maxTokens: number;
}

/** The model's text as the schema's value: JSON, not nested too deeply, of the expected shape. */
function parseStructured<T>(text: string, schema: GenerateStructuredOptions<T>["schema"]): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AiError("invalid_output", "The AI model returned text that is not JSON.", 502);
  }
  if (nestsDeeperThan(value)) throw new AiError("invalid_output", `The AI model's answer is ${TOO_DEEP_MODEL_JSON}.`, 502);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const where = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "value"}: ${i.message}`).join("; ");
    throw new AiError("invalid_output", `The AI model's answer does not match the expected shape (${where}).`, 502);
  }
  return parsed.data;
}

async function generateStructured<T>(create: CreateMessage, settings: CallSettings, o: GenerateStructuredOptions<T>): Promise<StructuredResult<T>> {
  const usage: AiUsage = { inputTokens: 0, outputTokens: 0 };
  const format = zodOutputFormat(o.schema as never);
  const res = await create(
    {
      max_tokens: o.maxTokens ?? settings.maxTokens,
      system: withDataRules(o.system),
      messages: [{ role: "user", content: o.prompt }],
      output_config: { format: { type: "json_schema", schema: format.schema } },
    },
    usage,
  );
  return { data: parseStructured(textOf(res.content), o.schema), source: "model", model: settings.model, usage };
}

/** Calls the model, runs the tools it asks for and hands back their results, until it answers in text (or the last step). */
async function runToolLoop(create: CreateMessage, settings: CallSettings, o: ToolLoopOptions): Promise<ToolLoopResult> {
  const usage: AiUsage = { inputTokens: 0, outputTokens: 0 };
  const maxSteps = o.maxSteps ?? 6;
  const byName = new Map(o.tools.map((t) => [t.name, t]));
  const defs: Tool[] = o.tools.map((t) => ({ name: t.name, description: t.description, input_schema: toolInputSchema(t.inputSchema) }));
  const convo: MessageParam[] = o.messages.map((m) => ({ role: m.role, content: m.content }));
  const steps: ToolStep[] = [];
  const system = withDataRules(o.system);
  for (let turn = 0; ; turn++) {
    const last = turn >= maxSteps;
    const res = await create(
      { max_tokens: o.maxTokens ?? settings.maxTokens, system, messages: convo, ...(defs.length ? { tools: defs, tool_choice: last ? { type: "none" } : { type: "auto" } } : {}) },
      usage,
    );
    const uses = res.content.filter((b): b is Extract<ContentBlock, { type: "tool_use" }> => b.type === "tool_use");
    if (last || res.stop_reason !== "tool_use" || uses.length === 0) {
      const text = textOf(res.content);
      if (!text) throw new AiError("invalid_output", "The AI model returned an empty answer.", 502);
      return { text, steps, source: "model", model: settings.model, usage, stopReason: res.stop_reason };
    }
    convo.push({ role: "assistant", content: asParams(res.content) });
    const results: ToolResultBlockParam[] = [];
    for (const u of uses) results.push(await runTool(byName, u.id, u.name, u.input, steps));
    convo.push({ role: "user", content: results });
  }
}

export function createAnthropicProvider(opts: AnthropicProviderOptions): AiProvider {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const budget = opts.dailyTokenBudget ?? DEFAULT_DAILY_TOKEN_BUDGET;
  const settings: CallSettings = { model: opts.model, maxTokens: opts.maxTokens ?? 2048 };
  const client = new Anthropic({ apiKey: opts.apiKey, baseURL: opts.baseURL ?? null, timeout: timeoutMs, maxRetries: opts.maxRetries ?? 2, logLevel: "off" });

  /** One Messages call: budget check first, usage charged after (also for failed parses). */
  const create: CreateMessage = async (params, usage) => {
    await assertWithinBudget(opts.db, { userId: opts.userId, budget });
    let res: Message;
    try {
      res = await client.messages.create({ ...params, model: opts.model });
    } catch (err) {
      throw describeFailure(err, timeoutMs);
    }
    const input = res.usage?.input_tokens ?? 0;
    const output = res.usage?.output_tokens ?? 0;
    usage.inputTokens += input;
    usage.outputTokens += output;
    await recordTokens(opts.db, { userId: opts.userId, tokens: input + output });
    if (res.stop_reason === "refusal") throw new AiError("refused", "The AI model declined to answer this request.", 422);
    return res;
  };

  return {
    kind: "anthropic",
    model: opts.model,
    generateStructured: (o) => generateStructured(create, settings, o),
    runToolLoop: (o) => runToolLoop(create, settings, o),

    async streamText(o: StreamTextOptions): Promise<StreamTextResult> {
      await assertWithinBudget(opts.db, { userId: opts.userId, budget });
      let final: Message;
      try {
        const stream = client.messages.stream({ model: opts.model, max_tokens: o.maxTokens ?? settings.maxTokens, system: withDataRules(o.system), messages: [{ role: "user", content: o.prompt }] });
        if (o.onText) stream.on("text", (delta) => o.onText?.(delta));
        final = await stream.finalMessage();
      } catch (err) {
        throw describeFailure(err, timeoutMs);
      }
      const usage = { inputTokens: final.usage?.input_tokens ?? 0, outputTokens: final.usage?.output_tokens ?? 0 };
      await recordTokens(opts.db, { userId: opts.userId, tokens: usage.inputTokens + usage.outputTokens });
      return { text: textOf(final.content), source: "model", model: opts.model, usage };
    },
  };
}
