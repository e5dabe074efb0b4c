import { withAuth } from "@/lib/api/with-auth";
import { signupBody } from "@/lib/auth/schemas";
import { registerAccount } from "@/lib/auth/service";
import { json } from "@/lib/api/respond";
import { env } from "@/lib/env";
import { enqueueWelcomeEmail } from "@/lib/notify/welcome";
import { enqueueVerifyEmail } from "@/lib/notify/email-account";
import { enqueueSignupExistsEmail } from "@/lib/notify/email-signup-exists";

const signupLimit = () => ({ name: "signup", what: "sign-up attempts", by: "client" as const, limit: env().SIGNUP_LIMIT_PER_HOUR, windowSeconds: 3600 });

/**
 * 202 with the same body whether the address is new or already has an account, and no session: a
 * signup never reveals who has an account. A new account gets its trial, a welcome and a verification
 * mail; the owner of an existing one is told by e-mail. The client then signs in with the same
 * credentials (POST /api/auth/signin), which succeeds for the account just created.
 */
export const POST = withAuth({ auth: "none", body: signupBody, rateLimit: signupLimit }, async ({ db, body }) => {
  const user = await registerAccount(db, { name: body.name, email: body.email, company: body.company ?? undefined, password: body.password });
  if (user) {
    await enqueueWelcomeEmail(db, user.id);
    await enqueueVerifyEmail(db, user.id);
  } else {
    await enqueueSignupExistsEmail(db, body.email);
  }
  return json({ data: { email: body.email.trim().toLowerCase(), status: "accepted", next: "Sign in with the same e-mail and password. If this address already has an account, its owner has been e-mailed." } }, 202);
});
