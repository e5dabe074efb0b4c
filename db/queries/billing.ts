import { and, asc, eq, inArray, notInArray, lte, gt, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { subscriptions, stripeEvents, competitors, changes, users } from "@/db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionPatch = Partial<Omit<SubscriptionRow, "userId" | "updatedAt">>;
/** A database handle or an open transaction: billing writes run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export async function getSubscriptionRow(db: Executor, params: { userId: string; forUpdate?: boolean }): Promise<SubscriptionRow | undefined> {
  const q = db.select().from(subscriptions).where(eq(subscriptions.userId, params.userId)).limit(1);
  const [row] = params.forUpdate ? await q.for("update") : await q;
  return row;
}

/** The row, created as a plain Free subscription when the user has none (accounts made before billing). */
export async function ensureSubscriptionRow(db: Executor, params: { userId: string; forUpdate?: boolean }): Promise<SubscriptionRow> {
  await db.insert(subscriptions).values({ userId: params.userId, plan: "free", status: "free" }).onConflictDoNothing();
  const row = await getSubscriptionRow(db, params);
  if (!row) throw new Error(`subscription row for ${params.userId} is missing`);
  return row;
}

export async function updateSubscriptionRow(db: Executor, params: { userId: string; patch: SubscriptionPatch }): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...params.patch, updatedAt: new Date() })
    .where(eq(subscriptions.userId, params.userId))
    .returning();
  return row;
}

export async function findUserIdByStripeIds(db: Executor, params: { customerId?: string | null; subscriptionId?: string | null }): Promise<string | null> {
  if (params.subscriptionId) {
    const [r] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, params.subscriptionId)).limit(1);
    if (r) return r.userId;
  }
  if (params.customerId) {
    const [r] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.stripeCustomerId, params.customerId)).limit(1);
    if (r) return r.userId;
  }
  return null;
}

export async function userExists(db: Executor, params: { userId: string }): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(params.userId)) return false;
  const [r] = await db.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).limit(1);
  return Boolean(r);
}

/** Records a Stripe event id; false when it was already recorded (a duplicate delivery). */
export async function recordStripeEvent(db: Executor, params: { id: string; type: string; payload: unknown }): Promise<boolean> {
  const rows = await db.insert(stripeEvents).values({ id: params.id, type: params.type, payload: params.payload }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** True once a customer.subscription.deleted event for this subscription has been recorded: it never comes back. */
export async function stripeSubscriptionEnded(db: Executor, params: { subscriptionId: string }): Promise<boolean> {
  const r = await db.execute(sql`select 1 from stripe_events where type = 'customer.subscription.deleted' and payload->'data'->'object'->>'id' = ${params.subscriptionId} limit 1`);
  return r.rows.length > 0;
}

/** Competitors that count toward the plan limit: every entry except the baseline. */
export async function countTrackedCompetitors(db: Executor, params: { userId: string }): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(competitors)
    .where(and(eq(competitors.userId, params.userId), ne(competitors.type, "baseline")));
  return r.n;
}

/** Non-baseline competitors that are not paused (they are checked), optionally leaving one out. */
export async function countRunningCompetitors(db: Executor, params: { userId: string; exceptId?: string }): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(competitors)
    .where(and(
      eq(competitors.userId, params.userId),
      ne(competitors.type, "baseline"),
      ne(competitors.status, "paused"),
      params.exceptId ? ne(competitors.id, params.exceptId) : undefined,
    ));
  return r.n;
}

