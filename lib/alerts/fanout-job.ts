import { z } from "zod";
import type { Db } from "@/db/client";
import { getChange } from "@/db/queries/changes";
import { endpointsForChange, insertDelivery } from "@/db/queries/alerts";
import { hasFeature } from "@/lib/billing/limits";
import { changeDto } from "@/lib/changes/dto";
import { env } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { defineJob } from "@/lib/jobs/types";
import { alertDeliveryJob } from "./deliver-job";
import { alertBody, changeEventId } from "./payload";

const payload = z.object({
  userId: z.string().uuid(),
  scanJobId: z.string().min(1).max(200),
  changeIds: z.array(z.string().uuid()).max(1000),
});

/**
 * For each change of a scan, one delivery per enabled endpoint whose filters match, each sent by its
 * own job. Written in one transaction with their jobs; the event id is derived from endpoint and
 * change, so a re-run adds nothing. Gated by plan like e-mail alerts.
 */
export const alertFanoutJob = defineJob({
  name: "alerts.fanout",
  payload,
  async run(p, { db, step }) {
    if (!(await hasFeature(db, p.userId, "emailAlerts"))) return { status: "skipped", reason: "plan has no alerts" };
    const appUrl = env().APP_URL;
    const queued = await step.tx("plan", async (tx) => {
      let n = 0;
      for (const changeId of p.changeIds) {
        const c = await getChange(tx, { userId: p.userId, id: changeId });
        if (!c) continue;
        const change = changeDto(c);
        for (const endpoint of await endpointsForChange(tx, { userId: p.userId, type: c.type, importance: c.importance })) {
          const eventId = changeEventId(endpoint.id, c.id);
          const body = alertBody(endpoint.kind === "slack" ? "slack" : "webhook", { id: eventId, type: "change.created", change, appUrl });
          const row = await insertDelivery(tx, { userId: p.userId, endpointId: endpoint.id, eventId, type: "change.created", changeId: c.id, body });
          if (!row) continue;
          await enqueueJob(tx, { job: alertDeliveryJob, payload: { deliveryId: row.id }, jobKey: `alert-delivery:${row.id}` });
          n++;
        }
      }
      return n;
    });
    return { status: "complete", deliveries: queued };
  },
});

/** Called with the e-mail alert when a scan stores changes: at most one fan-out per scan (job key). */
export async function enqueueAlertFanout(db: Db, params: z.infer<typeof payload>): Promise<void> {
  if (params.changeIds.length === 0) return;
  await enqueueJob(db, { job: alertFanoutJob, payload: payload.parse(params), jobKey: `alert-fanout:${params.scanJobId}` });
}
