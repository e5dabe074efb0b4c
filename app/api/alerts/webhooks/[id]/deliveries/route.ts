import { withAuth } from "@/lib/api/with-auth";
import { paginated } from "@/lib/api/respond";
import { idParams } from "@/lib/api/schemas";
import { listDeliveriesQuery } from "@/lib/alerts/schemas";
import { deliveriesOf } from "@/lib/alerts/service";

/** The endpoint's delivery log, newest first. */
export const GET = withAuth({ params: idParams, query: listDeliveriesQuery }, async ({ db, auth, params, query }) => {
  const { deliveries, total } = await deliveriesOf(db, auth.user.id, params.id, query);
  return paginated(deliveries, total, query.limit, query.offset);
});
