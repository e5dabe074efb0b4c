import type { NotificationRow } from "@/db/queries/notifications";
import { changeFeedPath } from "@/lib/changes/links";
import type { NotificationDto } from "./schemas";

/**
 * Where an alert's change can be seen: the feed opened at that change (an e-mail that covers a
 * competitor's changes: the feed filtered to the competitor); a test sent to an
 * endpoint (no change) leads to the endpoints in Settings; otherwise the feed.
 */
export function notificationLink(row: Pick<NotificationRow, "competitorId" | "changeId" | "channel">): string {
  if (row.competitorId) return changeFeedPath({ competitorId: row.competitorId, id: row.changeId });
  if (!row.changeId && (row.channel === "webhook" || row.channel === "slack")) return "/dashboard/settings?tab=notifications";
  return "/dashboard/changes";
}

export function notificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    channel: row.channel,
    title: row.title,
    competitorName: row.competitorName,
    changeId: row.changeId,
    link: notificationLink(row),
    status: row.status,
    detail: row.detail,
    at: row.at.toISOString(),
  };
}
