import { z } from "zod";
import type { Db } from "@/db/client";
import { competitorNames } from "@/db/queries/competitors";
import { getUser } from "@/db/queries/users";
import { env } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { defineJob } from "@/lib/jobs/types";
import { renderEmail } from "./email-render";
import { sendEmail } from "./send-email";

const payload = z.object({
  userId: z.string().uuid(),
  planName: z.string().max(40),
  limit: z.number().int(),
  competitorIds: z.array(z.string().uuid()).max(10_000),
  key: z.string().max(200),
});

/**
 * Tells the owner which competitors a plan change paused (the newest over the new plan's limit).
 * An account notice: sent whatever the reader's alert preferences, once per plan change.
 */
export const planPausedEmailJob = defineJob({
  name: "email.plan-paused",
  payload,
  async run({ userId, planName, limit, competitorIds, key }, { db, step }) {
    const user = await getUser(db, { userId });
    if (!user) return { status: "skipped", reason: "user deleted" };
    const outcome = await step.run("send", async () => {
      const byId = await competitorNames(db, { userId, ids: competitorIds });
      const paused = competitorIds.map((id) => byId.get(id)).filter((n): n is string => Boolean(n));
      const { default: Template, planPausedSubject } = await import("@/emails/plan-paused");
      const props = { userName: user.name, planName, limit, paused, upgradeUrl: `${env().APP_URL}/settings/billing` };
      const { html, text } = await renderEmail(Template, props);
      return sendEmail(db, { userId, kind: "plan-paused", dedupeKey: `plan-paused:${key}`, to: user.email, subject: planPausedSubject(props), html, text });
    });
    return { status: "complete", email: outcome.status };
  },
});

/** Queues the notice in the caller's transaction (it goes out only if the plan change commits). */
export async function enqueuePlanPausedEmail(db: Db, params: z.infer<typeof payload>): Promise<void> {
  await enqueueJob(db, { job: planPausedEmailJob, payload: params, jobKey: `plan-paused:${params.key}` });
}
