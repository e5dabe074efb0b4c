import { z } from "zod";
import { pageQuery } from "@/lib/api/schemas";
import type { Page } from "@/lib/api/pagination";
import type { ChangeDto as ServerChangeDto } from "./dto";
import { CHANGE_TYPES_FOR_LEARNING } from "./learning-view";
import type { intelligenceFor } from "./intelligence";

/** Type aliases seen in the specification map onto the detector's types. */
const TYPE_ALIASES: Record<string, string[]> = {
  price: ["pricing"],
  pricing: ["pricing"],
  features: ["feature"],
  feature: ["feature"],
  product: ["integration"],
  integration: ["integration"],
  content: ["content"],
  structure: ["structure"],
  design: ["design", "visual", "structure"],
  visual: ["visual"],
  other: ["other"],
};

export function expandType(type: string | undefined): string[] | undefined {
  if (!type) return undefined;
  return TYPE_ALIASES[type] ?? [type];
}

const bool = z.enum(["true", "false"]).transform((v) => v === "true");

export const changeFiltersQuery = z.object({
  competitorId: z.string().uuid({ message: "competitorId must be an id" }).optional(),
  type: z.string().max(40).optional(),
  importance: z.enum(["low", "medium", "high"]).optional(),
  isRead: bool.optional(),
  search: z.string().trim().max(200).optional(),
});

export const listChangesQuery = changeFiltersQuery.extend(pageQuery(10_000_000).shape);

/** Feed filters as they appear in the URL and the API (isRead stays a string, as in the query). */
export type ChangeFilters = z.input<typeof changeFiltersQuery>;

export const feedbackBody = z.object({ isImportant: z.boolean({ message: "isImportant must be true or false" }) });
export const markAllBody = z.object({ competitorId: z.string().uuid().optional() });

/** A change as the API answers it (the output of changeDto in ./dto). */
export const changeSchema = z.object({
  id: z.string().uuid(),
  competitorId: z.string().uuid(),
  competitorName: z.string(),
  competitorUrl: z.string(),
  type: z.string().meta({ description: "pricing, feature, integration, content, structure or visual" }),
  importance: z.enum(["low", "medium", "high"]),
  score: z.number().int().meta({ description: "0-100, learned from the user's feedback" }),
  description: z.string(),
  oldContent: z.string().nullable(),
  newContent: z.string().nullable(),
  url: z.string().nullable().meta({ description: "The page the change was seen on" }),
  screenshot: z.string().nullable().meta({ description: "URL of the page's screenshot (GET /api/competitors/{id}/screenshots/{name})" }),
  highlight: z.string().nullable().meta({ description: "URL of the screenshot with the changed region marked" }),
  isRead: z.boolean(),
  detectedAt: z.iso.datetime(),
  timestamp: z.iso.datetime().meta({ description: "The same as detectedAt" }),
  feedback: z.boolean().nullable().meta({ description: "The user's vote: important (true), not important (false) or none" }),
  fact: z
    .object({
      name: z.string().meta({ description: "What the fact is about: a plan, a usage rate, a table row and column, the page title" }),
      before: z.string().nullable().meta({ description: "Its value before; null when it is new" }),
      after: z.string().nullable().meta({ description: "Its value after; null when it went" }),
      line: z.string().meta({ description: "The fact with both values, e.g. \"Team: $12 → $15 per seat/month\"" }),
    })
    .nullable()
    .meta({ description: "The one fact the change is about, with its value before and after; null for prose, section and design changes" }),
  facts: z.record(z.string(), z.unknown()).meta({ description: "Structured facts of the change (prices, features, …)" }),
}) satisfies z.ZodType<ServerChangeDto>;

/** A change as the browser reads it (what changeSchema documents). */
export type ChangeDto = z.infer<typeof changeSchema>;
export type Importance = ChangeDto["importance"];
export type ChangePage = Page<ChangeDto>;

/** GET /api/changes/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int(), highCount: z.number().int(), byType: z.record(z.string(), z.number().int()) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/changes/{id}/feedback: the learned importance rate of the change's type. */
export const feedbackResultSchema = z.object({
  recorded: z.literal(true),
  importanceRate: z.number().int().meta({ description: "The learned rate of the change's fact type (its type when it has none) at its competitor" }),
  note: z.string().meta({ description: "What the answer did to scoring, in the words of that rate: a level moved, or noted with how many more answers would move it" }),
});
export type FeedbackResult = z.infer<typeof feedbackResultSchema>;

const predictionSchema = z.object({
  what: z.string(),
  when: z.string().meta({ description: "In words, e.g. 'within 2 weeks'" }),
  expectedAt: z.iso.datetime().nullable(),
  confidence: z.number().meta({ description: "0-1" }),
  reasoning: z.string(),
  competitorId: z.string().uuid().nullable(),
  basedOnEvents: z.number().int(),
});

/** What the importance model has learned, as GET /api/intelligence answers it (intelligenceFor in ./intelligence). */
export const intelligenceSchema = z.object({
  learningProgress: z.number().int().meta({ description: "0-100" }),
  totalInteractions: z.number().int(),
  importancePatterns: z.array(z.object({ changeType: z.enum(CHANGE_TYPES_FOR_LEARNING), importanceRate: z.number().int(), interactions: z.number().int() })),
  factPatterns: z
    .array(z.object({ changeType: z.string(), factType: z.string(), importanceRate: z.number().int(), interactions: z.number().int() }))
    .meta({ description: "Learned rates per fact type (usage_rate, plan_limit_changed, price_changed…): above 70 its changes score a level higher, below 30 a level lower" }),
  behaviorPatterns: z.array(z.string()),
  recentLearning: z.array(z.object({ insight: z.string(), confidence: z.number(), basedOn: z.string(), at: z.iso.datetime() })),
  nextPrediction: predictionSchema.nullable(),
}) satisfies z.ZodType<Awaited<ReturnType<typeof intelligenceFor>>>;

export type Intelligence = z.infer<typeof intelligenceSchema>;
