import { withAuth } from "@/lib/api/with-auth";
import { notFound } from "@/lib/api/errors";
import { idParams } from "@/lib/jobs/schemas";
import { deleteEndpoint, setEndpointEnabled } from "@/db/queries/alerts";
import { updateEndpointBody } from "@/lib/alerts/schemas";
import { endpointDto } from "@/lib/alerts/service";

/** Turns an endpoint on or off. */
export const PATCH = withAuth({ params: idParams, body: updateEndpointBody }, async ({ db, auth, params, body }) => {
  const row = await setEndpointEnabled(db, { userId: auth.user.id, id: params.id, enabled: body.enabled });
  if (!row) throw notFound("Endpoint");
  return endpointDto(row);
});

/** Deletes an endpoint and its delivery log; pending retries stop. */
export const DELETE = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  if (!(await deleteEndpoint(db, { userId: auth.user.id, id: params.id }))) throw notFound("Endpoint");
  return { id: params.id, deleted: true };
});
