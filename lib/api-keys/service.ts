import type { Db } from "@/db/client";
import { countApiKeys, deleteApiKey, insertApiKey, listApiKeys } from "@/db/queries/api-keys";
import type { AuthedUser } from "@/lib/auth/resolve-user";
import { generateApiKey } from "@/lib/auth/api-keys";
import { assertFeature } from "@/lib/billing/limits";
import { ConflictError, NotAllowedError, NotFoundError } from "@/lib/errors";
import { apiKeyDto, MAX_API_KEYS } from "./schemas";

export async function listApiKeysOf(db: Db, userId: string) {
  return (await listApiKeys(db, { userId })).map(apiKeyDto);
}

/** Generates a key (128-bit, shown once): only its hash and a preview are stored. Not on the Free plan, nor with an API key. */
export async function createApiKey(db: Db, auth: AuthedUser, name: string) {
  if (auth.method === "api_key") throw new NotAllowedError("API keys cannot be created with an API key. Sign in to manage keys.");
  await assertFeature(db, auth.user.id, "apiAccess");
  if ((await countApiKeys(db, { userId: auth.user.id })) >= MAX_API_KEYS) throw new ConflictError(`You can have at most ${MAX_API_KEYS} API keys. Delete one to create another.`);
  const { key, hash, preview } = generateApiKey();
  const row = await insertApiKey(db, { userId: auth.user.id, name, keyHash: hash, keyPreview: preview });
  return { ...apiKeyDto(row), key };
}

/** Deletes one of the user's keys; it stops working at once. Another user's key is not found. */
export async function removeApiKey(db: Db, auth: AuthedUser, id: string) {
  if (auth.method === "api_key") throw new NotAllowedError("API keys cannot be deleted with an API key. Sign in to manage keys.");
  if (!(await deleteApiKey(db, { userId: auth.user.id, id }))) throw new NotFoundError("API key");
  return { id, deleted: true as const };
}
