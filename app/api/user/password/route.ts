import { withAuth } from "@/lib/api/with-auth";
import { json } from "@/lib/api/respond";
import { changePasswordBody } from "@/lib/auth/schemas";
import { changePassword } from "@/lib/auth/account-recovery";
import { CHANGE_PASSWORD_LIMIT } from "@/lib/auth/account-limits";
import { issueTokens, publicUser } from "@/lib/auth/service";
import { sessionCookie } from "@/lib/auth/session-cookie";

/**
 * Changes the password (the current one is required). Every other session, access token and refresh
 * token stops working; the caller gets fresh tokens (and, in a browser, a fresh session cookie).
 */
export const POST = withAuth({ body: changePasswordBody, rateLimit: CHANGE_PASSWORD_LIMIT }, async ({ db, auth, body, req }) => {
  const user = await changePassword(db, { user: auth.user, currentPassword: body.currentPassword, newPassword: body.newPassword });
  const tokens = await issueTokens(db, user);
  const headers: Record<string, string> = auth.method === "session" ? { "set-cookie": await sessionCookie(req, { uid: user.id, ver: user.tokenVersion, email: user.email, name: user.name }) } : {};
  return json({ data: { changed: true, user: publicUser(user), tokens } }, 200, headers);
});
