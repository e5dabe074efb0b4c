/**
 * Optional model refinement of an intelligence report: with a model configured, the summary and the
 * "why it matters" sentences are rewritten from the same facts. The facts themselves (recent changes,
 * statistics, the prediction and its confidence) stay those computed locally.
 */
import { z } from "zod";
import type { Db } from "@/db/client";
import { buildPrompt, modelStructured } from "@/lib/analysis/ai-seam";
import type { IntelligenceReport } from "./compose";

export const refinementSchema = z.object({
  summary: z.string().min(1).max(800),
  whyItMatters: z.array(z.string().min(1).max(400)).max(5),
});

const SYSTEM = "You are a competitive-intelligence analyst writing short, concrete briefings for sales, product and strategy teams.";

const INSTRUCTIONS = [
  "Rewrite the briefing below for the tracked competitor(s): a summary of at most three sentences of what changed recently,",
  "and up to five sentences on why it matters to a competing company. Use only the facts in the documents;",
  "name competitors, plans, prices and features exactly as given. Do not invent numbers or dates.",
].join(" ");

export async function refineReport(db: Db, userId: string, report: IntelligenceReport): Promise<IntelligenceReport> {
  const changes = report.recentChanges.map((c) => `- [${c.importance}] ${c.competitorName} (${c.type}, ${c.detectedAt.slice(0, 10)}): ${c.description}`).join("\n");
  const prediction = report.nextPrediction
    ? `${report.nextPrediction.what}; ${report.nextPrediction.when}; confidence ${Math.round(report.nextPrediction.confidence * 100)}%; ${report.nextPrediction.reasoning}`
    : "none (too little history)";
  const prompt = buildPrompt(`${INSTRUCTIONS}\nScope: ${report.competitorName}.`, [
    { label: "recent changes (last 30 days)", text: changes || "none" },
    { label: "draft summary", text: report.summary },
    { label: "draft reasons", text: report.whyItMatters.join("\n") || "none" },
    { label: "predicted next move", text: prediction },
  ]);
  const refined = await modelStructured(db, { userId, system: SYSTEM, prompt, schema: refinementSchema, maxTokens: 1200 });
  return { ...report, summary: refined.summary, whyItMatters: refined.whyItMatters.length ? refined.whyItMatters : report.whyItMatters, source: "model" };
}
