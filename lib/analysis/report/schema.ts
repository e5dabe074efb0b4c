import { z } from "zod";
import type { IntelligenceReport } from "./compose";

const prediction = z.object({
  kind: z.string().optional().meta({ description: "The kind of move: pricing or feature" }),
  what: z.string(),
  when: z.string().meta({ description: "In words, e.g. 'within 2 weeks'" }),
  confidence: z.number().meta({ description: "0-100" }),
  reasoning: z.string(),
  expectedAt: z.iso.datetime().nullable(),
  basedOnEvents: z.number().int(),
});

const recentChange = z.object({
  id: z.string().uuid(),
  competitorId: z.string().uuid(),
  competitorName: z.string(),
  type: z.string(),
  importance: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  detectedAt: z.iso.datetime(),
  whyItMatters: z.string().nullable(),
});

/** An intelligence report as GET /api/insights and GET /api/insights/{id} answer it (IntelligenceReport). */
export const intelligenceReportSchema = z.object({
  competitorId: z.string().uuid().nullable().meta({ description: "null for the report across all competitors" }),
  competitorName: z.string(),
  summary: z.string(),
  recentChanges: z.array(recentChange),
  whyItMatters: z.array(z.string()),
  nextPrediction: prediction.nullable(),
  trackRecord: z
    .object({ judged: z.number().int(), cameTrue: z.number().int(), open: z.number().int(), summary: z.string() })
    .nullable()
    .optional()
    .meta({ description: "A competitor's kept predictions judged so far, e.g. '3 of 4 predictions came true'" }),
  generatedAt: z.iso.datetime(),
  source: z.enum(["local", "model"]),
  windowDays: z.number().int(),
  stats: z.object({ changes: z.number().int(), high: z.number().int(), byType: z.record(z.string(), z.number().int()) }),
}) satisfies z.ZodType<IntelligenceReport>;
