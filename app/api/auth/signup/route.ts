import { withAuth } from "@/lib/api/with-auth";
import { signupBody } from "@/lib/auth/schemas";
import { signup, issueTokens, publicUser } from "@/lib/auth/service";
import { sessionCookie } from "@/lib/auth/session-cookie";
import { json } from "@/lib/api/respond";
import { env } from "@/lib/env";
import { enqueueWelcomeEmail } from "@/lib/notify/welcome";
import { enqueueVerifyEmail } from "@/lib/notify/email-account";

const signupLimit = () => ({ name: "signup", what: "sign-up attempts", by: "client" as const, limit: env().SIGNUP_LIMIT_PER_HOUR, windowSeconds: 3600 });

export const POST = withAuth({ auth: "none", body: signupBody, rateLimit: signupLimit }, async ({ db, body, req }) => {
  const user = await signup(db, { name: body.name, email: body.email, company: body.company ?? undefined, password: body.password });
  await enqueueWelcomeEmail(db, user.id);
  await enqueueVerifyEmail(db, user.id);
  const tokens = await issueTokens(db, user);
  const cookie = await sessionCookie(req, { uid: user.id, ver: user.tokenVersion, email: user.email, name: user.name });
  return json({ data: { user: publicUser(user), tokens } }, 201, { "set-cookie": cookie });
});
