import { z } from "zod";
import { abandonDelivery, claimDelivery, deliveryForSend } from "@/db/queries/alerts";
import { defineJob, PermanentJobError } from "@/lib/jobs/types";
import { attemptDelivery, isPermanentFailure } from "./deliver";
import { DELIVERY_TIMEOUT_MS } from "./post";

/** Waits before attempts 2..6: 30 s, 2 min, 10 min, 30 min, 2 h. */
const BACKOFF_SECONDS = [30, 120, 600, 1800, 7200];
/** A claim this old belongs to a run that died mid-send (an attempt lasts at most DELIVERY_TIMEOUT_MS). */
const CLAIM_STALE_SECONDS = DELIVERY_TIMEOUT_MS / 1000 + 20;

/**
 * Sends one recorded delivery. A failure is retried by the queue with backoff (each attempt in the
 * delivery log); an address the policy refuses or a redirect fails at once.
 */
export const alertDeliveryJob = defineJob({
  name: "alerts.deliver",
  payload: z.object({ deliveryId: z.string().uuid() }),
  maxAttempts: BACKOFF_SECONDS.length + 1,
  backoff: (attempt) => BACKOFF_SECONDS[Math.min(attempt, BACKOFF_SECONDS.length) - 1],
  async run({ deliveryId }, { db, attempt, maxAttempts }) {
    const found = await deliveryForSend(db, { id: deliveryId });
    if (!found) return { status: "skipped", reason: "endpoint or delivery deleted" };
    const { endpoint } = found;
    if (!endpoint.enabled) {
      await abandonDelivery(db, { id: deliveryId, error: "Not sent: the endpoint was turned off." });
      return { status: "skipped", reason: "endpoint turned off" };
    }
    const delivery = await claimDelivery(db, { id: deliveryId, staleSeconds: CLAIM_STALE_SECONDS });
    if (!delivery) return { status: "skipped", reason: `already ${found.delivery.status}` };
    const { outcome } = await attemptDelivery(db, delivery, endpoint, attempt >= maxAttempts);
    if (outcome.ok) return { status: "complete", responseCode: outcome.status };
    if (isPermanentFailure(outcome)) throw new PermanentJobError(outcome.error ?? "Delivery refused", { responseCode: outcome.status });
    throw new Error(outcome.error ?? "Delivery failed");
  },
});
