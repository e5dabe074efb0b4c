import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { ROUTE_LIMITS } from "@/lib/api/rate-limit";
import { AiError } from "@/lib/ai/errors";
import { answerChat } from "@/lib/chat/answer";
import { chatFailure, chatSuccess } from "@/lib/chat/respond";
import { logger } from "@/lib/log";

export const CHAT_QUERY_MAX = 4000;

const chatBody = z.object({
  query: z
    .string({ message: "Please enter a message" })
    .max(CHAT_QUERY_MAX, `query: a message can be at most ${CHAT_QUERY_MAX} characters`)
    .refine((q) => q.trim().length > 0, "Please enter a message"),
  competitorId: z.string().trim().min(1).max(100).nullish(),
});

/**
 * POST /api/chat { query, competitorId? } → { success, message, timestamp } (spec §7). Answers from
 * the user's own data only; another user's competitorId is a 404. When the model fails or times out
 * the answer is `success: false` with the specification's chat error message.
 */
export const POST = withAuth({ body: chatBody, rateLimit: { name: "chat", what: "chat messages", ...ROUTE_LIMITS.chat } }, async ({ db, auth, body }) => {
  try {
    return chatSuccess(await answerChat(db, auth.user.id, { query: body.query, competitorId: body.competitorId }));
  } catch (err) {
    if (!(err instanceof AiError)) throw err;
    logger("chat").error({ userId: auth.user.id, kind: err.kind, err }, `model failure: ${err.kind}: ${err.message}`);
    return chatFailure(err);
  }
});
