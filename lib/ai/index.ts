import type { Db } from "@/db/client";
import { env } from "@/lib/env";
import { createAnthropicProvider, type AnthropicProviderOptions } from "./anthropic";
import { createLocalProvider } from "./local-tools";
import type { AiProvider } from "./types";

export * from "./types";
export { AiError, isAiError } from "./errors";
export { dataBlock, UNTRUSTED_DATA_RULES, DATA_TAG } from "./data-block";

/** True when ANTHROPIC_API_KEY is set: AI features use the model, otherwise the local analysers. */
export function modelConfigured(): boolean {
  return Boolean(env().ANTHROPIC_API_KEY);
}

export type ProviderOverrides = Partial<Pick<AnthropicProviderOptions, "timeoutMs" | "maxRetries" | "dailyTokenBudget" | "maxTokens">>;

/** The provider for one user's request: Anthropic when a key is configured, else local. */
export function aiProvider(db: Db, userId: string, overrides: ProviderOverrides = {}): AiProvider {
  const e = env();
  if (!e.ANTHROPIC_API_KEY) return createLocalProvider();
  return createAnthropicProvider({ db, userId, apiKey: e.ANTHROPIC_API_KEY, baseURL: e.ANTHROPIC_BASE_URL, model: e.ANTHROPIC_MODEL, ...overrides });
}
