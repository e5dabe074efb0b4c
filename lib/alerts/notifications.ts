import type { NotificationRow } from "@/db/queries/notifications";
import type { NotificationDto } from "./schemas";

/** Where an alert's change can be seen: the feed filtered to its competitor (the feed when unknown). */
export function notificationLink(row: Pick<NotificationRow, "competitorId">): string {
  return row.competitorId ? `/dashboard/changes?competitorId=${row.competitorId}` : "/dashboard/changes";
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
