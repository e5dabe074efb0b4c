import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { updateEndpointBody } from "@/lib/alerts/schemas";
import { enableEndpoint, removeEndpoint } from "@/lib/alerts/service";

/** Turns an endpoint on or off. */
export const PATCH = withAuth({ params: idParams, body: updateEndpointBody }, async ({ db, auth, params, body }) => enableEndpoint(db, auth.user.id, params.id, body.enabled));

/** Deletes an endpoint and its delivery log; pending retries stop. */
export const DELETE = withAuth({ params: idParams }, async ({ db, auth, params }) => removeEndpoint(db, auth.user.id, params.id));
