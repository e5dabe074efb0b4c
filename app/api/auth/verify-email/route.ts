import { withAuth } from "@/lib/api/with-auth";
import { verifyEmailBody } from "@/lib/auth/schemas";
import { confirmEmailVerification } from "@/lib/auth/account-recovery";
import { VERIFY_EMAIL_LIMITS } from "@/lib/auth/account-limits";

/** Confirms an address with the e-mailed token (single use, 24 hours); works signed in or not. */
export const POST = withAuth({ auth: "none", body: verifyEmailBody, rateLimit: VERIFY_EMAIL_LIMITS.confirm }, async ({ db, body }) => {
  const user = await confirmEmailVerification(db, { token: body.token });
  return { verified: true, email: user.email };
});
