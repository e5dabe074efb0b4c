import type { Db } from "@/db/client";
import { consumeAccountToken, insertAccountToken, type AccountTokenPurpose } from "@/db/queries/account-tokens";
import { randomToken, sha256 } from "./tokens";

/** A password-reset link works once, for one hour. */
export const PASSWORD_RESET_TTL_S = 60 * 60;
/** A verification link works once, for 24 hours (the dashboard banner sends a new one). */
export const VERIFY_EMAIL_TTL_S = 24 * 60 * 60;

const TTL: Record<AccountTokenPurpose, number> = { password_reset: PASSWORD_RESET_TTL_S, verify_email: VERIFY_EMAIL_TTL_S };

/** 256 random bits; only the hash is stored, the token itself goes out in the e-mail and nowhere else. */
export async function issueAccountToken(db: Db, params: { userId: string; purpose: AccountTokenPurpose }): Promise<string> {
  const token = randomToken(32);
  await insertAccountToken(db, { userId: params.userId, purpose: params.purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + TTL[params.purpose] * 1000) });
  return token;
}

/** The owner of a valid, unused, unexpired token, which is spent by this call; otherwise null. */
export async function spendAccountToken(db: Db, params: { purpose: AccountTokenPurpose; token: string }): Promise<string | null> {
  return consumeAccountToken(db, { purpose: params.purpose, tokenHash: sha256(params.token) });
}
