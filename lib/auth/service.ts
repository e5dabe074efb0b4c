import type { Db } from "@/db/client";

import { TRIAL_DAYS } from "@/lib/billing/plans";
import { createUserWithTrial, findUserByEmail, getUser, insertRefreshToken, consumeRefreshToken, revokeAllTokens, type UserRow } from "@/db/queries/users";
import { clientAddress } from "@/lib/api/client-address";
import { hashPassword, verifyPassword, dummyHash } from "./password";
import { validateSignup, type SignupInput } from "./password-rules";
import { passwordStrengthError } from "./password-strength";
import { reserveSigninAttempt } from "./signin-limits";
import { signAccessToken, randomToken, sha256, REFRESH_TOKEN_TTL_S, ACCESS_TOKEN_TTL_S } from "./tokens";
import { ConflictError, InvalidError, UnauthenticatedError } from "@/lib/errors";

export interface PublicUser { id: string; email: string; name: string; company: string | null; emailVerified: boolean; createdAt: string }

export function publicUser(u: UserRow): PublicUser {
  return { id: u.id, email: u.email, name: u.name, company: u.company, emailVerified: u.emailVerifiedAt !== null, createdAt: u.createdAt.toISOString() };
}

export interface IssuedTokens { accessToken: string; refreshToken: string; expiresIn: number; tokenType: "Bearer" }

export async function issueTokens(db: Db, user: UserRow): Promise<IssuedTokens> {
  const refreshToken = randomToken(32);
  await insertRefreshToken(db, { userId: user.id, tokenHash: sha256(refreshToken), expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000) });
  return { accessToken: await signAccessToken(user.id, user.tokenVersion), refreshToken, expiresIn: ACCESS_TOKEN_TTL_S, tokenType: "Bearer" };
}

/**
 * Creates the account with its trial; null when the address already has one. The caller answers the
 * same either way (the password is hashed in both cases), so a signup never tells who has an account.
 */
export async function registerAccount(db: Db, input: SignupInput): Promise<UserRow | null> {
  const errors = validateSignup(input);
  const first = Object.values(errors)[0];
  if (first) throw new InvalidError(first);
  const weak = passwordStrengthError(input.password, [input.email, input.name, input.company ?? ""]);
  if (weak) throw new InvalidError(weak);
  return (await createUserWithTrial(db, { ...input, passwordHash: await hashPassword(input.password), trialDays: TRIAL_DAYS })) ?? null;
}

/** registerAccount for callers that hold no secret to keep (scripts, tests): an existing address is a 409. */
export async function signup(db: Db, input: SignupInput): Promise<UserRow> {
  const user = await registerAccount(db, input);
  if (!user) throw new ConflictError("An account with this email already exists. Sign in instead.");
  return user;
}

/**
 * Verifies credentials under the sign-in limits (lib/auth/signin-limits.ts). The same message and the
 * same work (a hash verification) whether or not the account exists.
 */
export async function signin(db: Db, params: { email: string; password: string; ip: string }): Promise<UserRow> {
  const email = params.email.trim().toLowerCase();
  const attempt = await reserveSigninAttempt(db, { email, client: params.ip });
  const user = await findUserByEmail(db, { email });
  const ok = user ? await verifyPassword(user.passwordHash, params.password) : (await verifyPassword(await dummyHash(), params.password), false);
  if (!user || !ok) {
    await attempt.failed();
    throw new UnauthenticatedError("Invalid email or password");
  }
  await attempt.succeeded();
  return user;
}

export async function refresh(db: Db, refreshToken: string): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  const userId = await consumeRefreshToken(db, { tokenHash: sha256(refreshToken) });
  const user = userId ? await getUser(db, { userId }) : undefined;
  if (!user) throw new UnauthenticatedError("Your session has expired. Please sign in again.");
  return { user, tokens: await issueTokens(db, user) };
}

export async function signout(db: Db, userId: string): Promise<void> {
  await revokeAllTokens(db, { userId });
}

/** The caller's address for rate limits: the socket, or X-Forwarded-For through TRUSTED_PROXIES proxies. */
export function clientIp(req: Request): string {
  return clientAddress(req);
}
