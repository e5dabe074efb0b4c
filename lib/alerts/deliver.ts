import type { Db } from "@/db/client";
import { recordAttempt, type AlertDeliveryRow, type AlertEndpointRow } from "@/db/queries/alerts";
import { postJson, type PostOutcome } from "./post";
import { SIGNATURE_HEADER, signatureHeader } from "./sign";

export const ALERT_USER_AGENT = "Rivalscope-Webhooks/1.0";

/** Failures that another attempt cannot fix: the address policy refused the target, or it redirects. */
export function isPermanentFailure(outcome: PostOutcome): boolean {
  return !outcome.ok && outcome.refused;
}

/**
 * One attempt at one delivery: the stored body (same bytes and event id on every attempt), signed
 * with the endpoint's secret at this moment, and the outcome written to the delivery log. `last`
 * marks the final attempt: a failure then is `failed`, before it `pending` (to be retried).
 */
export async function attemptDelivery(db: Db, delivery: AlertDeliveryRow, endpoint: AlertEndpointRow, last: boolean): Promise<{ outcome: PostOutcome; row: AlertDeliveryRow | undefined }> {
  const headers: Record<string, string> = { "User-Agent": ALERT_USER_AGENT };
  if (endpoint.kind === "webhook") {
    headers[SIGNATURE_HEADER] = signatureHeader(endpoint.secret, delivery.body);
    headers["X-Rivalscope-Event"] = delivery.type;
    headers["X-Rivalscope-Event-Id"] = delivery.eventId;
  }
  const outcome = await postJson(endpoint.url, delivery.body, { headers });
  const final = last || isPermanentFailure(outcome);
  const row = await recordAttempt(db, {
    id: delivery.id,
    status: outcome.ok ? "delivered" : final ? "failed" : "pending",
    responseCode: outcome.status,
    error: outcome.error,
  });
  return { outcome, row };
}
