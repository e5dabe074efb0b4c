import { STORAGE_KEYS, guardDecision } from "@/lib/client/storage";

type GuardStorage = Pick<Storage, "getItem" | "removeItem">;

export type GuardVerdict = "allow" | "login" | "expired";

/**
 * The client route guard of spec §4 (pure part):
 * - no stored token → "login";
 * - a three-part token whose expiry has passed → "expired";
 * - a token that cannot be parsed → "login";
 * - otherwise "allow" (the signature is checked by the server, not here).
 */
export function evaluateGuard(storage: Pick<Storage, "getItem">, now = Date.now()): GuardVerdict {
  const token = storage.getItem(STORAGE_KEYS.authToken) || storage.getItem(STORAGE_KEYS.apiKey);
  const decision = guardDecision(token, now);
  return decision === "ok" ? "allow" : decision;
}

/** An expired token: remove the token, the API key and the refresh token (spec §4). */
export function clearExpiredSignIn(storage: Pick<Storage, "removeItem">): void {
  storage.removeItem(STORAGE_KEYS.authToken);
  storage.removeItem(STORAGE_KEYS.apiKey);
  storage.removeItem(STORAGE_KEYS.refreshToken);
}

/** Evaluates the guard and applies its storage side effect; "login" means go to /login. */
export function runRouteGuard(storage: GuardStorage, now = Date.now()): "allow" | "login" {
  const verdict = evaluateGuard(storage, now);
  if (verdict === "expired") clearExpiredSignIn(storage);
  return verdict === "allow" ? "allow" : "login";
}

/** What sign-out from the avatar menu removes from local storage. */
export const SIGN_OUT_KEYS = [
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.apiKey,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.user,
  STORAGE_KEYS.demoEmail,
] as const;

export function clearSignIn(storage: Pick<Storage, "removeItem">): void {
  for (const key of SIGN_OUT_KEYS) storage.removeItem(key);
}
