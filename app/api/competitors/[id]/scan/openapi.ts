import { z } from "zod";
import { body, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/competitors/{id}/scan beyond what its route's withAuth options say. */
export const docs = {
  POST: {
    summary: "Check a competitor now",
    status: 202,
    description: "Queues a scan (202), or answers the one already queued (202); a competitor whose last scan finished less than a minute ago (CHECK_NOW_COOLDOWN_SECONDS) is not fetched again: 200 with that scan (`data.lastScan`).",
    success: body(z.object({ success: z.literal(true), jobId: z.string().uuid().nullable(), message: z.string(), data: z.object({ success: z.literal(true), jobId: z.string().uuid().nullable(), queued: z.literal(true), message: z.string() }) }), "Accepted: the scan is queued; follow it with GET /api/jobs/{jobId} or the live stream"),
    more: {
      "200": body(
        z.object({
          success: z.literal(true),
          jobId: z.string().uuid(),
          message: z.string(),
          data: z.object({ success: z.literal(true), jobId: z.string().uuid(), queued: z.literal(false), message: z.string(), lastScan: z.object({ jobId: z.string().uuid(), status: z.enum(["completed", "failed"]), completedAt: z.iso.datetime(), result: z.unknown(), error: z.string().nullable() }) }),
        }),
        "Checked less than a minute ago: nothing is fetched, the answer is that scan",
      ),
    },
  },
} satisfies RouteDocs;
