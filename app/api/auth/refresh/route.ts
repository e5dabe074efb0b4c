import { withAuth } from "@/lib/api/with-auth";
import { refreshBody } from "@/lib/auth/schemas";
import { refresh, publicUser } from "@/lib/auth/service";

export const POST = withAuth({ auth: "none", body: refreshBody }, async ({ db, body }) => {
  const { user, tokens } = await refresh(db, body.refreshToken);
  return { user: publicUser(user), tokens };
});
