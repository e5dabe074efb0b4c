import type { CompetitorSummary } from "@/lib/client/hooks/use-changes";

export interface OverviewCounts { activeMonitors: number; unreadChanges: number; issues: number }

/**
 * System Overview figures. Active Monitors counts active competitors without the baseline, like the
 * top bar's 'current/limit competitors' (the plan limit counts competitors only, spec §5); Issues
 * counts every entry in error, the baseline included, since a failing baseline needs attention too.
 */
export function overviewCounts(list: CompetitorSummary[], unreadChanges: number): OverviewCounts {
  return {
    activeMonitors: list.filter((c) => c.type !== "baseline" && c.status === "active").length,
    unreadChanges,
    issues: list.filter((c) => c.status === "error").length,
  };
}
