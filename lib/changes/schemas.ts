import { z } from "zod";

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
