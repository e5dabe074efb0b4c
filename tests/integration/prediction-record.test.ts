/**
 * Predictions are kept and judged (issue 24 point 4): the insight refresh after a scan keeps the
 * competitor's prediction, one open per kind; a move of that kind within the window settles it (came
 * true when it said a move), a window that closes without one settles it the other way; the report and
 * the track record say "N of M predictions came true", and another user sees none of it.
 */
import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { changes, competitors, predictions } from "@/db/schema";
import { insightsJob } from "@/lib/analysis/report/job";
import { trackRecordFor, updatePredictions } from "@/lib/analysis/predict/track-record";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import { GET as oneRoute } from "@/app/api/insights/[id]/route";
import { call, makeUser } from "../helpers/http";

const db = getDb();
const DAY = 86_400_000;

async function competitor(userId: string, name: string) {
  const [c] = await db.insert(competitors).values({ userId, name, url: `https://${name.toLowerCase()}.test`, domain: `${name.toLowerCase()}.test`, type: "competitor", status: "active" }).returning();
  return c.id;
}

const move = (userId: string, competitorId: string, at: number, type = "pricing") => ({
  userId, competitorId, type, importance: "high", score: 90, description: `${type} move`, url: null, facts: { kind: type === "pricing" ? "price_changed" : "features_added" }, detectedAt: new Date(at),
});

const prediction = (kind: string, confidence: number) => ({ kind, what: `Acme ${kind} move within 90 days`, when: "soon", expectedAt: null, confidence, reasoning: "test", competitorId: null, basedOnEvents: 3 });

describe("predictions with a track record", () => {
  it("keeps one open prediction per kind and judges it by what happened", async () => {
    const { user } = await makeUser("Forecaster");
    const acme = await competitor(user.id, "Acme");
    const t0 = Date.now() - 200 * DAY;

    // Said a pricing move (70%), and one came 10 days later: came true, settled as soon as it came.
    await updatePredictions(db, { userId: user.id, competitorId: acme, prediction: prediction("pricing", 0.7), now: new Date(t0) });
    await updatePredictions(db, { userId: user.id, competitorId: acme, prediction: prediction("pricing", 0.9), now: new Date(t0 + DAY) });
    expect((await trackRecordFor(db, { userId: user.id, competitorId: acme })).predictions).toHaveLength(1);
    const [moved] = await db.insert(changes).values(move(user.id, acme, t0 + 10 * DAY)).returning();
    // Said a feature launch (80%) that never came: judged when its window closes, not before.
    await updatePredictions(db, { userId: user.id, competitorId: acme, prediction: prediction("feature", 0.8), now: new Date(t0 + 15 * DAY) });
    let record = await trackRecordFor(db, { userId: user.id, competitorId: acme });
    expect(record.predictions.find((p) => p.kind === "pricing")).toMatchObject({ outcome: "came_true", resolvedByChangeId: moved.id, said: "move" });
    expect(record.predictions.find((p) => p.kind === "feature")?.outcome).toBeNull();

    // A new pricing prediction (30%: no move) replaces the settled one as the open one.
    await updatePredictions(db, { userId: user.id, competitorId: acme, prediction: prediction("pricing", 0.3), now: new Date(t0 + 20 * DAY) });
    record = await trackRecordFor(db, { userId: user.id, competitorId: acme });
    expect(record.predictions.filter((p) => p.kind === "pricing")).toHaveLength(2);
    expect(record.summary).toBe("1 of 1 prediction came true");

    // 120 days on: both windows closed with no move: the 80% feature call did not come true, the 30% pricing call did.
    await updatePredictions(db, { userId: user.id, competitorId: acme, prediction: null, now: new Date(t0 + 120 * DAY) });
    record = await trackRecordFor(db, { userId: user.id, competitorId: acme });
    expect(record.predictions.find((p) => p.kind === "feature")?.outcome).toBe("did_not");
    expect(record).toMatchObject({ judged: 3, cameTrue: 2, open: 0, summary: "2 of 3 predictions came true" });

    const other = await makeUser("Other");
    expect((await trackRecordFor(db, { userId: other.user.id, competitorId: acme })).predictions).toEqual([]);
  });

  it("the insight refresh after a scan keeps the prediction and the report shows the record", async () => {
    const u = await makeUser("Reporter");
    const acme = await competitor(u.user.id, "Acme");
    await db.insert(changes).values([0, 1, 2, 3, 4, 5].map((i) => move(u.user.id, acme, Date.now() - (3 + i * 25) * DAY)));
    // Run as the worker runs it (no queue record: the test calls the job directly).
    const refresh = (key: string) => executeJob(insightsJob, { userId: u.user.id, competitorId: acme }, { db, step: dbStep(db, `test:${key}`), attempt: 1, maxAttempts: 3, log: () => {} });
    await refresh(randomUUID());
    const kept = await db.select().from(predictions).where(eq(predictions.competitorId, acme));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: u.user.id, kind: "pricing", outcome: null });
    const report = await call(oneRoute, `http://localhost/api/insights/${acme}`, { token: u.token, params: { id: acme } });
    expect(report.status).toBe(200);
    expect(report.body.data.nextPrediction.kind).toBe("pricing");
    expect(report.body.data.trackRecord).toMatchObject({ judged: 0, open: 1 });
    expect(report.body.data.trackRecord.summary).toMatch(/^No prediction judged yet: the first is judged by \d{4}-\d{2}-\d{2}/);
    // A second refresh does not keep a second open prediction of the same kind.
    await refresh(randomUUID());
    expect(await db.select().from(predictions).where(eq(predictions.competitorId, acme))).toHaveLength(1);
  });
});
