import { withAuth } from "@/lib/api/with-auth";
import { publicUser } from "@/lib/auth/service";

/** The signed-in user (id, email, name, company, createdAt). */
export const GET = withAuth({}, async ({ auth }) => publicUser(auth.user));
