import { withAuth } from "@/lib/api/with-auth";
import { paginated } from "@/lib/api/respond";
import { listNotificationsQuery } from "@/lib/alerts/schemas";
import { notificationsOf } from "@/lib/alerts/service";

/** Every alert on record (live, e-mail, webhook, Slack), newest first. */
export const GET = withAuth({ query: listNotificationsQuery }, async ({ db, auth, query }) => {
  const { notifications, total } = await notificationsOf(db, auth.user.id, query);
  return paginated(notifications, total, query.limit, query.offset);
});
