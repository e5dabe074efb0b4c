import { withAuth } from "@/lib/api/with-auth";
import { json } from "@/lib/api/respond";
import { changePasswordBody } from "@/lib/auth/schemas";
import { changePassword } from "@/lib/auth/account-recovery";
import { CHANGE_PASSWORD_LIMIT } from "@/lib/auth/account-limits";
import { issueTokens, publicUser } from "@/lib/auth/service";
import { readSessionCookie, sessionCookie } from "@/lib/auth/session-cookie";
import { NotAllowedError } from "@/lib/errors";

/**
 * Changes the password (the current one is required). Every other session, access token and refresh
 * token stops working; the caller gets fresh tokens (and, in a browser, a fresh session cookie).
 */
export const POST = withAuth({ body: changePasswordBody, rateLimit: CHANGE_PASSWORD_LIMIT }, async ({ db, auth, body, req }) => {
  // A key handed to a connector or script must not be able to take the account over.
  if (auth.method === "api_key") throw new NotAllowedError("API keys cannot change the password: sign in with your password, or use a bearer token from POST /api/auth/signin");
  const user = await changePassword(db, { user: auth.user, currentPassword: body.currentPassword, newPassword: body.newPassword });
  const tokens = await issueTokens(db, user);
  // A browser (signed in by cookie, or by bearer token with the cookie alongside) keeps its cookie session.
  const browser = auth.method === "session" || (await readSessionCookie(req))?.uid === user.id;
  const headers: Record<string, string> = browser ? { "set-cookie": await sessionCookie(req, { uid: user.id, ver: user.tokenVersion, email: user.email, name: user.name }) } : {};
  return json({ data: { changed: true, user: publicUser(user), tokens } }, 200, headers);
});
