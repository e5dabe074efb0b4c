import { withAuth } from "@/lib/api/with-auth";
import { passwordResetConfirmBody } from "@/lib/auth/schemas";
import { confirmPasswordReset } from "@/lib/auth/account-recovery";
import { PASSWORD_RESET_LIMITS } from "@/lib/auth/account-limits";

/** Sets the new password with an e-mailed token (single use, one hour) and signs out every session. */
export const POST = withAuth({ auth: "none", body: passwordResetConfirmBody, rateLimit: PASSWORD_RESET_LIMITS.confirm }, async ({ db, body }) => {
  const user = await confirmPasswordReset(db, { token: body.token, password: body.password });
  return { reset: true, email: user.email, message: "Your password has been reset. Sign in with your new password." };
});
