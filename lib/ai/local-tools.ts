import { AiError } from "./errors";
import { NO_USAGE, type AiProvider, type AiTool, type GenerateStructuredOptions, type StreamTextOptions, type StreamTextResult, type StructuredResult, type ToolCaller, type ToolLoopOptions, type ToolLoopResult, type ToolStep } from "./types";

/** A caller over bound tools that validates input like the model path does and records each step. */
export function toolCaller(tools: AiTool[], steps: ToolStep[]): ToolCaller {
  const byName = new Map(tools.map((t) => [t.name, t]));
  return async (name, input = {}) => {
    const tool = byName.get(name);
    if (!tool) throw new Error(`Unknown tool "${name}"`);
    const parsed = tool.inputSchema.safeParse(input);
    if (!parsed.success) {
      steps.push({ tool: name, input, ok: false, error: parsed.error.message });
      throw new Error(`Invalid input for ${name}`);
    }
    try {
      const result = await tool.run(parsed.data);
      steps.push({ tool: name, input: parsed.data, ok: true });
      return result;
    } catch (err) {
      steps.push({ tool: name, input: parsed.data, ok: false, error: err instanceof Error ? err.message : String(err) });
      throw err;
    }
  };
}

const notConfigured = (what: string) => new AiError("not_configured", `No AI model is configured (ANTHROPIC_API_KEY) and ${what} has no local analyser.`, 503);

/** The no-model implementation: runs each task's local analyser or planner over the same tools. */
export function createLocalProvider(): AiProvider {
  return {
    kind: "local",
    model: null,

    async generateStructured<T>(o: GenerateStructuredOptions<T>): Promise<StructuredResult<T>> {
      if (!o.fallback) throw notConfigured("this task");
      const value = await o.fallback();
      const parsed = o.schema.safeParse(value);
      if (!parsed.success) throw new AiError("invalid_output", `The local analyser's result does not match the expected shape: ${parsed.error.issues[0]?.message ?? "invalid"}`, 500);
      return { data: parsed.data, source: "local", model: null, usage: { ...NO_USAGE } };
    },

    async runToolLoop(o: ToolLoopOptions): Promise<ToolLoopResult> {
      if (!o.planner) throw notConfigured("this conversation");
      const steps: ToolStep[] = [];
      const text = await o.planner({ messages: o.messages, call: toolCaller(o.tools, steps) });
      return { text, steps, source: "local", model: null, usage: { ...NO_USAGE }, stopReason: "end_turn" };
    },

    async streamText(o: StreamTextOptions): Promise<StreamTextResult> {
      if (!o.fallback) throw notConfigured("this text");
      const text = await o.fallback();
      if (o.onText) for (const chunk of text.match(/[\s\S]{1,64}/g) ?? []) o.onText(chunk);
      return { text, source: "local", model: null, usage: { ...NO_USAGE } };
    },
  };
}
