import { handlers } from "@/lib/auth/next-auth";
import { cappedHandler } from "@/lib/api/capped-handler";

export const GET = handlers.GET;
// Auth.js reads POST bodies (sign-in, sign-out, callbacks) itself: it gets a copy read under MAX_BODY_BYTES (413 past it).
export const POST = cappedHandler(handlers.POST, "POST /api/session");
