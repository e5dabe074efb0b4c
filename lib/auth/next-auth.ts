import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { SESSION_MAX_AGE_S } from "./session-cookie";

/**
 * next-auth (JWT strategy) mounted at /api/session so every /api/auth/* route is ours.
 * Sessions are issued by POST /api/auth/signin (same cookie, same encoding); the Credentials
 * provider below serves next-auth's own sign-in endpoint with the same checks.
 */
export const { handlers, auth } = NextAuth(() => ({
  basePath: "/api/session",
  secret: env().AUTH_SECRET,
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(credentials, request) {
        const { getDb } = await import("@/db/client");
        const { signin, clientIp } = await import("./service");
        try {
          const user = await signin(getDb(), { email: String(credentials.email ?? ""), password: String(credentials.password ?? ""), ip: clientIp(request) });
          return { id: user.id, email: user.email, name: user.name, ver: user.tokenVersion } as never;
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.uid = (user as { id: string }).id;
        token.ver = (user as { ver?: number }).ver ?? 0;
      }
      return token;
    },
    session({ session, token }) {
      if (session.user && typeof token.uid === "string") session.user.id = token.uid;
      return session;
    },
  },
}));
