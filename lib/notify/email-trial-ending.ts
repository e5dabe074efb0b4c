import { z } from "zod";
import type { Db } from "@/db/client";
import { getUser } from "@/db/queries/users";
import { countTrackedCompetitors, listTrialsEndingSoon } from "@/db/queries/billing";
import { PLANS, formatPlanPrice } from "@/lib/billing/plans";
import { daysLeft } from "@/lib/billing/subscription";
import { env } from "@/lib/env";
import { defineJob } from "@/lib/jobs/types";
import { sendTemplateEmail } from "./email-render";
import { optedOutOfAll } from "./email-unsubscribe";
import type { SendOutcome } from "./send-email";

/** The reminder goes out once the trial has this many days or fewer left. */
export const TRIAL_REMINDER_DAYS = 3;

export const trialEndingDedupeKey = (userId: string) => `trial-ending:${userId}`;

/** One reminder per trial (dedupe key per user: an account has one trial). */
export async function sendTrialEndingEmail(db: Db, userId: string, trialEndsAt: Date, now: Date = new Date()): Promise<SendOutcome | { status: "skipped"; id: null }> {
  const user = await getUser(db, { userId });
  if (!user || optedOutOfAll(user)) return { status: "skipped", id: null };
  const { default: TrialEndingEmail, trialEndingSubject } = await import("@/emails/trial-ending");
  const left = Math.max(1, daysLeft(trialEndsAt, now));
  return sendTemplateEmail(db, {
    userId,
    to: user.email,
    kind: "trial-ending",
    dedupeKey: trialEndingDedupeKey(userId),
    subject: trialEndingSubject({ daysLeft: left }),
    topic: "all",
    Template: TrialEndingEmail,
    props: {
      userName: user.name,
      daysLeft: left,
      trialEndsAt: trialEndsAt.toISOString(),
      competitorCount: await countTrackedCompetitors(db, { userId }),
      freeLimit: PLANS.free.competitorLimit,
      proPrice: formatPlanPrice(PLANS.pro),
      upgradeUrl: `${env().APP_URL}/settings/billing`,
    },
  });
}

/** Hourly (cron): trials ending within three days get their reminder. */
export const trialEndingJob = defineJob({
  name: "email.trial-ending",
  payload: z.object({}).passthrough(),
  async run(_payload, { db, step }) {
    const now = new Date();
    const due = await listTrialsEndingSoon(db, { now, until: new Date(now.getTime() + TRIAL_REMINDER_DAYS * 86_400_000), limit: 500 });
    let sent = 0;
    for (const { userId, trialEndsAt } of due) {
      if (!trialEndsAt) continue;
      const r = await step.run(`send:${userId}`, () => sendTrialEndingEmail(db, userId, trialEndsAt, now));
      if (r.status === "sent" || r.status === "outbox") sent += 1;
    }
    return { status: "complete", due: due.length, sent };
  },
});
