import { afterAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { alertDeliveries, alertEndpoints, changes, competitors, snapshots, subscriptions } from "@/db/schema";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import { jobRegistry, SCHEDULES } from "@/lib/jobs/registry";
import { makeUser } from "@/tests/helpers/http";
import { localSubscribe } from "./local-mode";
import { DELIVERY_LOG_DAYS, pruneDeliveryLog, pruneHistoryByPlan } from "./retention";
import { expireTrial, trialExpiryJob } from "./trial-expiry";

const DAY = 86_400_000;

async function addCompetitor(userId: string, i: number, over: Partial<typeof competitors.$inferInsert> = {}) {
  const [c] = await getDb()
    .insert(competitors)
    .values({ userId, name: `C${i}`, url: `https://c${i}.example`, domain: `c${i}.example`, status: "active", checkFrequency: "1h", createdAt: new Date(Date.now() - (10 - i) * 60_000), ...over })
    .returning();
  return c;
}

afterAll(async () => {
  await closeDb();
});

describe("job registration", () => {
  it("registers the billing and e-mail jobs with their schedules", () => {
    const names = jobRegistry().map((j) => j.name);
    for (const n of ["billing.trial-expiry", "billing.retention", "email.change-alert", "email.weekly-digest", "email.weekly-digest-user", "email.trial-ending", "email.welcome"]) expect(names).toContain(n);
    expect(SCHEDULES).toEqual(expect.arrayContaining([
      { cron: "0 * * * *", task: "billing.trial-expiry" },
      { cron: "0 9 * * 1", task: "email.weekly-digest" },
      { cron: "30 3 * * *", task: "billing.retention" },
      { cron: "15 * * * *", task: "email.trial-ending" },
    ]));
  });
});

describe("billing.trial-expiry", () => {
  it("an ended trial falls to Free, keeps every competitor, pauses those beyond the limit and holds checks to weekly", async () => {
    const db = getDb();
    const { user } = await makeUser();
    const baseline = await addCompetitor(user.id, 0, { type: "baseline" });
    const list = [await addCompetitor(user.id, 1), await addCompetitor(user.id, 2, { status: "paused" }), await addCompetitor(user.id, 3)];
    await db.update(subscriptions).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, user.id));

    const result = await executeJob(trialExpiryJob, { _cron: { ts: new Date().toISOString() } }, { db, step: dbStep(db, `test:${user.id}`), attempt: 1, maxAttempts: 5, log: () => {} });
    expect(result).toMatchObject({ status: "complete" });
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(sub).toMatchObject({ plan: "free", status: "free" });

    const rows = await db.select().from(competitors).where(eq(competitors.userId, user.id)).orderBy(asc(competitors.createdAt));
    expect(rows).toHaveLength(4);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(baseline.id)!.status).toBe("active");
    expect(byId.get(list[0].id)!.status).toBe("active");
    expect(byId.get(list[1].id)!.status).toBe("paused");
    expect(byId.get(list[1].id)!.metadata.pausedByPlan).toBeUndefined();
    expect(byId.get(list[2].id)!).toMatchObject({ status: "paused", metadata: { pausedByPlan: true } });
    expect(rows.filter((r) => r.type !== "baseline").every((r) => r.checkFrequency === "7d")).toBe(true);

    expect(await expireTrial(db, user.id)).toEqual({ expired: false, paused: [] });

    // Upgrading later resumes what the plan paused (not what the user paused) and restores hourly checks.
    await localSubscribe(db, user.id, "pro", null);
    const after = new Map((await db.select().from(competitors).where(eq(competitors.userId, user.id))).map((r) => [r.id, r]));
    expect(after.get(list[2].id)!.status).toBe("active");
    expect(after.get(list[1].id)!.status).toBe("paused");
    expect(after.get(list[0].id)!.checkFrequency).toBe("1h");
  });

  it("leaves running trials alone", async () => {
    const { user } = await makeUser();
    expect(await expireTrial(getDb(), user.id)).toEqual({ expired: false, paused: [] });
    const [sub] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(sub.status).toBe("trialing");
  });
});

describe("billing.retention", () => {
  it("prunes history older than the plan's days and keeps each competitor's newest snapshot", async () => {
    const db = getDb();
    const free = await makeUser();
    const pro = await makeUser();
    await db.update(subscriptions).set({ plan: "free", status: "free", trialEndsAt: null }).where(eq(subscriptions.userId, free.user.id));
    const old = (days: number) => new Date(Date.now() - days * DAY);
    const seed = async (userId: string) => {
      const c = await addCompetitor(userId, 1);
      const snaps = await db
        .insert(snapshots)
        .values([20, 10, 8].map((d) => ({ competitorId: c.id, userId, contentHash: `h${d}`, createdAt: old(d) })))
        .returning();
      await db.insert(changes).values([30, 8, 2].map((d) => ({ userId, competitorId: c.id, type: "pricing", importance: "high", description: `change ${d}d ago`, detectedAt: old(d) })));
      return { c, snaps };
    };
    const f = await seed(free.user.id);
    await seed(pro.user.id);
    await pruneHistoryByPlan(db, { userIds: [free.user.id, pro.user.id] });

    const freeChanges = await db.select().from(changes).where(eq(changes.userId, free.user.id));
    expect(freeChanges.map((c) => c.description)).toEqual(["change 2d ago"]);
    const freeSnaps = await db.select().from(snapshots).where(eq(snapshots.userId, free.user.id));
    expect(freeSnaps.map((s) => s.contentHash)).toEqual(["h8"]);
    expect(freeSnaps[0].id).toBe(f.snaps[2].id);

    const proChanges = await db.select().from(changes).where(eq(changes.userId, pro.user.id));
    expect(proChanges).toHaveLength(3);
    expect(await db.select().from(snapshots).where(eq(snapshots.userId, pro.user.id))).toHaveLength(3);
  });
});

describe("billing.retention: the alert delivery log", () => {
  it("drops finished deliveries older than the log's days and keeps recent and pending ones", async () => {
    const db = getDb();
    const { user } = await makeUser();
    const [endpoint] = await db.insert(alertEndpoints).values({ userId: user.id, kind: "webhook", url: "https://hooks.example/in", secret: "s" }).returning();
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const rows: Array<[string, number]> = [["delivered", DELIVERY_LOG_DAYS + 5], ["failed", DELIVERY_LOG_DAYS + 1], ["pending", DELIVERY_LOG_DAYS + 5], ["delivered", DELIVERY_LOG_DAYS - 1], ["failed", 2]];
    await db.insert(alertDeliveries).values(rows.map(([status, days], i) => ({ userId: user.id, endpointId: endpoint.id, eventId: `evt_prune_${user.id}_${i}`, type: "test", body: "{}", status, createdAt: ago(days) })));

    expect(await pruneDeliveryLog(db)).toBeGreaterThanOrEqual(2);
    const left = await db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, user.id)).orderBy(asc(alertDeliveries.eventId));
    expect(left.map((d) => d.eventId)).toEqual([2, 3, 4].map((i) => `evt_prune_${user.id}_${i}`));
    expect(await pruneDeliveryLog(db)).toBe(0);
  });
});
