import type { Db } from "@/db/client";
import { getUser, setPassword, type UserRow } from "@/db/queries/users";
import { markEmailVerified, spendAllAccountTokens } from "@/db/queries/account-tokens";
import { liveBus } from "@/lib/live/bus";
import { enqueuePasswordChangedEmail, enqueueVerifyEmail } from "@/lib/notify/email-account";
import { spendAccountToken } from "./account-tokens";
import { hashPassword, verifyPassword } from "./password";
import { newPasswordError } from "./password-rules";
import { passwordStrengthError } from "./password-strength";
import { ConflictError, InvalidError, NotFoundError, RejectedError } from "@/lib/errors";

export const RESET_LINK_INVALID = "This reset link is invalid, has expired or was already used. Ask for a new one.";
export const VERIFY_LINK_INVALID = "This verification link is invalid, has expired or was already used. Sign in and send a new one from the banner in your dashboard.";
export const CURRENT_PASSWORD_WRONG = "Your current password is incorrect";
export const SAME_PASSWORD = "Choose a password different from your current one";

/** The rules and strength of every new password (signup, reset, change): 400 with the field's message. */
export function assertNewPassword(password: string, field = "password", userInputs: string[] = []): void {
  const error = newPasswordError(password);
  if (error) throw new InvalidError(field === "password" ? error : error.replace(/^Password/, "New password"));
  const weak = passwordStrengthError(password, userInputs);
  if (weak) throw new InvalidError(weak);
}

/** Ends every other session: open live streams close (tokens and cookies already stopped working). */
async function endSessions(db: Db, userId: string): Promise<void> {
  await liveBus.publish(db, { userId, event: "signout", data: {} });
}

/**
 * Sets a new password through an e-mailed link. The password is checked before the link is spent, so a
 * refused password leaves the link usable. Every session and token of the account ends, the other
 * reset links die, and the address counts as verified (the reader just proved they receive its mail).
 */
export async function confirmPasswordReset(db: Db, params: { token: string; password: string }): Promise<UserRow> {
  assertNewPassword(params.password);
  const passwordHash = await hashPassword(params.password);
  const userId = await spendAccountToken(db, { purpose: "password_reset", token: params.token });
  if (!userId) throw new RejectedError(RESET_LINK_INVALID);
  const user = await setPassword(db, { userId, passwordHash });
  if (!user) throw new RejectedError(RESET_LINK_INVALID);
  await spendAllAccountTokens(db, { userId, purpose: "password_reset" });
  await markEmailVerified(db, { userId });
  await endSessions(db, userId);
  await enqueuePasswordChangedEmail(db, userId, "reset");
  return user;
}

/**
 * Settings → Security: the current password is required; every other session and token ends. Returns
 * the updated user, whose new token version the caller's fresh tokens carry.
 */
export async function changePassword(db: Db, params: { user: UserRow; currentPassword: string; newPassword: string }): Promise<UserRow> {
  if (!(await verifyPassword(params.user.passwordHash, params.currentPassword))) throw new InvalidError(CURRENT_PASSWORD_WRONG);
  assertNewPassword(params.newPassword, "newPassword", [params.user.email, params.user.name, params.user.company ?? ""]);
  if (await verifyPassword(params.user.passwordHash, params.newPassword)) throw new InvalidError(SAME_PASSWORD);
  const user = await setPassword(db, { userId: params.user.id, passwordHash: await hashPassword(params.newPassword) });
  if (!user) throw new NotFoundError("User");
  await spendAllAccountTokens(db, { userId: user.id, purpose: "password_reset" });
  await endSessions(db, user.id);
  await enqueuePasswordChangedEmail(db, user.id, "changed");
  return user;
}

/** Confirms the address of the link's account (signed in or not). */
export async function confirmEmailVerification(db: Db, params: { token: string }): Promise<UserRow> {
  const userId = await spendAccountToken(db, { purpose: "verify_email", token: params.token });
  if (!userId) throw new RejectedError(VERIFY_LINK_INVALID);
  await markEmailVerified(db, { userId });
  await spendAllAccountTokens(db, { userId, purpose: "verify_email" });
  const user = await getUser(db, { userId });
  if (!user) throw new RejectedError(VERIFY_LINK_INVALID);
  return user;
}

/** Sends a new verification link, unless the address is already confirmed (409). */
export async function resendVerification(db: Db, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt) throw new ConflictError("Your e-mail address is already verified");
  await enqueueVerifyEmail(db, user.id);
}
