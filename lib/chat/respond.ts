import { json } from "@/lib/api/respond";
import { AI_ERROR_CODES, errorBody, statusOf } from "@/lib/api/errors";
import type { AiError } from "@/lib/ai/errors";
import type { ChatAnswer } from "./answer";
import { CHAT_ERROR_MESSAGE } from "./copy";

/** The chat's success body (spec §7: success, message, timestamp), with details under `data`. */
export function chatSuccess(a: ChatAnswer): Response {
  const timestamp = new Date().toISOString();
  return json({ success: true, message: a.message, timestamp, data: { message: a.message, timestamp, source: a.source, model: a.model, competitor: a.competitor, tools: a.tools, unverified: a.unverified } });
}

/**
 * A failed model call: `success: false` with the specification's chat error message, and the one error
 * shape under `error` (its code from the error table's AI_ERROR_CODES); the cause also goes to the log.
 */
export function chatFailure(err: AiError): Response {
  const code = AI_ERROR_CODES[err.kind];
  return json({ success: false, message: CHAT_ERROR_MESSAGE, timestamp: new Date().toISOString(), ...errorBody(code, err.message) }, statusOf(code));
}
