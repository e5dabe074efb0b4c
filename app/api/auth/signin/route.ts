import { withAuth } from "@/lib/api/with-auth";
import { signinBody } from "@/lib/auth/schemas";
import { signin, issueTokens, publicUser, clientIp } from "@/lib/auth/service";
import { sessionCookie } from "@/lib/auth/session-cookie";
import { json } from "@/lib/api/respond";

export const POST = withAuth({ auth: "none", body: signinBody }, async ({ db, body, req }) => {
  const user = await signin(db, { email: body.email, password: body.password, ip: clientIp(req) });
  const tokens = await issueTokens(db, user);
  const cookie = await sessionCookie(req, { uid: user.id, ver: user.tokenVersion, email: user.email, name: user.name });
  return json({ data: { user: publicUser(user), tokens } }, 200, { "set-cookie": cookie });
});
