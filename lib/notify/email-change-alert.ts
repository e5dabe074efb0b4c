import { z } from "zod";
import type { Db } from "@/db/client";
import { getUser } from "@/db/queries/users";
import { getChangesForAlert, getCompetitorName } from "@/db/queries/emails";
import { hasFeature } from "@/lib/billing/limits";
import { env } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { defineJob } from "@/lib/jobs/types";
import { planRowsOf } from "@/lib/changes/plan-table";
import { factOf } from "@/lib/changes/fact-view";
import { screenshotUrl } from "@/lib/changes/dto";
import { sendTemplateEmail } from "./email-render";

/** Only high-importance changes are mailed; the rest wait for the feed and the weekly digest. */
export const ALERT_IMPORTANCE = ["high"];

const payload = z.object({
  userId: z.string().uuid(),
  competitorId: z.string().uuid(),
  scanJobId: z.string().min(1).max(200),
  changeIds: z.array(z.string().uuid()).max(1000),
});
export type ChangeAlertPayload = z.infer<typeof payload>;

export const changeAlertDedupeKey = (scanJobId: string) => `change-alert:${scanJobId}`;

/**
 * One mail per scan with every high-importance change it found, when the user wants change alerts
 * and the plan includes email alerts. The send log's dedupe key (per scan) means a retried job, or a
 * second enqueue for the same scan, never mails twice.
 */
export const changeAlertJob = defineJob({
  name: "email.change-alert",
  payload,
  async run(p, { db, step }) {
    const user = await getUser(db, { userId: p.userId });
    if (!user) return { status: "skipped", reason: "user deleted" };
    if (!user.changeAlerts) return { status: "skipped", reason: "change alerts are turned off" };
    if (!user.emailVerifiedAt) return { status: "skipped", reason: "e-mail address not verified" };
    if (!(await hasFeature(db, p.userId, "emailAlerts"))) return { status: "skipped", reason: "plan has no email alerts" };
    const items = await getChangesForAlert(db, { userId: p.userId, competitorId: p.competitorId, changeIds: p.changeIds, importance: ALERT_IMPORTANCE });
    if (items.length === 0) return { status: "skipped", reason: "no high-importance changes" };
    const competitor = await getCompetitorName(db, { userId: p.userId, competitorId: p.competitorId });
    if (!competitor) return { status: "skipped", reason: "competitor deleted" };
    const outcome = await step.run("send", async () => {
      const { default: ChangeAlertEmail, changeAlertSubject } = await import("@/emails/change-alert");
      const shot = (rel: string | null) => {
        const path = screenshotUrl(p.competitorId, rel);
        return path ? `${env().APP_URL.replace(/\/+$/, "")}${path}` : null;
      };
      const changes = items.map((c) => ({
        id: c.id,
        type: c.type,
        importance: c.importance,
        description: c.description,
        url: c.url,
        detectedAt: c.detectedAt.toISOString(),
        plans: planRowsOf(c.facts),
        fact: factOf(c.facts),
        screenshotUrl: shot(c.screenshot),
      }));
      return sendTemplateEmail(db, {
        userId: p.userId,
        to: user.email,
        kind: "change-alert",
        dedupeKey: changeAlertDedupeKey(p.scanJobId),
        subject: changeAlertSubject({ competitorName: competitor.name, changes }),
        topic: "changeAlerts",
        Template: ChangeAlertEmail,
        props: {
          userName: user.name,
          competitorName: competitor.name,
          competitorDomain: competitor.domain,
          changes,
          viewUrl: `${env().APP_URL}/dashboard/changes?competitorId=${p.competitorId}`,
        },
      });
    });
    return { status: "complete", email: outcome.status, changes: items.length };
  },
});

/**
 * Called by the scan pipeline once per scan with the ids of the changes it stored. Enqueues at most
 * one alert job per scan (job key); the job picks the high-importance ones and applies the gates.
 */
export async function enqueueChangeAlert(db: Db, params: ChangeAlertPayload): Promise<void> {
  if (params.changeIds.length === 0) return;
  await enqueueJob(db, { job: changeAlertJob, payload: payload.parse(params), jobKey: changeAlertDedupeKey(params.scanJobId) });
}
