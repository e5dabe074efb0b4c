import { z } from "zod";
import type { Db } from "@/db/client";
import { getUser } from "@/db/queries/users";
import { getSubscriptionRow } from "@/db/queries/billing";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { defineJob } from "@/lib/jobs/types";
import { env } from "@/lib/env";
import { PLANS, TRIAL_DAYS } from "@/lib/billing/plans";
import { sendTemplateEmail } from "./email-render";
import { optedOutOfAll } from "./email-unsubscribe";

export const welcomeEmailJob = defineJob({
  name: "email.welcome",
  payload: z.object({ userId: z.string().uuid() }),
  async run({ userId }, { db, step }) {
    const user = await getUser(db, { userId });
    if (!user) return { status: "skipped", reason: "user deleted" };
    if (optedOutOfAll(user)) return { status: "skipped", reason: "all e-mails turned off" };
    const outcome = await step.run("send", async () => {
      const { default: WelcomeEmail, welcomeSubject } = await import("@/emails/welcome");
      const sub = await getSubscriptionRow(db, { userId });
      return sendTemplateEmail(db, {
        userId,
        to: user.email,
        kind: "welcome",
        dedupeKey: `welcome:${userId}`,
        subject: welcomeSubject(),
        topic: "all",
        Template: WelcomeEmail,
        props: {
          userName: user.name,
          trialDays: TRIAL_DAYS,
          trialEndsAt: sub?.status === "trialing" && sub.trialEndsAt ? sub.trialEndsAt.toISOString() : null,
          proCompetitorLimit: PLANS.pro.competitorLimit,
          dashboardUrl: `${env().APP_URL}/dashboard`,
        },
      });
    });
    return { status: "complete", email: outcome.status };
  },
});

export async function enqueueWelcomeEmail(db: Db, userId: string): Promise<void> {
  await enqueueJob(db, { job: welcomeEmailJob, payload: { userId }, jobKey: `welcome:${userId}` });
}
