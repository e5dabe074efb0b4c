import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { changes, competitors, emails, intelligenceReports, subscriptions, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import type { JobDefinition } from "@/lib/jobs/types";
import { makeUser } from "@/tests/helpers/http";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend-server";
import { changeAlertJob, enqueueChangeAlert } from "./email-change-alert";
import { digestWindow, extractReportHighlights, weeklyDigestUserJob } from "./email-weekly-digest";
import { trialEndingJob } from "./email-trial-ending";
import { welcomeEmailJob } from "./welcome";
import { verifyUnsubscribeToken } from "./email-unsubscribe";

const saved = { ...process.env };
let resend: FakeResend;

function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

let run = 0;
/** Runs a job as the worker does: the same run id across attempts, so finished steps are not repeated. */
function runner<P>(def: JobDefinition<P>, payload: unknown) {
  const runId = `test:${def.name}:${++run}`;
  let attempt = 0;
  return () => executeJob(def, payload, { db: getDb(), step: dbStep(getDb(), runId), attempt: ++attempt, maxAttempts: 3, log: () => {} });
}

async function competitorWithChanges(userId: string, importances: string[]) {
  const db = getDb();
  const [c] = await db.insert(competitors).values({ userId, name: "Acme Analytics", url: "https://acme.example", domain: "acme.example", status: "active" }).returning();
  const rows = await db
    .insert(changes)
    .values(importances.map((importance, i) => ({ userId, competitorId: c.id, type: i % 2 ? "feature" : "pricing", importance, description: `${importance} change ${i}`, url: "https://acme.example/pricing" })))
    .returning();
  return { competitor: c, changeIds: rows.map((r) => r.id) };
}

const mailsTo = (email: string) => resend.mails.filter((m) => m.to[0] === email);

beforeAll(async () => {
  resend = await startFakeResend();
  setEnv({ RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resend.url, APP_URL: "https://app.rivalscope.test", EMAIL_FROM: "Rivalscope <alerts@rivalscope.test>" });
});
afterAll(async () => {
  await resend.close();
  setEnv({ RESEND_API_KEY: saved.RESEND_API_KEY, RESEND_BASE_URL: saved.RESEND_BASE_URL, APP_URL: saved.APP_URL, EMAIL_FROM: saved.EMAIL_FROM });
  await closeDb();
});
beforeEach(() => resend.failNext(0));

describe("sending through Resend", () => {
  it("sends with List-Unsubscribe (https + mailto), one-click List-Unsubscribe-Post and an idempotency key", async () => {
    const { user } = await makeUser("Wendy Welcome");
    await runner(welcomeEmailJob, { userId: user.id })();
    const [mail] = mailsTo(user.email);
    expect(mail.subject).toBe("Welcome to Rivalscope");
    expect(mail.from).toBe("Rivalscope <alerts@rivalscope.test>");
    expect(mail.html).toContain("Wendy Welcome");
    expect(mail.text).toContain("14-day Pro trial");
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const m = /^<(https:\/\/app\.rivalscope\.test\/api\/unsubscribe\?token=[^>]+)>, <(mailto:unsubscribe@rivalscope\.test\?subject=[^>]+)>$/.exec(mail.headers["List-Unsubscribe"]);
    expect(m).not.toBeNull();
    const token = new URL(m![1]).searchParams.get("token");
    expect(verifyUnsubscribeToken(token)).toEqual({ userId: user.id, topic: "all" });
    const req = resend.requests.find((r) => r.body.to[0] === user.email)!;
    expect(req.headers["idempotency-key"]).toBe(`welcome:${user.id}`);
    const [row] = await getDb().select().from(emails).where(eq(emails.userId, user.id));
    expect(row).toMatchObject({ status: "sent", provider: "resend", providerId: expect.stringMatching(/^re_fake_/) });
  });

  it("a retried job never mails twice: a failed send is retried, a sent one is never repeated", async () => {
    const { user } = await makeUser();
    resend.failNext(1);
    const attempt = runner(welcomeEmailJob, { userId: user.id });
    await expect(attempt()).rejects.toThrow(/Resend refused/);
    let [row] = await getDb().select().from(emails).where(eq(emails.userId, user.id));
    expect(row.status).toBe("failed");
    expect(row.error).toBe("HTTP 500 internal_server_error: Temporary failure");
    await attempt();
    [row] = await getDb().select().from(emails).where(eq(emails.userId, user.id));
    expect(row.status).toBe("sent");
    await attempt();
    await runner(welcomeEmailJob, { userId: user.id })();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(resend.requests.filter((r) => r.body.to[0] === user.email)).toHaveLength(2);
  });
});

describe("outbox (no RESEND_API_KEY)", () => {
  it("keeps the rendered mail in the outbox instead of sending", async () => {
    setEnv({ RESEND_API_KEY: undefined });
    try {
      const { user } = await makeUser();
      await runner(welcomeEmailJob, { userId: user.id })();
      expect(mailsTo(user.email)).toHaveLength(0);
      const [row] = await getDb().select().from(emails).where(eq(emails.userId, user.id));
      expect(row).toMatchObject({ status: "outbox", provider: "outbox", kind: "welcome" });
      expect(row.html).toContain("<html");
    } finally {
      setEnv({ RESEND_API_KEY: "re_test_key" });
    }
  });
});

describe("change alerts", () => {
  it("batches a scan's high-importance changes into one mail, once", async () => {
    const { user } = await makeUser();
    const { competitor, changeIds } = await competitorWithChanges(user.id, ["high", "low", "high", "medium"]);
    const payload = { userId: user.id, competitorId: competitor.id, scanJobId: `scan-${user.id}`, changeIds };
    const result = await runner(changeAlertJob, payload)();
    expect(result).toMatchObject({ status: "complete", email: "sent", changes: 2 });
    await runner(changeAlertJob, payload)();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Acme Analytics: 2 important changes detected");
    expect(mails[0].html).toContain("high change 0");
    expect(mails[0].html).toContain("high change 2");
    expect(mails[0].html).not.toContain("low change 1");
    expect(verifyUnsubscribeToken(new URL(/<([^>]+)>/.exec(mails[0].headers["List-Unsubscribe"])![1]).searchParams.get("token"))!.topic).toBe("changeAlerts");
  });

  it("respects the changeAlerts preference and the plan gate, and skips scans without high changes", async () => {
    const off = await makeUser();
    await getDb().update(users).set({ changeAlerts: false }).where(eq(users.id, off.user.id));
    const a = await competitorWithChanges(off.user.id, ["high"]);
    expect(await runner(changeAlertJob, { userId: off.user.id, competitorId: a.competitor.id, scanJobId: "s-off", changeIds: a.changeIds })()).toMatchObject({ status: "skipped" });

    const free = await makeUser();
    await getDb().update(subscriptions).set({ plan: "free", status: "free" }).where(eq(subscriptions.userId, free.user.id));
    const b = await competitorWithChanges(free.user.id, ["high"]);
    expect(await runner(changeAlertJob, { userId: free.user.id, competitorId: b.competitor.id, scanJobId: "s-free", changeIds: b.changeIds })()).toMatchObject({ status: "skipped", reason: "plan has no email alerts" });

    const quiet = await makeUser();
    const c = await competitorWithChanges(quiet.user.id, ["low", "medium"]);
    expect(await runner(changeAlertJob, { userId: quiet.user.id, competitorId: c.competitor.id, scanJobId: "s-quiet", changeIds: c.changeIds })()).toMatchObject({ status: "skipped" });

    // Another user's changes are never mailed.
    expect(await runner(changeAlertJob, { userId: quiet.user.id, competitorId: a.competitor.id, scanJobId: "s-x", changeIds: a.changeIds })()).toMatchObject({ status: "skipped" });
    for (const u of [off, free, quiet]) expect(mailsTo(u.user.email)).toHaveLength(0);
  });

  it("enqueueChangeAlert adds one queue entry per scan", async () => {
    const { user } = await makeUser();
    const { competitor, changeIds } = await competitorWithChanges(user.id, ["high"]);
    const scanJobId = `scan-enqueue-${user.id}`;
    await enqueueChangeAlert(getDb(), { userId: user.id, competitorId: competitor.id, scanJobId, changeIds });
    await enqueueChangeAlert(getDb(), { userId: user.id, competitorId: competitor.id, scanJobId, changeIds });
    await enqueueChangeAlert(getDb(), { userId: user.id, competitorId: competitor.id, scanJobId: "empty", changeIds: [] });
    const r = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs where key = ${`change-alert:${scanJobId}`}`);
    expect(r.rows[0].n).toBe(1);
  });
});

describe("weekly digest", () => {
  it("covers the previous Monday-to-Monday week", () => {
    const w = digestWindow(new Date("2026-03-09T09:00:00Z"));
    expect([w.from.toISOString(), w.to.toISOString()]).toEqual(["2026-03-02T00:00:00.000Z", "2026-03-09T00:00:00.000Z"]);
    expect(digestWindow(new Date("2026-03-11T10:00:00Z")).to.toISOString()).toBe("2026-03-09T00:00:00.000Z");
  });

  it("mails the user's week of changes with top insights and predictions, once", async () => {
    const { user } = await makeUser("Dana Digest");
    const { competitor } = await competitorWithChanges(user.id, ["high", "medium", "low"]);
    await getDb().insert(intelligenceReports).values({ userId: user.id, competitorId: competitor.id, report: { insights: [{ title: "Acme moves up-market" }], predictions: [{ what: "Enterprise tier launch", when: "within 30 days", confidence: 72 }] } });
    const from = new Date(Date.now() - 86_400_000);
    const payload = { userId: user.id, from: from.toISOString(), to: new Date(Date.now() + 60_000).toISOString() };
    await runner(weeklyDigestUserJob, payload)();
    await runner(weeklyDigestUserJob, payload)();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your weekly Rivalscope digest: 3 changes, 1 important");
    for (const s of ["Dana Digest", "high change 0", "Acme moves up-market", "Enterprise tier launch", "72% confidence"]) expect(mails[0].html).toContain(s);
  });

  it("respects the weeklyDigest preference", async () => {
    const { user } = await makeUser();
    await getDb().update(users).set({ weeklyDigest: false }).where(eq(users.id, user.id));
    const r = await runner(weeklyDigestUserJob, { userId: user.id, from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date().toISOString() })();
    expect(r).toMatchObject({ status: "skipped", reason: "weekly digest is turned off" });
  });

  it("reads insights and predictions from reports of any shape", () => {
    const h = extractReportHighlights([
      { report: { summary: "Pricing pressure rising", nextPrediction: { what: "Price cut", when: "next month", confidence: 0.4 } }, competitorName: "A" },
      { report: { recentLearning: [{ insight: "Pricing changes matter", basedOn: "12 ratings" }], predictions: ["Launch soon"] }, competitorName: null },
    ]);
    expect(h.insights.map((i) => i.title)).toEqual(["Pricing pressure rising", "Pricing changes matter"]);
    expect(h.predictions.map((p) => p.what)).toEqual(["Price cut", "Launch soon"]);
  });
});

describe("trial ending", () => {
  it("reminds trials ending within three days, once", async () => {
    const soon = await makeUser("Tess Trial");
    const later = await makeUser();
    await getDb().update(subscriptions).set({ trialEndsAt: new Date(Date.now() + 2.5 * 86_400_000) }).where(eq(subscriptions.userId, soon.user.id));
    await runner(trialEndingJob, {})();
    await runner(trialEndingJob, {})();
    const mails = mailsTo(soon.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your Rivalscope Pro trial ends in 3 days");
    expect(mails[0].html).toContain("Tess Trial");
    expect(mailsTo(later.user.email)).toHaveLength(0);
  });
});
