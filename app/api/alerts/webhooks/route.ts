import { withAuth } from "@/lib/api/with-auth";
import { createEndpointBody } from "@/lib/alerts/schemas";
import { createEndpoint, listEndpointsOf } from "@/lib/alerts/service";

export const GET = withAuth({}, async ({ db, auth }) => listEndpointsOf(db, auth.user.id));

/** Adds a webhook or Slack endpoint; the signing secret is in this answer only. */
export const POST = withAuth({ body: createEndpointBody, status: 201 }, async ({ db, auth, body }) => createEndpoint(db, auth.user.id, body));
