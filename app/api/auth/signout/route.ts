import { withAuth } from "@/lib/api/with-auth";
import { signout } from "@/lib/auth/service";
import { clearSessionCookies } from "@/lib/auth/session-cookie";
import { liveBus } from "@/lib/live/bus";

/** Signs out everywhere: every token, cookie session and open live stream of the user ends. */
export const POST = withAuth({ auth: "optional" }, async ({ db, auth }) => {
  if (auth) {
    await signout(db, auth.user.id);
    await liveBus.publish(db, { userId: auth.user.id, event: "signout", data: {} });
  }
  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  for (const c of clearSessionCookies()) headers.append("set-cookie", c);
  return new Response(JSON.stringify({ data: { signedOut: true } }), { status: 200, headers });
});
