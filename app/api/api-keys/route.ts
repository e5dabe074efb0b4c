import { withAuth } from "@/lib/api/with-auth";

import { assertFeature } from "@/lib/billing/limits";
import { generateApiKey } from "@/lib/auth/api-keys";
import { countApiKeys, insertApiKey, listApiKeys } from "@/db/queries/api-keys";
import { apiKeyDto, createApiKeyBody, MAX_API_KEYS } from "@/lib/api-keys/schemas";
import { ConflictError, NotAllowedError } from "@/lib/errors";

export const GET = withAuth({}, async ({ db, auth }) => (await listApiKeys(db, { userId: auth.user.id })).map(apiKeyDto));

/** Generates a key (128-bit, shown once): only its hash and a preview are stored. Not on the Free plan. */
export const POST = withAuth({ body: createApiKeyBody, status: 201 }, async ({ db, auth, body }) => {
  if (auth.method === "api_key") throw new NotAllowedError("API keys cannot be created with an API key. Sign in to manage keys.");
  await assertFeature(db, auth.user.id, "apiAccess");
  if ((await countApiKeys(db, { userId: auth.user.id })) >= MAX_API_KEYS) throw new ConflictError(`You can have at most ${MAX_API_KEYS} API keys. Delete one to create another.`);
  const { key, hash, preview } = generateApiKey();
  const row = await insertApiKey(db, { userId: auth.user.id, name: body.name, keyHash: hash, keyPreview: preview });
  return { ...apiKeyDto(row), key };
});
