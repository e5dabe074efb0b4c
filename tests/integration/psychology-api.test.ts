import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as psychologyRoute } from "@/app/api/psychology/[competitorId]/route";
import { POST as analyzeRoute } from "@/app/api/psychology/[competitorId]/analyze/route";
import { GET as competitorPsychologyRoute } from "@/app/api/competitors/[id]/psychology/route";
import { getDb } from "@/db/client";
import { competitors, jobs, psychologyAnalyses, snapshots, subscriptions } from "@/db/schema";
import { psychologyJob } from "@/lib/analysis/psychology/job";
import { FEATURE_GATE_MESSAGES } from "@/lib/billing/limits";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import { extractSite } from "@/lib/scan/extract";
import { sitePages } from "@/tests/fixtures/fixture-sites";
import { call, makeUser } from "../helpers/http";

const db = getDb();

async function addCompetitor(userId: string, name: string, site?: string) {
  const domain = `${name.toLowerCase()}.test`;
  const [c] = await db.insert(competitors).values({ userId, name, url: `https://${domain}`, domain, status: "active" }).returning();
  if (site) {
    const r = extractSite(sitePages(site));
    const d = r.extractedData;
    await db.insert(snapshots).values({
      competitorId: c.id,
      userId,
      confidence: r.confidence,
      contentHash: `fixture-${site}`,
      metadata: { markdownLength: d.markdown.length, hasPublicPricing: true, hasPricingPage: true, pages: r.pages, screenshots: {}, fetchMode: "http", warnings: [] },
      extractedData: d as unknown as Record<string, unknown>,
      textContent: [d.markdown, d.pricingMarkdown, d.featuresMarkdown].join("\n\n"),
    });
  }
  return c;
}

const get = (token: string, id: string) => call(psychologyRoute, `http://localhost/api/psychology/${id}`, { token, params: { competitorId: id } });
const analyze = (token: string, id: string) => call(analyzeRoute, `http://localhost/api/psychology/${id}/analyze`, { method: "POST", token, params: { competitorId: id } });
const latestCompleted = (token: string, id: string) => call(competitorPsychologyRoute, `http://localhost/api/competitors/${id}/psychology`, { token, params: { id } });

/** Runs the queued job in this process (as a worker would), with the payload the request queued. */
async function runQueued(jobId: string) {
  const [record] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  const payload = { userId: record.userId, competitorId: record.competitorId, analysisId: record.data.analysisId, recordId: jobId };
  await executeJob(psychologyJob, payload, { db, step: dbStep(db, `test:${jobId}`), attempt: 1, maxAttempts: 2, log: () => {} });
  const [after] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return after;
}

async function analyseNow(token: string, id: string) {
  const res = await analyze(token, id);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const job = await runQueued(res.body.jobId);
  expect(job.status, JSON.stringify(job)).toBe("completed");
  const done = await get(token, id);
  expect(done.status).toBe(200);
  return done.body.data;
}

