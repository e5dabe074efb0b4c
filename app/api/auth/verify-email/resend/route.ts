import { withAuth } from "@/lib/api/with-auth";
import { resendVerification } from "@/lib/auth/account-recovery";
import { VERIFY_EMAIL_LIMITS } from "@/lib/auth/account-limits";

/** Sends the signed-in user a new verification link (409 when the address is already verified). */
export const POST = withAuth({ status: 202, rateLimit: VERIFY_EMAIL_LIMITS.resend }, async ({ db, auth }) => {
  await resendVerification(db, auth.user);
  return { sent: true, email: auth.user.email, message: `We have sent a new verification link to ${auth.user.email}.` };
});
