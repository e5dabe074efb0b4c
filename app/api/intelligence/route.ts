import { withAuth } from "@/lib/api/with-auth";
import { intelligenceFor } from "@/lib/changes/intelligence";

export const GET = withAuth({}, async ({ db, auth }) => intelligenceFor(db, auth.user.id));
