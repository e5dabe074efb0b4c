import { FREQUENCY_HOURS, FREQUENCY_LABELS, PLANS, formatCompetitorLimit, type CheckFrequency, type PlanId } from "@/lib/billing/plans";

/** What the consequences need to know of a competitor. */
export interface CompetitorForPlan {
  name: string;
  type: string;
  status: string;
  checkFrequency: string;
  createdAt: string;
}

export interface PlanChangeConsequences {
  /** Competitors the server pauses at the change: beyond the new limit, oldest kept (db/queries/billing). */
  paused: string[];
  /** Competitors whose checks are slowed to the new plan's floor. */
  slowed: string[];
  /** One plain sentence per consequence, in the order shown before confirming. */
  lines: string[];
}

const every = (f: CheckFrequency) => `every ${FREQUENCY_LABELS[f]}`;

/**
 * The limit consequences of moving from one plan to another, spelled out before the user confirms.
 * Mirrors the server's effects (lib/billing/transitions.ts): nothing is deleted; competitors beyond the
 * new limit are paused (already-paused ones count last, then oldest first); check frequencies are held
 * to the plan's floor; history beyond the plan's days is pruned; gated features turn off.
 */
export function planChangeConsequences(from: PlanId, to: PlanId, competitors: CompetitorForPlan[]): PlanChangeConsequences {
  const next = PLANS[to];
  const prev = PLANS[from];
  const tracked = competitors
    .filter((c) => c.type !== "baseline")
    .sort((a, b) => Number(a.status === "paused") - Number(b.status === "paused") || a.createdAt.localeCompare(b.createdAt));
  const limit = next.competitorLimit;
  const paused = limit < 0 ? [] : tracked.slice(limit).filter((c) => c.status !== "paused").map((c) => c.name);
  const floor = FREQUENCY_HOURS[next.minFrequency];
  const slowed = competitors.filter((c) => c.checkFrequency in FREQUENCY_HOURS && FREQUENCY_HOURS[c.checkFrequency as CheckFrequency] < floor).map((c) => c.name);

  const lines: string[] = [];
  if (limit >= 0 && (prev.competitorLimit < 0 || limit < prev.competitorLimit)) {
    const count = tracked.length;
    const head = `Competitor limit goes from ${formatCompetitorLimit(prev.competitorLimit).toLowerCase()} to ${limit}; you track ${count}.`;
    lines.push(
      paused.length > 0
        ? `${head} ${paused.length === 1 ? "This one is" : `These ${paused.length} are`} paused: ${paused.join(", ")}. Nothing is deleted, and upgrading again resumes them.`
        : `${head} Nothing needs to be paused.`,
    );
  }
  if (FREQUENCY_HOURS[next.minFrequency] > FREQUENCY_HOURS[prev.minFrequency]) {
    lines.push(
      slowed.length > 0
        ? `Checks run at most ${every(next.minFrequency)}: ${slowed.join(", ")} ${slowed.length === 1 ? "moves" : "move"} to ${every(next.minFrequency)}.`
        : `Checks run at most ${every(next.minFrequency)}.`,
    );
  }
  if (next.historyDays !== null && (prev.historyDays === null || next.historyDays < prev.historyDays)) {
    lines.push(`History is kept for ${next.historyDays} days: changes and snapshots older than that are deleted (the latest snapshot of each competitor stays).`);
  }
  const lost = (["emailAlerts", "apiAccess", "darkPsychologyMode"] as const).filter((f) => prev.featureFlags[f] && !next.featureFlags[f]);
  if (lost.length > 0) {
    const names = { emailAlerts: "e-mail alerts", apiAccess: "API access (your API keys stop working)", darkPsychologyMode: "Dark Psychology Mode" };
    lines.push(`You lose ${lost.map((f) => names[f]).join(", ")}.`);
  }
  return { paused, slowed, lines };
}
