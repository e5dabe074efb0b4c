/**
 * Where one change is seen in the app: the changes feed filtered to its competitor, with `change=`
 * naming it so the feed brings that change into view, opened. Used by the Notifications screen and by
 * the links in webhook and Slack alerts.
 */
export const FOCUS_PARAM = "change";

export function changeFeedPath(change: { competitorId: string; id?: string | null }): string {
  const q = new URLSearchParams({ competitorId: change.competitorId });
  if (change.id) q.set(FOCUS_PARAM, change.id);
  return `/dashboard/changes?${q.toString()}`;
}
