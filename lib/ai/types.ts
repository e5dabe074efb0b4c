/**
 * The one model interface of the app. Two implementations: Anthropic (when ANTHROPIC_API_KEY is
 * set) and local (no model: every task brings its own local analyser or planner).
 */
import type { ZodType } from "zod";

export type AiSource = "model" | "local";

export interface AiUsage { inputTokens: number; outputTokens: number }

/** A tool the model (or the local planner) may call. It is already bound to the signed-in user. */
export interface AiTool {
  name: string;
  description: string;
  /** Input schema; unknown keys are dropped, so no input can name another user. */
  inputSchema: ZodType;
  run(input: unknown): Promise<unknown>;
}

export interface AiMessage { role: "user" | "assistant"; content: string }

export interface ToolStep { tool: string; input: unknown; ok: boolean; error?: string; /** What the tool answered (as sent to the model). */ output?: string }

/** Calls one bound tool by name and records the step; used by local planners. */
export type ToolCaller = (name: string, input?: Record<string, unknown>) => Promise<unknown>;

export interface GenerateStructuredOptions<T> {
  system: string;
  prompt: string;
  schema: ZodType<T>;
  maxTokens?: number;
  /** The local analyser: used when no model is configured. */
  fallback?: () => T | Promise<T>;
}

export interface StructuredResult<T> { data: T; source: AiSource; model: string | null; usage: AiUsage }

export interface ToolLoopOptions {
  system: string;
  messages: AiMessage[];
  tools: AiTool[];
  /** Model turns that may call tools; one more turn without tools forces an answer. Default 6. */
  maxSteps?: number;
  maxTokens?: number;
  /** The local planner: used when no model is configured. Gets the same bound tools. */
  planner?: (input: { messages: AiMessage[]; call: ToolCaller }) => Promise<string>;
}

export interface ToolLoopResult { text: string; steps: ToolStep[]; source: AiSource; model: string | null; usage: AiUsage; stopReason: string | null }

export interface StreamTextOptions {
  system: string;
  prompt: string;
  maxTokens?: number;
  onText?: (delta: string) => void;
  /** The local text: used when no model is configured; streamed in chunks. */
  fallback?: () => string | Promise<string>;
}

export interface StreamTextResult { text: string; source: AiSource; model: string | null; usage: AiUsage }

export interface AiProvider {
  readonly kind: "anthropic" | "local";
  readonly model: string | null;
  generateStructured<T>(opts: GenerateStructuredOptions<T>): Promise<StructuredResult<T>>;
  runToolLoop(opts: ToolLoopOptions): Promise<ToolLoopResult>;
  streamText(opts: StreamTextOptions): Promise<StreamTextResult>;
}

export const NO_USAGE: AiUsage = { inputTokens: 0, outputTokens: 0 };
