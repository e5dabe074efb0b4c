import { withAuth } from "@/lib/api/with-auth";

import { paginated } from "@/lib/api/respond";
import { idParams } from "@/lib/api/schemas";
import { getEndpoint, listDeliveries } from "@/db/queries/alerts";
import { listDeliveriesQuery } from "@/lib/alerts/schemas";
import { deliveryDto } from "@/lib/alerts/service";
import { NotFoundError } from "@/lib/errors";

/** The endpoint's delivery log, newest first. */
export const GET = withAuth({ params: idParams, query: listDeliveriesQuery }, async ({ db, auth, params, query }) => {
  if (!(await getEndpoint(db, { userId: auth.user.id, id: params.id }))) throw new NotFoundError("Endpoint");
  const { rows, total } = await listDeliveries(db, { userId: auth.user.id, endpointId: params.id, limit: query.limit, offset: query.offset });
  return paginated(rows.map(deliveryDto), total, query.limit, query.offset);
});
