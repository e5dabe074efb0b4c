import { z } from "zod";
import type { ChangeDto } from "./dto";

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

export const listChangesQuery = changeFiltersQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

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
  facts: z.record(z.string(), z.unknown()).meta({ description: "Structured facts of the change (prices, features, …)" }),
}) satisfies z.ZodType<ChangeDto>;
