import { withAuth } from "@/lib/api/with-auth";
import { paginated } from "@/lib/api/respond";
import { listNotifications } from "@/db/queries/notifications";
import { listNotificationsQuery } from "@/lib/alerts/schemas";
import { notificationDto } from "@/lib/alerts/notifications";

/** Every alert on record (live, e-mail, webhook, Slack), newest first. */
export const GET = withAuth({ query: listNotificationsQuery }, async ({ db, auth, query }) => {
  const { rows, total } = await listNotifications(db, { userId: auth.user.id, channel: query.channel, limit: query.limit, offset: query.offset });
  return paginated(rows.map(notificationDto), total, query.limit, query.offset);
});
