import { and, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { alertDeliveries, alertEndpoints } from "@/db/schema";

export type AlertEndpointRow = typeof alertEndpoints.$inferSelect;
export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect;
export type EndpointWithLast = AlertEndpointRow & { lastStatus: string | null; lastAt: Date | null };

/** The user's endpoints, oldest first, each with its latest delivery's status. */
export async function listEndpoints(db: Db, params: { userId: string }): Promise<EndpointWithLast[]> {
  const last = sql<{ status: string; at: string } | null>`(
    select json_build_object('status', d.status, 'at', coalesce(d.last_attempt_at, d.created_at))
    from ${alertDeliveries} d where d.endpoint_id = ${alertEndpoints.id} and d.user_id = ${params.userId}
    order by d.created_at desc limit 1)`;
  const rows = await db.select({ e: alertEndpoints, last }).from(alertEndpoints).where(eq(alertEndpoints.userId, params.userId)).orderBy(alertEndpoints.createdAt, alertEndpoints.id);
  return rows.map((r) => ({ ...r.e, lastStatus: r.last?.status ?? null, lastAt: r.last ? new Date(r.last.at) : null }));
}

export async function getEndpoint(db: Db, params: { userId: string; id: string }): Promise<AlertEndpointRow | undefined> {
  const [row] = await db.select().from(alertEndpoints).where(and(eq(alertEndpoints.id, params.id), eq(alertEndpoints.userId, params.userId)));
  return row;
}

export async function countEndpoints(db: Db, params: { userId: string }): Promise<number> {
  const [r] = await db.select({ n: count() }).from(alertEndpoints).where(eq(alertEndpoints.userId, params.userId));
  return r.n;
}

export async function insertEndpoint(db: Db, params: { userId: string; kind: string; url: string; secret: string; types: string[]; importances: string[] }): Promise<AlertEndpointRow> {
  const [row] = await db.insert(alertEndpoints).values(params).returning();
  return row;
}

export async function setEndpointEnabled(db: Db, params: { userId: string; id: string; enabled: boolean }): Promise<AlertEndpointRow | undefined> {
  const [row] = await db.update(alertEndpoints).set({ enabled: params.enabled, updatedAt: new Date() }).where(and(eq(alertEndpoints.id, params.id), eq(alertEndpoints.userId, params.userId))).returning();
  return row;
}

export async function deleteEndpoint(db: Db, params: { userId: string; id: string }): Promise<boolean> {
  const r = await db.delete(alertEndpoints).where(and(eq(alertEndpoints.id, params.id), eq(alertEndpoints.userId, params.userId))).returning({ id: alertEndpoints.id });
  return r.length > 0;
}

/** Enabled endpoints of the user whose filters let a change of this type and importance through. */
export async function endpointsForChange(db: Db, params: { userId: string; type: string; importance: string }): Promise<AlertEndpointRow[]> {
  return db
    .select()
    .from(alertEndpoints)
    .where(and(
      eq(alertEndpoints.userId, params.userId),
      eq(alertEndpoints.enabled, true),
      sql`(cardinality(${alertEndpoints.types}) = 0 or ${params.type} = any(${alertEndpoints.types}))`,
      sql`(cardinality(${alertEndpoints.importances}) = 0 or ${params.importance} = any(${alertEndpoints.importances}))`,
    ));
}

/** Records a delivery; an event already recorded (a re-run job) is not added again. Returns the new row, or null. */
export async function insertDelivery(db: Db, params: { userId: string; endpointId: string; eventId: string; type: string; changeId: string | null; body: string }): Promise<AlertDeliveryRow | null> {
  const [row] = await db.insert(alertDeliveries).values(params).onConflictDoNothing({ target: alertDeliveries.eventId }).returning();
  return row ?? null;
}

/** A delivery with its endpoint (for the job: no user in the payload, the owner comes from the row). */
export async function deliveryForSend(db: Db, params: { id: string }): Promise<{ delivery: AlertDeliveryRow; endpoint: AlertEndpointRow } | undefined> {
  const [r] = await db
    .select({ delivery: alertDeliveries, endpoint: alertEndpoints })
    .from(alertDeliveries)
    .innerJoin(alertEndpoints, and(eq(alertEndpoints.id, alertDeliveries.endpointId), eq(alertEndpoints.userId, alertDeliveries.userId)))
    .where(eq(alertDeliveries.id, params.id));
  return r;
}

/**
 * Takes a pending delivery for one attempt ('sending'), so two runs of its job (a worker taken over
 * while the first still runs) never post it at once. A claim older than `staleSeconds` (longer than
 * an attempt can last) is taken again: its run died mid-send. Undefined when not claimable.
 */
export async function claimDelivery(db: Db, params: { id: string; staleSeconds: number }): Promise<AlertDeliveryRow | undefined> {
  const [row] = await db
    .update(alertDeliveries)
    .set({ status: "sending", lastAttemptAt: new Date() })
    .where(and(
      eq(alertDeliveries.id, params.id),
      sql`(${alertDeliveries.status} = 'pending' or (${alertDeliveries.status} = 'sending' and ${alertDeliveries.lastAttemptAt} < now() - make_interval(secs => ${params.staleSeconds})))`,
    ))
    .returning();
  return row;
}

/** One attempt's outcome: attempts +1, the response code and error, delivered or still pending / failed. */
export async function recordAttempt(db: Db, params: { id: string; status: "pending" | "delivered" | "failed"; responseCode: number | null; error: string | null }): Promise<AlertDeliveryRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(alertDeliveries)
    .set({ status: params.status, attempts: sql`${alertDeliveries.attempts} + 1`, responseCode: params.responseCode, error: params.error, lastAttemptAt: now, ...(params.status === "delivered" ? { deliveredAt: now } : {}) })
    .where(eq(alertDeliveries.id, params.id))
    .returning();
  return row;
}

/** Ends a delivery that will not be attempted (its endpoint was turned off meanwhile). */
export async function abandonDelivery(db: Db, params: { id: string; error: string }): Promise<void> {
  await db.update(alertDeliveries).set({ status: "failed", error: params.error }).where(and(eq(alertDeliveries.id, params.id), sql`${alertDeliveries.status} in ('pending', 'sending')`));
}

export async function listDeliveries(db: Db, params: { userId: string; endpointId: string; limit: number; offset: number }): Promise<{ rows: AlertDeliveryRow[]; total: number }> {
  const where = and(eq(alertDeliveries.userId, params.userId), eq(alertDeliveries.endpointId, params.endpointId));
  const [rows, [t]] = await Promise.all([
    db.select().from(alertDeliveries).where(where).orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id)).limit(params.limit).offset(params.offset),
    db.select({ n: count() }).from(alertDeliveries).where(where),
  ]);
  return { rows, total: t.n };
}

/** Deletes finished deliveries (delivered or failed) created at or before the cutoff; pending ones stay. */
export async function pruneDeliveries(db: Db, params: { cutoff: Date }): Promise<number> {
  const gone = await db
    .delete(alertDeliveries)
    .where(and(inArray(alertDeliveries.status, ["delivered", "failed"]), lte(alertDeliveries.createdAt, params.cutoff)))
    .returning({ id: alertDeliveries.id });
  return gone.length;
}
