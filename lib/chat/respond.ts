import { json } from "@/lib/api/respond";
import { statusOf, type ErrorCode } from "@/lib/api/errors";
import type { AiError } from "@/lib/ai/errors";
import type { ChatAnswer } from "./answer";
import { CHAT_ERROR_MESSAGE } from "./copy";

/** The chat's success body (spec §7: success, message, timestamp), with details under `data`. */
export function chatSuccess(a: ChatAnswer): Response {
  const timestamp = new Date().toISOString();
  return json({ success: true, message: a.message, timestamp, data: { message: a.message, timestamp, source: a.source, model: a.model, competitor: a.competitor, tools: a.tools, unverified: a.unverified } });
}

/** A failed model call: `success: false` with the specification's chat error message; the cause goes to the log and `error`. */
export function chatFailure(err: AiError): Response {
  const code: ErrorCode = err.kind === "timeout" ? "upstream_timeout" : err.kind === "budget_exceeded" ? "rate_limited" : "upstream_error";
  return json({ success: false, message: CHAT_ERROR_MESSAGE, timestamp: new Date().toISOString(), error: { code, message: err.message } }, statusOf(code));
}
