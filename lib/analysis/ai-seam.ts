/**
 * The one place the analysis jobs (psychology, intelligence reports) reach a language model, through
 * the app's provider in `lib/ai`. Without ANTHROPIC_API_KEY `modelAvailable()` is false and the
 * callers run their local analysers instead.
 *
 * Scraped competitor text is untrusted: it reaches the model only inside `lib/ai` data blocks, after
 * the instructions, and the provider adds the standing untrusted-data rule to the system prompt. The
 * answer is parsed against a zod schema, so it can only fill in that schema's fields — it cannot
 * choose which user's data is read (the caller has already loaded it, scoped to the user).
 */
import type { ZodType } from "zod";
import type { Db } from "@/db/client";
import { aiProvider, dataBlock, modelConfigured } from "@/lib/ai";

export interface ModelDocument {
  /** What the text is, e.g. "page https://acme.test/pricing". */
  label: string;
  text: string;
}

export interface StructuredRequest<T> {
  userId: string;
  system: string;
  /** The instructions plus the delimited documents, as one user message (see `buildPrompt`). */
  prompt: string;
  schema: ZodType<T>;
  maxTokens?: number;
}

/** True when a model key is configured. */
export function modelAvailable(): boolean {
  return modelConfigured();
}

/** Instructions first, then every document in its own untrusted-data block. */
export function buildPrompt(instructions: string, documents: ModelDocument[], maxCharsPerDoc = 20_000): string {
  const blocks = documents.filter((d) => d.text.trim()).map((d) => dataBlock(d.text.slice(0, maxCharsPerDoc), { source: d.label }));
  return `${instructions}\n\n${blocks.join("\n\n")}`;
}

/** The model's answer to a structured request, charged to the user's daily budget; throws on any failure. */
export async function modelStructured<T>(db: Db, request: StructuredRequest<T>): Promise<T> {
  const provider = aiProvider(db, request.userId);
  if (provider.kind !== "anthropic") throw new Error("No AI model is configured");
  const result = await provider.generateStructured({ system: request.system, prompt: request.prompt, schema: request.schema, maxTokens: request.maxTokens });
  return request.schema.parse(result.data);
}
