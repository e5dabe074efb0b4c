import { eventStream, type RouteDocs } from "@/lib/api/openapi-responses";
import { STREAM_EVENTS } from "@/lib/live/events";
import { live } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/live/changes beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Live stream of changes, scans and jobs", security: live, success: eventStream([...STREAM_EVENTS.changes, "signout"]) },
} satisfies RouteDocs;
