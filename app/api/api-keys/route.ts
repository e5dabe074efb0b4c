import { withAuth } from "@/lib/api/with-auth";
import { createApiKeyBody } from "@/lib/api-keys/schemas";
import { createApiKey, listApiKeysOf } from "@/lib/api-keys/service";

export const GET = withAuth({}, async ({ db, auth }) => listApiKeysOf(db, auth.user.id));

/** Generates a key (128-bit, shown once): only its hash and a preview are stored. Not on the Free plan. */
export const POST = withAuth({ body: createApiKeyBody, status: 201 }, async ({ db, auth, body }) => createApiKey(db, auth, body.name));
