import { withAuth } from "@/lib/api/with-auth";

import { idParams } from "@/lib/api/schemas";
import { deleteEndpoint, setEndpointEnabled } from "@/db/queries/alerts";
import { updateEndpointBody } from "@/lib/alerts/schemas";
import { endpointDto } from "@/lib/alerts/service";
import { NotFoundError } from "@/lib/errors";

/** Turns an endpoint on or off. */
export const PATCH = withAuth({ params: idParams, body: updateEndpointBody }, async ({ db, auth, params, body }) => {
  const row = await setEndpointEnabled(db, { userId: auth.user.id, id: params.id, enabled: body.enabled });
  if (!row) throw new NotFoundError("Endpoint");
  return endpointDto(row);
});

/** Deletes an endpoint and its delivery log; pending retries stop. */
export const DELETE = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  if (!(await deleteEndpoint(db, { userId: auth.user.id, id: params.id }))) throw new NotFoundError("Endpoint");
  return { id: params.id, deleted: true };
});
