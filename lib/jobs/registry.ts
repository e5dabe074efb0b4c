import type { JobDefinition } from "./types";
import { welcomeEmailJob } from "@/lib/notify/welcome";
import { passwordChangedEmailJob, passwordResetEmailJob, verifyEmailJob } from "@/lib/notify/email-account";
import { signupExistsEmailJob } from "@/lib/notify/email-signup-exists";
import { changeAlertJob } from "@/lib/notify/email-change-alert";
import { weeklyDigestJob, weeklyDigestUserJob } from "@/lib/notify/email-weekly-digest";
import { trialEndingJob } from "@/lib/notify/email-trial-ending";
import { planPausedEmailJob } from "@/lib/notify/email-plan-paused";
import { trialExpiryJob } from "@/lib/billing/trial-expiry";
import { retentionJob } from "@/lib/billing/retention";
import { scanJob } from "@/lib/monitor/scan-job";
import { scheduleJob } from "@/lib/monitor/schedule-job";
import { psychologyJob } from "@/lib/analysis/psychology/job";
import { insightsJob } from "@/lib/analysis/report/job";
import { alertDeliveryJob } from "@/lib/alerts/deliver-job";
import { alertFanoutJob } from "@/lib/alerts/fanout-job";

/** Every job the worker (or Inngest) runs. Domains add theirs here. */
const builtIn: JobDefinition<never>[] = [
  welcomeEmailJob,
  passwordResetEmailJob,
  verifyEmailJob,
  passwordChangedEmailJob,
  signupExistsEmailJob,
  changeAlertJob,
  weeklyDigestJob,
  weeklyDigestUserJob,
  trialEndingJob,
  planPausedEmailJob,
  trialExpiryJob,
  retentionJob,
  scanJob,
  scheduleJob,
  psychologyJob,
  insightsJob,
  alertFanoutJob,
  alertDeliveryJob,
] as unknown as JobDefinition<never>[];
const extra: JobDefinition<never>[] = [];

export function jobRegistry(): JobDefinition<never>[] {
  return [...builtIn, ...extra];
}

/** Adds a job definition at run time (plugins, and tests exercising the queue with their own jobs). */
export function registerJob<P>(def: JobDefinition<P>): void {
  const i = extra.findIndex((d) => d.name === def.name);
  if (i >= 0) extra.splice(i, 1);
  extra.push(def as unknown as JobDefinition<never>);
}

/** Recurring jobs (cron expression in UTC → task). Served as graphile-worker cron items and as Inngest cron functions. */
export const SCHEDULES: { cron: string; task: string }[] = [
  { cron: "* * * * *", task: "scan.schedule" },
  { cron: "0 * * * *", task: "billing.trial-expiry" },
  { cron: "15 * * * *", task: "email.trial-ending" },
  { cron: "30 3 * * *", task: "billing.retention" },
  { cron: "0 9 * * 1", task: "email.weekly-digest" },
];
