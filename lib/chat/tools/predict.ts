import { z } from "zod";
import { changeEvents } from "@/db/queries/changes";
import { listCompetitors } from "@/db/queries/competitors";
import { HORIZON_DAYS, predictNextMove } from "@/lib/analysis/predict/next-move";
import { reportForCompetitor } from "@/lib/analysis/report/build";
import { ownCompetitor } from "./load";
import { defineTool } from "./types";

const DAY = 86_400_000;

/**
 * The next-move prediction the overview shows: for one competitor, its intelligence report's
 * prediction; across competitors, the likeliest move (of one type when asked), with the competitor.
 */
export const predictNextMoveTool = defineTool({
  name: "predict_next_move",
  description: `The predicted next move (pricing change or feature launch) of a competitor, or the likeliest across all competitors: the chance of another move within ${HORIZON_DAYS} days, the date by which it is as likely as not, and the reasons (its change history and its peers').`,
  input: z.object({
    competitorId: z.string().trim().min(1).optional(),
    type: z.enum(["pricing", "feature"]).optional().describe("Only this kind of move (across competitors)"),
  }),
  async run(db, userId, args) {
    if (args.competitorId) {
      const c = await ownCompetitor(db, userId, args.competitorId);
      const report = await reportForCompetitor(db, { userId, competitor: c });
      const history = await changeEvents(db, { userId, competitorId: c.id, since: new Date(Date.now() - 365 * DAY) });
      return { competitorId: c.id, competitor: c.name, prediction: report.nextPrediction, moves: history.map((e) => ({ type: e.type, detectedAt: e.detectedAt.toISOString() })) };
    }
    const tracked = new Set((await listCompetitors(db, { userId })).filter((c) => c.type !== "baseline").map((c) => c.id));
    const events = (await changeEvents(db, { userId, since: new Date(Date.now() - 365 * DAY) })).filter((e) => tracked.has(e.competitorId) && (!args.type || e.type === args.type));
    const p = predictNextMove(events);
    return { competitorId: p?.competitorId ?? null, competitor: events.find((e) => e.competitorId === p?.competitorId)?.competitorName ?? null, prediction: p, moves: [] };
  },
});