/** Serialises limit checks of one user inside the caller's transaction (a no-op outside one). */
export async function lockCompetitorSlots(db: Executor, params: { userId: string }): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`competitor-slots:${params.userId}`}))`);
}

/**
 * Pauses the user's non-baseline competitors beyond `limit` (active ones are kept first, oldest first)
 * and marks them `pausedByPlan`, so an upgrade can resume them. Returns the paused ids.
 */
export async function pauseCompetitorsBeyondLimit(db: Executor, params: { userId: string; limit: number }): Promise<string[]> {
  if (params.limit < 0) return [];
  const rows = await db
    .select({ id: competitors.id, status: competitors.status })
    .from(competitors)
    .where(and(eq(competitors.userId, params.userId), ne(competitors.type, "baseline")))
    .orderBy(sql`case when ${competitors.status} = 'paused' then 1 else 0 end`, asc(competitors.createdAt), asc(competitors.id));
  const toPause = rows.slice(params.limit).filter((r) => r.status !== "paused").map((r) => r.id);
  if (toPause.length === 0) return [];
  await db
    .update(competitors)
    .set({ status: "paused", metadata: sql`${competitors.metadata} || '{"pausedByPlan": true}'::jsonb`, updatedAt: new Date() })
    .where(and(eq(competitors.userId, params.userId), inArray(competitors.id, toPause)));
  return toPause;
}

/** Resumes competitors paused by a plan limit, oldest first, while slots remain under `limit`. */
export async function resumePlanPausedCompetitors(db: Executor, params: { userId: string; limit: number }): Promise<string[]> {
  const all = await db
    .select({ id: competitors.id, status: competitors.status, metadata: competitors.metadata })
    .from(competitors)
    .where(and(eq(competitors.userId, params.userId), ne(competitors.type, "baseline")))
    .orderBy(asc(competitors.createdAt), asc(competitors.id));
  const running = all.filter((c) => c.status !== "paused").length;
  const candidates = all.filter((c) => c.status === "paused" && c.metadata?.pausedByPlan === true).map((c) => c.id);
  const slots = params.limit < 0 ? candidates.length : Math.max(0, params.limit - running);
  const ids = candidates.slice(0, slots);
  if (ids.length === 0) return [];
  await db
    .update(competitors)
    .set({ status: "active", nextCheckAt: new Date(), metadata: sql`${competitors.metadata} - 'pausedByPlan'`, updatedAt: new Date() })
    .where(and(eq(competitors.userId, params.userId), inArray(competitors.id, ids)));
  return ids;
}

/**
 * Applies a check-frequency floor: competitors checked more often than `allowed` allows are moved to
 * `floor`; the frequency they had is kept in metadata.frequencyBeforeDowngrade for a later upgrade.
 */
export async function clampCompetitorFrequencies(db: Executor, params: { userId: string; allowed: string[]; floor: string }): Promise<number> {
  const rows = await db
    .update(competitors)
    .set({
      checkFrequency: params.floor,
      metadata: sql`${competitors.metadata} || jsonb_build_object('frequencyBeforeDowngrade', ${competitors.checkFrequency})`,
      updatedAt: new Date(),
    })
    .where(and(eq(competitors.userId, params.userId), notInArray(competitors.checkFrequency, params.allowed)))
    .returning({ id: competitors.id });
  return rows.length;
}

/** Restores frequencies lowered by a downgrade when the new plan allows them again. */
export async function restoreCompetitorFrequencies(db: Executor, params: { userId: string; allowed: string[] }): Promise<number> {
  const rows = await db
    .update(competitors)
    .set({
      checkFrequency: sql`${competitors.metadata}->>'frequencyBeforeDowngrade'`,
      metadata: sql`${competitors.metadata} - 'frequencyBeforeDowngrade'`,
      updatedAt: new Date(),
    })
    .where(and(eq(competitors.userId, params.userId), inArray(sql<string>`${competitors.metadata}->>'frequencyBeforeDowngrade'`, params.allowed)))
    .returning({ id: competitors.id });
  return rows.length;
}

/** Trials whose end has passed and that are still marked trialing. */
export async function listExpiredTrials(db: Executor, params: { now: Date; limit: number }): Promise<string[]> {
  const rows = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "trialing"), lte(subscriptions.trialEndsAt, params.now)))
    .limit(params.limit);
  return rows.map((r) => r.userId);
}

/** Local-mode (no Stripe subscription) paid plans whose period has ended. */
export async function listLocalPeriodsEnded(db: Executor, params: { now: Date; limit: number }): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(
      inArray(subscriptions.status, ["active", "past_due", "canceled"]),
      ne(subscriptions.plan, "free"),
      sql`${subscriptions.stripeSubscriptionId} is null`,
      lte(subscriptions.currentPeriodEnd, params.now),
    ))
    .limit(params.limit);
}

/** Trials ending within (now, until] whose trial-ending mail has not been written yet. */
export async function listTrialsEndingSoon(db: Executor, params: { now: Date; until: Date; limit: number }) {
  return db
    .select({ userId: subscriptions.userId, trialEndsAt: subscriptions.trialEndsAt })
    .from(subscriptions)
    .where(and(
      eq(subscriptions.status, "trialing"),
      gt(subscriptions.trialEndsAt, params.now),
      lte(subscriptions.trialEndsAt, params.until),
      sql`not exists (select 1 from emails e where e.dedupe_key = 'trial-ending:' || ${subscriptions.userId}::text and e.status in ('sent','outbox'))`,
    ))
    .limit(params.limit);
}

/** Every user with their subscription row (or none): retention groups them by effective plan. */
export async function listUsersWithSubscriptions(db: Executor, params: { afterUserId: string | null; limit: number; userIds?: string[] }) {
  return db
    .select({ userId: users.id, sub: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(and(params.afterUserId ? gt(users.id, params.afterUserId) : undefined, params.userIds ? inArray(users.id, params.userIds) : undefined))
    .orderBy(asc(users.id))
    .limit(params.limit);
}

/**
 * Deletes the users' changes and snapshots older than `cutoff`. The newest snapshot of each competitor
 * is always kept, since the next scan is compared with it.
 */
export async function pruneHistory(db: Executor, params: { userIds: string[]; cutoff: Date }): Promise<{ changes: number; snapshots: number }> {
  if (params.userIds.length === 0) return { changes: 0, snapshots: 0 };
  const gone = await db
    .delete(changes)
    .where(and(inArray(changes.userId, params.userIds), lte(changes.detectedAt, params.cutoff)))
    .returning({ id: changes.id });
  const snaps = await db.execute(sql`
    delete from snapshots s
    where s.user_id in (${sql.join(params.userIds.map((id) => sql`${id}::uuid`), sql`, `)}) and s.created_at <= ${params.cutoff.toISOString()}::timestamptz
      and s.id <> (select s2.id from snapshots s2 where s2.competitor_id = s.competitor_id order by s2.created_at desc, s2.id desc limit 1)
    returning s.id`);
  return { changes: gone.length, snapshots: snaps.rows.length };
}

