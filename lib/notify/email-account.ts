import crypto from "node:crypto";
import { z } from "zod";
import type { Db } from "@/db/client";
import { findUserByEmail, getUser } from "@/db/queries/users";
import { issueAccountToken, PASSWORD_RESET_TTL_S, VERIFY_EMAIL_TTL_S } from "@/lib/auth/account-tokens";
import { env } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { defineJob } from "@/lib/jobs/types";
import { renderEmail } from "./email-render";
import { sendEmail } from "./send-email";

/**
 * Account-security mails (password reset, e-mail verification, password changed). They go through
 * the one sendEmail() path (Resend, or the outbox) like every mail, but whatever the reader's
 * preferences and without unsubscribe links: they are answers to the reader's own requests.
 * The token is created and mailed in the same step, so a raw token is never stored anywhere.
 */

const appUrl = (path: string) => `${env().APP_URL}${path}`;

export const passwordResetEmailJob = defineJob({
  name: "email.password-reset",
  payload: z.object({ email: z.string().max(320), requestId: z.string().uuid() }),
  async run({ email, requestId }, { db, step }) {
    const user = await findUserByEmail(db, { email });
    // Nothing is mailed to an address without an account, and the caller was told nothing either way.
    if (!user) return { status: "skipped", reason: "no account with this e-mail" };
    const outcome = await step.run("send", async () => {
      const { default: Template, passwordResetSubject } = await import("@/emails/password-reset");
      const token = await issueAccountToken(db, { userId: user.id, purpose: "password_reset" });
      const { html, text } = await renderEmail(Template, {
        userName: user.name,
        resetUrl: appUrl(`/reset-password?token=${encodeURIComponent(token)}`),
        validMinutes: PASSWORD_RESET_TTL_S / 60,
        forgotUrl: appUrl("/forgot-password"),
      });
      return sendEmail(db, { userId: user.id, kind: "password-reset", dedupeKey: `password-reset:${requestId}`, to: user.email, subject: passwordResetSubject(), html, text });
    });
    return { status: "complete", email: outcome.status };
  },
});

export const verifyEmailJob = defineJob({
  name: "email.verify",
  payload: z.object({ userId: z.string().uuid(), requestId: z.string().uuid() }),
  async run({ userId, requestId }, { db, step }) {
    const user = await getUser(db, { userId });
    if (!user) return { status: "skipped", reason: "user deleted" };
    if (user.emailVerifiedAt) return { status: "skipped", reason: "already verified" };
    const outcome = await step.run("send", async () => {
      const { default: Template, verifyEmailSubject } = await import("@/emails/verify-email");
      const token = await issueAccountToken(db, { userId: user.id, purpose: "verify_email" });
      const { html, text } = await renderEmail(Template, {
        userName: user.name,
        email: user.email,
        verifyUrl: appUrl(`/verify-email?token=${encodeURIComponent(token)}`),
        validHours: VERIFY_EMAIL_TTL_S / 3600,
      });
      return sendEmail(db, { userId: user.id, kind: "verify-email", dedupeKey: `verify-email:${requestId}`, to: user.email, subject: verifyEmailSubject(), html, text });
    });
    return { status: "complete", email: outcome.status };
  },
});

export const passwordChangedEmailJob = defineJob({
  name: "email.password-changed",
  payload: z.object({ userId: z.string().uuid(), how: z.enum(["reset", "changed"]), requestId: z.string().uuid() }),
  async run({ userId, how, requestId }, { db, step }) {
    const user = await getUser(db, { userId });
    if (!user) return { status: "skipped", reason: "user deleted" };
    const outcome = await step.run("send", async () => {
      const { default: Template, passwordChangedSubject } = await import("@/emails/password-changed");
      const { html, text } = await renderEmail(Template, { userName: user.name, how, forgotUrl: appUrl("/forgot-password") });
      return sendEmail(db, { userId: user.id, kind: "password-changed", dedupeKey: `password-changed:${requestId}`, to: user.email, subject: passwordChangedSubject(), html, text });
    });
    return { status: "complete", email: outcome.status };
  },
});

/** Always enqueues (the job looks the account up), so the request does the same work for any address. */
export async function enqueuePasswordResetEmail(db: Db, email: string): Promise<void> {
  const requestId = crypto.randomUUID();
  await enqueueJob(db, { job: passwordResetEmailJob, payload: { email: email.trim().toLowerCase(), requestId }, jobKey: `password-reset:${requestId}` });
}

export async function enqueueVerifyEmail(db: Db, userId: string): Promise<void> {
  const requestId = crypto.randomUUID();
  await enqueueJob(db, { job: verifyEmailJob, payload: { userId, requestId }, jobKey: `verify-email:${requestId}` });
}

export async function enqueuePasswordChangedEmail(db: Db, userId: string, how: "reset" | "changed"): Promise<void> {
  const requestId = crypto.randomUUID();
  await enqueueJob(db, { job: passwordChangedEmailJob, payload: { userId, how, requestId }, jobKey: `password-changed:${requestId}` });
}