const normalise = (s: string) => s.toLowerCase().replace(/[*_~`|#>]/g, " ").replace(/\s+/g, " ").trim();

describe("psychology analysis API", () => {
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    [owner, other] = await Promise.all([makeUser("Owner"), makeUser("Other")]);
  });

  it("answers 404, then 202 while pending (deduplicated), then 200 with the stored analysis", async () => {
    const c = await addCompetitor(owner.user.id, "Ledgerly", "ledgerly");
    const none = await get(owner.token, c.id);
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe("No psychology analysis available yet");
    expect((await latestCompleted(owner.token, c.id)).body).toEqual({ data: null });

    const first = await analyze(owner.token, c.id);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: "pending", data: { status: "pending" } });
    expect(first.body.jobId).toEqual(expect.any(String));
    const second = await analyze(owner.token, c.id);
    expect(second.status).toBe(202);
    expect(second.body.jobId).toBe(first.body.jobId);
    const rows = await db.select().from(psychologyAnalyses).where(eq(psychologyAnalyses.competitorId, c.id));
    expect(rows.map((r) => r.status)).toEqual(["pending"]);

    const pending = await get(owner.token, c.id);
    expect(pending.status).toBe(202);
    expect(pending.body.data).toMatchObject({ status: "pending", competitorId: c.id, previous: null });

    const job = await runQueued(first.body.jobId);
    expect(job.status).toBe("completed");
    expect(job.result).toMatchObject({ source: "local" });
    const done = await get(owner.token, c.id);
    expect(done.status).toBe(200);
    const a = done.body.data;
    expect(a).toMatchObject({ competitorId: c.id, status: "completed", source: "local" });
    expect(a.confidence).toBeGreaterThan(0.3);
    expect(a.confidence).toBeLessThanOrEqual(1);
    expect(a.dataPoints).toBeGreaterThan(10);
    expect(Date.parse(a.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(a.profile.summary).toContain("Ledgerly");
    expect(Array.isArray(a.profile.emotionalTriggers)).toBe(true);
    expect(a.counterTactics.length).toBeGreaterThan(0);
    for (const e of a.ethicalConcerns) expect(["ethical", "questionable", "manipulative"]).toContain(e.rating);
    expect((await latestCompleted(owner.token, c.id)).body.data.id).toBe(a.id);

    // A re-run shows as in progress with the previous result attached.
    const again = await analyze(owner.token, c.id);
    expect(again.status).toBe(202);
    expect(again.body.jobId).not.toBe(first.body.jobId);
    const rerun = await get(owner.token, c.id);
    expect(rerun.status).toBe(202);
    expect(rerun.body.data.previous.id).toBe(a.id);
    expect((await latestCompleted(owner.token, c.id)).body.data.id).toBe(a.id);
    await runQueued(again.body.jobId);
  });

  it("finds real techniques with quoted evidence on the pushiest fixture and few on the plainest", async () => {
    const pushy = await addCompetitor(owner.user.id, "LedgerlyTwo", "ledgerly");
    const plain = await addCompetitor(owner.user.id, "Quillnote", "quillnote");
    const p = await analyseNow(owner.token, pushy.id);
    const q = await analyseNow(owner.token, plain.id);

    const tactics = p.techniques.map((t: { tactic: string }) => t.tactic);
    expect(tactics).toEqual(expect.arrayContaining(["Free-trial framing", "Risk reversal", "Authority and social proof"]));
    expect(p.techniques.length).toBeGreaterThanOrEqual(4);
    const [snap] = await db.select().from(snapshots).where(eq(snapshots.competitorId, pushy.id));
    const text = normalise(snap.textContent);
    const quoted = p.techniques.filter((t: { evidence: string[] }) => t.evidence.length > 0 && t.evidence.some((e) => text.includes(normalise(e))));
    expect(quoted.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(p.techniques)).toContain("Trusted by 60,000 UK businesses");

    expect(q.techniques.length).toBeLessThanOrEqual(2);
    expect(q.techniques.length).toBeLessThan(p.techniques.length);
    expect(q.darkPatterns).toEqual([]);
    expect(q.ethicalConcerns.every((e: { rating: string }) => e.rating !== "manipulative")).toBe(true);
  });

  it("refuses to analyse an unscanned competitor with 409, and a failed job leaves a failed row and a 404 with its reason", async () => {
    const unscanned = await addCompetitor(owner.user.id, "Blank");
    const res = await analyze(owner.token, unscanned.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Scan this competitor first");

    const c = await addCompetitor(owner.user.id, "Vanishing", "quillnote");
    const queued = await analyze(owner.token, c.id);
    expect(queued.status).toBe(202);
    await db.delete(snapshots).where(eq(snapshots.competitorId, c.id));
    const job = await runQueued(queued.body.jobId);
    expect(job.status).toBe("failed");
    expect(job.error).toBe("Scan this competitor first");
    const [row] = await db.select().from(psychologyAnalyses).where(eq(psychologyAnalyses.competitorId, c.id));
    expect(row).toMatchObject({ status: "failed", error: "Scan this competitor first" });
    const after = await get(owner.token, c.id);
    expect(after.status).toBe(404);
    expect(after.body.error).toMatchObject({ message: "No psychology analysis available yet", lastError: "Scan this competitor first" });
  });

  it("treats a long-pending analysis whose job is gone as failed instead of polling forever", async () => {
    const c = await addCompetitor(owner.user.id, "Orphan", "quillnote");
    await db.insert(psychologyAnalyses).values({ userId: owner.user.id, competitorId: c.id, status: "pending", createdAt: new Date(Date.now() - 10 * 60_000) });
    const res = await get(owner.token, c.id);
    expect(res.status).toBe(404);
    expect(res.body.error.lastError).toMatch(/cancelled/);
  });

  it("is not available on the Free plan (Dark Psychology Mode)", async () => {
    const free = await makeUser("Free");
    await db.update(subscriptions).set({ plan: "free", status: "free", trialEndsAt: null }).where(sql`${subscriptions.userId} = ${free.user.id}`);
    const c = await addCompetitor(free.user.id, "Gated", "quillnote");
    for (const res of [await get(free.token, c.id), await analyze(free.token, c.id), await latestCompleted(free.token, c.id)]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(FEATURE_GATE_MESSAGES.darkPsychologyMode);
    }
    expect(await db.select().from(psychologyAnalyses).where(eq(psychologyAnalyses.competitorId, c.id))).toEqual([]);
  });

  it("answers 404 for another user's competitor on every route and changes nothing", async () => {
    const c = await addCompetitor(owner.user.id, "Private", "ledgerly");
    await analyseNow(owner.token, c.id);
    for (const res of [await get(other.token, c.id), await analyze(other.token, c.id), await latestCompleted(other.token, c.id)]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    const rows = await db.select().from(psychologyAnalyses).where(eq(psychologyAnalyses.competitorId, c.id));
    expect(rows).toHaveLength(1);
    expect((await get(owner.token, "not-a-uuid")).status).toBe(400);
  });
});
