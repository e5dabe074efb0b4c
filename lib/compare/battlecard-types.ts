/**
 * The battlecard's shape: one competitor against the user's own product (the baseline), in sections
 * of claims, every claim carrying the snapshots or changes it was read from. The zod schema is the
 * API's output (GET /api/competitors/{id}/battlecard) and the OpenAPI document's.
 */
import { z } from "zod";

export const sourceSchema = z.object({
  kind: z.enum(["snapshot", "change"]),
  id: z.string().uuid(),
  /** Whose data it is: the competitor's or the user's own product's. */
  side: z.enum(["competitor", "baseline"]),
  label: z.string().meta({ description: "What the source is, e.g. 'Acme pricing page, scan of 2026-11-20'" }),
  url: z.string().nullable().meta({ description: "The page the fact was read on" }),
  at: z.iso.datetime(),
});

export const claimSchema = z.object({
  id: z.string().meta({ description: "Stable within one battlecard, e.g. 'pricing-seats-10'" }),
  text: z.string(),
  /** How to answer it in a sales conversation (the persuasion tactics section). */
  counter: z.string().nullable(),
  tone: z.enum(["stronger", "weaker", "neutral"]).meta({ description: "stronger: in the competitor's favour; weaker: in ours" }),
  sources: z.array(sourceSchema).min(1),
});

export const seatRowSchema = z.object({
  seats: z.number().int(),
  currency: z.string().nullable(),
  theirs: z.object({ plan: z.string(), monthly: z.number() }).nullable(),
  ours: z.object({ plan: z.string(), monthly: z.number() }).nullable(),
  verdict: z.enum(["cheaper", "dearer", "same", "not-comparable"]).meta({ description: "The competitor against us at this team size" }),
  claimId: z.string(),
});

export const sectionKeys = ["overview", "pricing", "stronger", "weaker", "tactics", "moves", "prediction"] as const;

export const sectionSchema = z.object({
  key: z.enum(sectionKeys),
  title: z.string(),
  claims: z.array(claimSchema),
  /** Shown when the section has no claims: why. */
  empty: z.string().nullable(),
});

export const battlecardSchema = z.object({
  competitor: z.object({ id: z.string().uuid(), name: z.string(), url: z.string(), domain: z.string() }),
  baseline: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  sections: z.array(sectionSchema),
  seatPricing: z.array(seatRowSchema),
  refreshedAt: z.iso.datetime().nullable().meta({ description: "When the newest scan, change or analysis it is built from arrived" }),
  lastCheckedAt: z.iso.datetime().nullable(),
  generatedAt: z.iso.datetime(),
  source: z.enum(["local", "model"]),
  model: z.string().nullable(),
  /** Model phrasings dropped because they stated a number or name the data does not hold. */
  droppedByChecks: z.number().int(),
  notes: z.array(z.string()),
});

export type Source = z.infer<typeof sourceSchema>;
export type Claim = z.infer<typeof claimSchema>;
export type SeatRow = z.infer<typeof seatRowSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type Battlecard = z.infer<typeof battlecardSchema>;

/** Team sizes the pricing comparison is made at. */
export const SEAT_COUNTS = [1, 5, 10, 25, 50] as const;

/** Windows of the recent moves, in days. */
export const RECENT_DAYS = 30;
export const MOVES_DAYS = 90;
