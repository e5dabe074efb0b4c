import type { Executor } from "@/db/queries/billing";
import { countRunningCompetitors, countTrackedCompetitors, getSubscriptionRow, lockCompetitorSlots } from "@/db/queries/billing";
import { FREQUENCY_LABELS, PLANS, clampFrequency, frequencyAllowed, planLimitMessage, type CheckFrequency, type FeatureFlags, type PlanDefinition, type PlanId } from "./plans";
import { resolveSubscription, type ResolvedSubscription } from "./subscription";
import { LimitReachedError, NotAllowedError } from "@/lib/errors";

export interface EffectivePlan extends ResolvedSubscription { definition: PlanDefinition }

/** The plan the user may use right now (a running trial is Pro; an ended one is Free). */
export async function effectivePlan(db: Executor, userId: string, now: Date = new Date()): Promise<EffectivePlan> {
  const resolved = resolveSubscription(await getSubscriptionRow(db, { userId }), now);
  return { ...resolved, definition: PLANS[resolved.plan] };
}

/**
 * Throws 403 plan_limit with the specification's message when the user may not add another
 * competitor. The baseline (the user's own product) never counts. Call it inside the transaction
 * that inserts the competitor: it takes a per-user lock so two concurrent adds cannot both pass.
 */
export async function assertCanAddCompetitor(db: Executor, userId: string, opts: { type?: "baseline" | "competitor" } = {}): Promise<void> {
  if (opts.type === "baseline") return;
  await lockCompetitorSlots(db, { userId });
  const { definition } = await effectivePlan(db, userId);
  const limit = definition.competitorLimit;
  if (limit === -1) return;
  const count = await countTrackedCompetitors(db, { userId });
  if (count >= limit) throw new LimitReachedError(planLimitMessage(limit));
}

export type GatedFeature = "darkPsychologyMode" | "emailAlerts" | "apiAccess";

export const FEATURE_GATE_MESSAGES: Record<GatedFeature, string> = {
  darkPsychologyMode: "Dark Psychology Mode is not available on the Free plan. Upgrade to Pro to use it.",
  emailAlerts: "Email alerts are not available on the Free plan. Upgrade to Pro to receive them.",
  apiAccess: "API access is not available on the Free plan. Upgrade to Pro to use the API.",
};

export async function hasFeature(db: Executor, userId: string, feature: keyof FeatureFlags): Promise<boolean> {
  const { definition } = await effectivePlan(db, userId);
  return definition.featureFlags[feature];
}

/** Throws 403 forbidden with a plan message when the user's plan lacks the feature. */
export async function assertFeature(db: Executor, userId: string, feature: GatedFeature): Promise<void> {
  if (!(await hasFeature(db, userId, feature))) throw new NotAllowedError(FEATURE_GATE_MESSAGES[feature]);
}

export function frequencyLimitMessage(plan: PlanId): string {
  const def = PLANS[plan];
  return `The ${def.name} plan checks at most once every ${FREQUENCY_LABELS[def.minFrequency]}. Upgrade to check more often.`;
}

/** Throws 403 plan_limit when `frequency` is faster than the plan's check-frequency floor. */
export async function assertFrequencyAllowed(db: Executor, userId: string, frequency: CheckFrequency): Promise<void> {
  const { plan } = await effectivePlan(db, userId);
  if (!frequencyAllowed(plan, frequency)) throw new LimitReachedError(frequencyLimitMessage(plan));
}

/**
 * Resuming (or activating) a competitor must not run more competitors than the plan allows: the
 * ones paused when a trial or plan ended stay paused on Free until others are paused or deleted.
 * Call it inside the transaction that activates the competitor: it takes the same per-user lock as
 * adding one and a plan change, so parallel resumes are counted one after another.
 */
export async function assertCanResumeCompetitor(db: Executor, userId: string, competitorId: string): Promise<void> {
  await lockCompetitorSlots(db, { userId });
  const { definition } = await effectivePlan(db, userId);
  const limit = definition.competitorLimit;
  if (limit === -1) return;
  const running = await countRunningCompetitors(db, { userId, exceptId: competitorId });
  if (running >= limit) throw new LimitReachedError(planLimitMessage(limit));
}

/** The frequency a competitor is actually checked at: the requested one, held to the plan's floor. */
export async function effectiveCheckFrequency(db: Executor, userId: string, requested: CheckFrequency): Promise<CheckFrequency> {
  const { plan } = await effectivePlan(db, userId);
  return clampFrequency(plan, requested);
}
