import type { Db } from "@/db/client";
import { getUser, findUserByApiKeyHash, type UserRow } from "@/db/queries/users";
import { verifyAccessToken } from "./tokens";
import { hashApiKey } from "./api-keys";
import { readSessionCookie } from "./session-cookie";

export type AuthMethod = "bearer" | "api_key" | "session" | "stream_token";

export interface AuthedUser { user: UserRow; method: AuthMethod }

/**
 * Who is calling: `Authorization: Bearer <access token>`, `X-API-Key`, or the next-auth session cookie.
 * A token whose version is older than the user's (sign-out, password change) is refused.
 */
export async function resolveUser(db: Db, req: Request, opts: { allowStreamToken?: boolean } = {}): Promise<AuthedUser | null> {
  const authz = req.headers.get("authorization");
  if (authz?.toLowerCase().startsWith("bearer ")) {
    const token = authz.slice(7).trim();
    if (token.startsWith("rs_live_")) return byApiKey(db, token);
    return byAccessToken(db, token, "bearer");
  }
  const apiKey = req.headers.get("x-api-key");
  if (apiKey) return byApiKey(db, apiKey.trim());
  if (opts.allowStreamToken) {
    const t = new URL(req.url).searchParams.get("token");
    if (t) {
      const r = await byAccessToken(db, t, "stream_token");
      if (r) return r;
    }
  }
  const session = await readSessionCookie(req);
  if (session) {
    const user = await getUser(db, { userId: session.uid });
    if (user && user.tokenVersion === session.ver) return { user, method: "session" };
  }
  return null;
}

async function byAccessToken(db: Db, token: string, method: AuthMethod): Promise<AuthedUser | null> {
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  // Stream tokens work only as ?token= on the live streams, and ?token= takes only stream tokens
  // (a 12-hour access token in a URL would end up in logs and browser history).
  if ((claims.purpose === "stream") !== (method === "stream_token")) return null;
  const user = await getUser(db, { userId: claims.userId });
  if (!user || user.tokenVersion !== claims.version) return null;
  return { user, method };
}

async function byApiKey(db: Db, key: string): Promise<AuthedUser | null> {
  const user = await findUserByApiKeyHash(db, { keyHash: hashApiKey(key) });
  return user ? { user, method: "api_key" } : null;
}
