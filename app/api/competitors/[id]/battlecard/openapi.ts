import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { battlecardSchema } from "@/lib/compare/battlecard-types";

/** How /api/openapi.json describes /api/competitors/{id}/battlecard beyond what its route's withAuth options say. */
export const docs = {
  GET: {
    summary: "Get a competitor's battlecard",
    description: "The competitor against your own product (the baseline): overview, pricing at 1, 5, 10, 25 and 50 seats, where they are stronger and weaker, persuasion tactics with counters, recent moves and the prediction with its track record; every claim cites the snapshots or changes it was read from. Computed from the latest data on each read. `?format=md` answers Markdown.",
    success: { ...data(battlecardSchema, "Success: `{ data }`, the battlecard; with `?format=md`, the same as a Markdown file"), content: { ...data(battlecardSchema).content, "text/markdown": { schema: { type: "string" } } } },
  },
} satisfies RouteDocs;
