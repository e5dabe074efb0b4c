import { z } from "zod";
import type { Db } from "@/db/client";
import { findUserByEmail } from "@/db/queries/users";
import { env } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { defineJob } from "@/lib/jobs/types";
import { renderEmail } from "./email-render";
import { sendEmail } from "./send-email";

const HOUR_MS = 3_600_000;

/**
 * A signup that named an address with an account: its owner is told (at most once an hour, so repeated
 * attempts cannot flood the inbox), while the signup itself answered as it does for a new address.
 */
export const signupExistsEmailJob = defineJob({
  name: "email.signup-exists",
  payload: z.object({ email: z.string().max(320), hour: z.number().int() }),
  async run({ email, hour }, { db, step }) {
    const user = await findUserByEmail(db, { email });
    if (!user) return { status: "skipped", reason: "no account with this e-mail" };
    const outcome = await step.run("send", async () => {
      const { default: Template, signupExistsSubject } = await import("@/emails/signup-exists");
      const { html, text } = await renderEmail(Template, { userName: user.name, loginUrl: `${env().APP_URL}/login`, forgotUrl: `${env().APP_URL}/forgot-password` });
      return sendEmail(db, { userId: user.id, kind: "signup-exists", dedupeKey: `signup-exists:${user.id}:${hour}`, to: user.email, subject: signupExistsSubject(), html, text });
    });
    return { status: "complete", email: outcome.status };
  },
});

export async function enqueueSignupExistsEmail(db: Db, email: string): Promise<void> {
  const hour = Math.floor(Date.now() / HOUR_MS);
  const address = email.trim().toLowerCase();
  await enqueueJob(db, { job: signupExistsEmailJob, payload: { email: address, hour }, jobKey: `signup-exists:${address}:${hour}` });
}
