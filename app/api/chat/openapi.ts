import { z } from "zod";
import { body, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/chat beyond what its route's withAuth options say. */
export const docs = {
  POST: {
    summary: "Ask the assistant about your competitors",
    success: body(z.object({ success: z.literal(true), message: z.string(), timestamp: z.iso.datetime(), data: z.object({ message: z.string(), timestamp: z.iso.datetime(), source: z.enum(["model", "local"]), model: z.string().nullable(), competitor: z.object({ id: z.string().uuid(), name: z.string() }).nullable(), tools: z.array(z.string()), unverified: z.array(z.string()).meta({ description: "Figures of a model's answer that the tools' data does not hold (also flagged in the message)" }) }) }), "Success: `{ success, message, timestamp, data }` (a failed model call answers 502/504 with `success: false`)"),
  },
} satisfies RouteDocs;
