import { z } from "zod";
import type { Db } from "@/db/client";
import { getUser } from "@/db/queries/users";
import { getDigestChanges, getDigestReports, listDigestRecipients } from "@/db/queries/emails";
import { effectivePlan } from "@/lib/billing/limits";
import { env } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { defineJob } from "@/lib/jobs/types";
import type { DigestInsight, DigestPrediction } from "@/emails/weekly-digest";
import { sendTemplateEmail } from "./email-render";

const DAY_MS = 86_400_000;
const TOP_CHANGES = 8;
const TOP_INSIGHTS = 3;

/** The digest covers the full week (Monday 00:00 UTC to Monday 00:00 UTC) before the Monday of `now`. */
export function digestWindow(now: Date): { from: Date; to: Date } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  to.setUTCDate(to.getUTCDate() - ((to.getUTCDay() + 6) % 7));
  return { from: new Date(to.getTime() - 7 * DAY_MS), to };
}

export const digestDedupeKey = (userId: string, from: Date) => `weekly-digest:${userId}:${from.toISOString().slice(0, 10)}`;

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : v && typeof v === "object" ? [v] : []);

function confidence(v: unknown): number | null {
  if (typeof v !== "number" || !Number.isFinite(v)) return null;
  return v > 1 ? Math.min(1, v / 100) : Math.max(0, v);
}

/** Reads insights and predictions out of intelligence reports, whatever optional fields they carry. */
export function extractReportHighlights(rows: { report: Json; competitorName: string | null }[]): { insights: DigestInsight[]; predictions: DigestPrediction[] } {
  const insights: DigestInsight[] = [];
  const predictions: DigestPrediction[] = [];
  for (const { report, competitorName } of rows) {
    for (const p of [...arr(report.predictions), ...arr(report.nextPrediction)]) {
      if (typeof p === "string") predictions.push({ what: p, when: null, confidence: null, competitorName });
      else if (p && typeof p === "object") {
        const o = p as Json;
        const what = str(o.what) ?? str(o.prediction) ?? str(o.title);
        if (what) predictions.push({ what, when: str(o.when) ?? str(o.timeframe), confidence: confidence(o.confidence), competitorName });
      }
    }
    for (const i of [...arr(report.insights), ...arr(report.keyInsights), ...arr(report.recentLearning)]) {
      if (typeof i === "string") insights.push({ title: i, detail: null, competitorName });
      else if (i && typeof i === "object") {
        const o = i as Json;
        const title = str(o.title) ?? str(o.insight) ?? str(o.summary);
        if (title) insights.push({ title, detail: str(o.detail) ?? str(o.description) ?? str(o.basedOn), competitorName });
      }
    }
    const summary = str(report.summary);
    if (summary && insights.length === 0) insights.push({ title: summary, detail: null, competitorName });
  }
  predictions.sort((a, b) => (b.confidence ?? 0) - (a.confidence ?? 0));
  return { insights: insights.slice(0, TOP_INSIGHTS), predictions: predictions.slice(0, TOP_INSIGHTS) };
}

const userPayload = z.object({ userId: z.string().uuid(), from: z.string().datetime(), to: z.string().datetime() });

/** One user's digest: the week's changes, the top insights and predictions, respecting the preference. */
export const weeklyDigestUserJob = defineJob({
  name: "email.weekly-digest-user",
  payload: userPayload,
  async run(p, { db, step }) {
    const user = await getUser(db, { userId: p.userId });
    if (!user) return { status: "skipped", reason: "user deleted" };
    if (!user.weeklyDigest) return { status: "skipped", reason: "weekly digest is turned off" };
    if (!user.emailVerifiedAt) return { status: "skipped", reason: "e-mail address not verified" };
    const from = new Date(p.from);
    const to = new Date(p.to);
    const outcome = await step.run("send", async () => {
      const { default: WeeklyDigestEmail, weeklyDigestSubject } = await import("@/emails/weekly-digest");
      const data = await getDigestChanges(db, { userId: p.userId, from, to, top: TOP_CHANGES });
      const reports = await getDigestReports(db, { userId: p.userId, from, to, limit: 20 });
      const { insights, predictions } = extractReportHighlights(reports.map((r) => ({ report: r.report, competitorName: r.competitorName })));
      const plan = await effectivePlan(db, p.userId);
      const totals = data.totals ?? { changes: 0, high: 0, competitors: 0 };
      return sendTemplateEmail(db, {
        userId: p.userId,
        to: user.email,
        kind: "weekly-digest",
        dedupeKey: digestDedupeKey(p.userId, from),
        subject: weeklyDigestSubject({ totals }),
        topic: "weeklyDigest",
        Template: WeeklyDigestEmail,
        props: {
          userName: user.name,
          weekStart: from.toISOString(),
          weekEnd: new Date(to.getTime() - 1).toISOString(),
          totals,
          byType: data.byType,
          topChanges: data.top.map((c) => ({ ...c, detectedAt: c.detectedAt.toISOString() })),
          insights,
          predictions,
          onFreePlan: plan.plan === "free",
          dashboardUrl: `${env().APP_URL}/dashboard/changes`,
          upgradeUrl: `${env().APP_URL}/pricing`,
        },
      });
    });
    return { status: "complete", email: outcome.status };
  },
});

/** Monday 09:00 (cron): one digest job per user who wants it; job keys and the send log prevent repeats. */
export const weeklyDigestJob = defineJob({
  name: "email.weekly-digest",
  payload: z.object({}).passthrough(),
  async run(_payload, { db, step }) {
    const { from, to } = digestWindow(new Date());
    const enqueued = await step.run("fan-out", () => enqueueDigests(db, from, to));
    return { status: "complete", enqueued, week: from.toISOString().slice(0, 10) };
  },
});

export async function enqueueDigests(db: Db, from: Date, to: Date): Promise<number> {
  let after: string | null = null;
  let n = 0;
  for (;;) {
    const ids = await listDigestRecipients(db, { afterUserId: after, limit: 500 });
    for (const userId of ids) {
      await enqueueJob(db, { job: weeklyDigestUserJob, payload: { userId, from: from.toISOString(), to: to.toISOString() }, jobKey: digestDedupeKey(userId, from) });
      n += 1;
    }
    if (ids.length < 500) return n;
    after = ids[ids.length - 1];
  }
}
