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
