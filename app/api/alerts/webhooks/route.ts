import { withAuth } from "@/lib/api/with-auth";
import { listEndpoints } from "@/db/queries/alerts";
import { createEndpointBody } from "@/lib/alerts/schemas";
import { createEndpoint, endpointDto } from "@/lib/alerts/service";

export const GET = withAuth({}, async ({ db, auth }) => (await listEndpoints(db, { userId: auth.user.id })).map(endpointDto));

/** Adds a webhook or Slack endpoint; the signing secret is in this answer only. */
export const POST = withAuth({ body: createEndpointBody, status: 201 }, async ({ db, auth, body }) => createEndpoint(db, auth.user.id, body));
