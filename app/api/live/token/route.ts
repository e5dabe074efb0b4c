import { withAuth } from "@/lib/api/with-auth";
import { signAccessToken } from "@/lib/auth/tokens";

const STREAM_TOKEN_TTL_S = 300;

/** A 5-minute token for EventSource clients that cannot send headers (query parameter `token`). */
export const POST = withAuth({}, async ({ auth }) => ({
  token: await signAccessToken(auth.user.id, auth.user.tokenVersion, STREAM_TOKEN_TTL_S, "stream"),
  expiresIn: STREAM_TOKEN_TTL_S,
}));
