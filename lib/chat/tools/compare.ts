import { z } from "zod";
import { loadMatrix } from "@/lib/compare/service";
import { MAX_TEAM_SEATS } from "@/lib/compare/schemas";
import { defineTool } from "./types";

/** The comparison matrix (lib/compare), the same as GET /api/compare: what the chat's comparisons read. */
export const compareTool = defineTool({
  name: "compare",
  description:
    "The comparison matrix: the user's product (baseline) and every competitor side by side: plans with prices per seat per month where possible (annual billing as its monthly equivalent), the cheapest plan for a team of `seats`, features, integrations and key capabilities present or absent by category, and each one's changes of the last 30 days.",
  input: z.object({
    seats: z.number().int().min(1).max(MAX_TEAM_SEATS).default(5).describe("Team size for the team price"),
    billing: z.enum(["month", "year"]).default("month"),
    category: z.string().trim().max(100).optional().describe("Only this feature/integration category"),
  }),
  run: (db, userId, args) => loadMatrix(db, userId, { seats: args.seats, billing: args.billing, category: args.category ?? null }),
});
