/**
 * "What will X do next?": the prediction the overview shows (the competitor's intelligence report:
 * the chance of another pricing change or feature launch within 90 days, from its own moves and its
 * peers'), with the dated moves it rests on; across competitors, the likeliest move.
 */
import type { PlannerContext, PredictionResult } from "./context";
import { day, esc, joinNames, link, list } from "./markdown";

const pct = (x: number) => `${Math.round(x * 100)}%`;

async function movesOf(ctx: PlannerContext, id: string): Promise<string[]> {
  const [pricing, feature] = await Promise.all([ctx.changes({ competitorId: id, type: "pricing", limit: 10 }), ctx.changes({ competitorId: id, type: "feature", limit: 10 })]);
  return [...pricing.changes, ...feature.changes]
    .sort((a, b) => b.detectedAt.localeCompare(a.detectedAt))
    .slice(0, 6)
    .map((c) => `${day(c.detectedAt)} — ${c.type}: ${esc(c.description, 200)} · ${link("source", c.url)}`);
}

function predictionText(r: PredictionResult): string {
  const p = r.prediction!;
  const when = p.when.replace(/(\d{4}-\d{2}-\d{2})/g, (iso) => day(iso));
  return `**${esc(p.what, 160)}:** ${pct(p.confidence)} chance within 90 days (${esc(when, 120)}).\n\n${esc(p.reasoning, 400)}`;
}

export async function answerPrediction(ctx: PlannerContext, scope: string[], question: string): Promise<string> {
  if (scope.length === 1) {
    const competitors = await ctx.competitors();
    const c = competitors.find((x) => x.id === scope[0])!;
    const r = await ctx.predict({ competitorId: c.id });
    const parts = [`## What ${esc(c.name, 60)} may do next`];
    if (!r.prediction) {
      parts.push(`There is not enough history to predict ${esc(c.name, 60)}'s next move: no pricing changes or feature launches have been detected since it was first scanned${c.scannedAt ? ` (latest scan ${day(c.scannedAt)})` : ""}. A prediction appears once it has moved at least once while watched.`);
      return parts.join("\n\n");
    }
    parts.push(predictionText(r));
    const moves = await movesOf(ctx, c.id);
    if (moves.length) parts.push(`**The moves it rests on:**\n${list(moves)}`);
    parts.push("This is the same prediction the dashboard overview shows for it.");
    return parts.join("\n\n");
  }
  return answerLikeliest(ctx, scope, question);
}

/** Across competitors: the likeliest move, or the competitors level with it when their chances round alike. */
async function answerLikeliest(ctx: PlannerContext, scope: string[], question: string): Promise<string> {
  const competitors = await ctx.competitors();
  const type = /\bpric|\bplans?\b|\bcost/i.test(question) ? "pricing" : /\bfeature|\blaunch/i.test(question) ? "feature" : undefined;
  const best = await ctx.predict(type ? { type } : {});
  const parts = [`## Likeliest next ${type === "pricing" ? "pricing change" : type === "feature" ? "feature launch" : "move"}`];
  if (!best.prediction || !best.competitor) {
    parts.push("No competitor has moved yet while watched, so there is nothing to predict from. Predictions appear after the first detected pricing change or feature launch.");
    return parts.join("\n\n");
  }
  const ids = scope.length ? scope : competitors.filter((c) => c.type !== "baseline").map((c) => c.id);
  const each: Array<{ name: string; r: PredictionResult }> = [];
  for (const id of ids) each.push({ name: competitors.find((c) => c.id === id)?.name ?? "", r: await ctx.predict({ competitorId: id }) });
  // Chances that round to the same percentage (of the same kind of move) are a tie, not a ranking.
  const level = each.filter((e) => e.r.prediction && e.r.prediction.kind === best.prediction!.kind && pct(e.r.prediction.confidence) === pct(best.prediction!.confidence));
  if (level.length > 1) {
    parts.push(`**${joinNames(level.map((e) => esc(e.name, 60)))}** are level: each has a ${pct(best.prediction.confidence)} chance within 90 days, so none of them stands out as the likeliest. Their records so far are alike; the next detected move will tell them apart.`);
    parts.push(`For example: ${predictionText(best)}`);
  } else parts.push(`**${esc(best.competitor, 60)}** is the likeliest: ${predictionText(best)}`);
  const rows = each.map(({ name, r }) => (r.prediction ? `${esc(name, 60)}: ${pct(r.prediction.confidence)} — ${esc(r.prediction.what, 140)}.` : `${esc(name, 60)}: no moves seen yet, so no prediction.`));
  parts.push(`**Each competitor (as its overview shows it):**\n${list(rows)}`);
  return parts.join("\n\n");
}
