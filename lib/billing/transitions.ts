import type { Db } from "@/db/client";
import {
  clampCompetitorFrequencies,
  ensureSubscriptionRow,
  lockCompetitorSlots,
  pauseCompetitorsBeyondLimit,
  restoreCompetitorFrequencies,
  resumePlanPausedCompetitors,
  updateSubscriptionRow,
  type Executor,
  type SubscriptionPatch,
  type SubscriptionRow,
  type Tx,
} from "@/db/queries/billing";
import { liveBus } from "@/lib/live/bus";
import { enqueuePlanPausedEmail } from "@/lib/notify/email-plan-paused";
import { CHECK_FREQUENCIES, PLANS, frequencyAllowed, isPlanId, type PlanId } from "./plans";

/** Runs `fn` in the caller's transaction when given one, otherwise in a new one. */
export async function inTransaction<T>(db: Executor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if ("rollback" in db) return fn(db as Tx);
  return (db as Db).transaction(fn);
}

export interface PlanChangeEffects { paused: string[]; resumed: string[] }

/**
 * What a change of effective plan does to the user's data: nothing is deleted. Competitors beyond the
 * new limit are paused (and remembered as paused by the plan), check frequencies are held to the
 * plan's floor; an upgrade resumes plan-paused competitors and restores lowered frequencies.
 */
export async function applyPlanEffects(tx: Executor, userId: string, from: PlanId, to: PlanId): Promise<PlanChangeEffects> {
  if (from === to) return { paused: [], resumed: [] };
  const def = PLANS[to];
  const allowed = CHECK_FREQUENCIES.filter((f) => frequencyAllowed(to, f));
  // The same per-user lock as adding, resuming and activating: none of them counts while the plan's effects apply.
  await lockCompetitorSlots(tx, { userId });
  const paused = await pauseCompetitorsBeyondLimit(tx, { userId, limit: def.competitorLimit });
  await restoreCompetitorFrequencies(tx, { userId, allowed });
  await clampCompetitorFrequencies(tx, { userId, allowed, floor: def.minFrequency });
  const resumed = await resumePlanPausedCompetitors(tx, { userId, limit: def.competitorLimit });
  // The owner is told which competitors were paused (newest first), once per plan change.
  if (paused.length > 0) {
    await enqueuePlanPausedEmail(tx as Db, { userId, planName: def.name, limit: def.competitorLimit, competitorIds: [...paused].reverse(), key: `${userId}:${from}:${to}:${Date.now()}` });
  }
  for (const competitorId of paused) await liveBus.publish(tx as Db, { userId, event: "competitor-update", data: { competitorId, status: "paused" } });
  for (const competitorId of resumed) await liveBus.publish(tx as Db, { userId, event: "competitor-update", data: { competitorId, status: "active" } });
  return { paused, resumed };
}

/**
 * The plan a row grants until time moves on: a trial is Pro, a free row Free, otherwise its plan.
 * Effects follow changes of this value, so a trial or period that ended by itself is handled by the
 * hourly job when it rewrites the row.
 */
export function nominalPlan(row: SubscriptionRow): PlanId {
  if (row.status === "trialing") return "pro";
  if (row.status === "free") return "free";
  return isPlanId(row.plan) ? row.plan : "free";
}

export interface SubscriptionChange { before: SubscriptionRow; after: SubscriptionRow; from: PlanId; to: PlanId; effects: PlanChangeEffects }

/**
 * The one way a subscription row changes: the row is locked, patched, and the effects of a change of
 * effective plan are applied in the same transaction.
 */
export async function changeSubscription(db: Executor, userId: string, patch: SubscriptionPatch | ((row: SubscriptionRow) => SubscriptionPatch | null)): Promise<SubscriptionChange> {
  return inTransaction(db, async (tx) => {
    const before = await ensureSubscriptionRow(tx, { userId, forUpdate: true });
    const p = typeof patch === "function" ? patch(before) : patch;
    const after = p ? await updateSubscriptionRow(tx, { userId, patch: p }) : before;
    const from = nominalPlan(before);
    const to = nominalPlan(after);
    const effects = await applyPlanEffects(tx, userId, from, to);
    return { before, after, from, to, effects };
  });
}

/** Adds whole calendar months (local billing periods). */
export function addMonths(d: Date, months: number): Date {
  const out = new Date(d);
  const day = out.getUTCDate();
  out.setUTCMonth(out.getUTCMonth() + months);
  if (out.getUTCDate() < day) out.setUTCDate(0);
  return out;
}
