import { described, type RouteDocs } from "@/lib/api/openapi-responses";
import { inngest } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/inngest beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Inngest: introspection", ...inngest, success: described("The Inngest serve handler's answer", false) },
  POST: { summary: "Inngest: run a job step", ...inngest, success: described("The Inngest serve handler's answer", false) },
  PUT: { summary: "Inngest: register the functions", ...inngest, success: described("The Inngest serve handler's answer", false) },
} satisfies RouteDocs;
