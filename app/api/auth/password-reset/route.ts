import { withAuth } from "@/lib/api/with-auth";
import { enforceLimit } from "@/lib/api/rate-limit";
import { passwordResetBody } from "@/lib/auth/schemas";
import { sha256 } from "@/lib/auth/tokens";
import { enqueuePasswordResetEmail } from "@/lib/notify/email-account";
import { PASSWORD_RESET_LIMITS } from "@/lib/auth/account-limits";

export const PASSWORD_RESET_ACCEPTED = "If an account exists for this address, we have sent it a link to reset the password. The link works once, for one hour.";

/**
 * Asks for a password-reset e-mail. The answer (202), the work done (one queued job) and the limits
 * are the same whether or not an account has this address, so nobody learns which addresses have one.
 */
export const POST = withAuth({ auth: "none", body: passwordResetBody, status: 202, rateLimit: PASSWORD_RESET_LIMITS.perClient }, async ({ db, body }) => {
  const email = body.email.toLowerCase();
  await enforceLimit(db, `route:password-reset:email:${sha256(email)}`, PASSWORD_RESET_LIMITS.perEmail, "password reset requests for this address");
  await enqueuePasswordResetEmail(db, email);
  return { message: PASSWORD_RESET_ACCEPTED };
});
