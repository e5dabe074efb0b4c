import { z } from "zod";
import type { ApiKeyRow } from "@/db/queries/api-keys";

export const API_KEY_NAME_REQUIRED = "Please enter a name for the API key";
export const MAX_API_KEYS = 25;

/** The name must be non-blank after trimming (spec §5); it is stored trimmed. */
export const createApiKeyBody = z.object({
  name: z
    .string({ message: API_KEY_NAME_REQUIRED })
    .refine((n) => n.trim().length > 0, API_KEY_NAME_REQUIRED)
    .transform((n) => n.trim())
    .pipe(z.string().max(100, "Key names can be at most 100 characters")),
});

/** An API key as listed: never the key or its hash. */
export function apiKeyDto(k: ApiKeyRow) {
  return { id: k.id, name: k.name, keyPreview: k.keyPreview, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null };
}

export type ApiKeyDto = ReturnType<typeof apiKeyDto>;

/** An API key as listed (the output of apiKeyDto). */
export const apiKeySchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    keyPreview: z.string().meta({ description: "The key's first and last characters, to recognise it" }),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
  }) satisfies z.ZodType<ApiKeyDto>;

/** POST /api/api-keys: the new key, shown this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string().meta({ description: "The full key (rs_live_…); it is never shown again" }) });
