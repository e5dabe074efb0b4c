/**
 * Shape of a competitor psychology ("Dark Psychology") analysis, shared by the local analyser,
 * the model-backed analyser, the API and the UI panel.
 */
import { z } from "zod";
import { CATEGORIES, PATTERN_TYPE_NAMES } from "../patterns/taxonomy";
import type { PagePassages, TimerCheck } from "../passages/types";
import type { ProductAudience } from "@/lib/scan/types";

export const levelSchema = z.enum(["low", "medium", "high"]);
export const ethicalRatingSchema = z.enum(["ethical", "questionable", "manipulative"]);

export const techniqueSchema = z.object({
  tactic: z.string().min(1),
  description: z.string().min(1),
  effectiveness: levelSchema,
  evidence: z.array(z.string().min(1)).min(1),
});

export const darkPatternSchema = z.object({
  category: z.enum(CATEGORIES),
  type: z.enum(PATTERN_TYPE_NAMES),
  description: z.string().min(1),
  evidence: z.array(z.string().min(1)).min(1),
  severity: levelSchema,
});

export const ethicalConcernSchema = z.object({
  tactic: z.string().min(1),
  description: z.string().min(1),
  rating: ethicalRatingSchema,
});

export const psychologyProfileSchema = z.object({
  summary: z.string(),
  targetAudience: z.string(),
  emotionalTriggers: z.array(z.string()),
  competitiveAdvantages: z.array(z.string()),
});

export const psychologyAnalysisSchema = z.object({
  profile: psychologyProfileSchema,
  techniques: z.array(techniqueSchema),
  darkPatterns: z.array(darkPatternSchema),
  weaknesses: z.array(z.string()),
  counterTactics: z.array(z.string()),
  ethicalConcerns: z.array(ethicalConcernSchema),
  confidence: z.number().min(0).max(1),
  dataPoints: z.number().int().min(0),
});

export type Level = z.infer<typeof levelSchema>;
export type EthicalRating = z.infer<typeof ethicalRatingSchema>;
export type Technique = z.infer<typeof techniqueSchema>;
export type DarkPattern = z.infer<typeof darkPatternSchema>;
export type EthicalConcern = z.infer<typeof ethicalConcernSchema>;
export type PsychologyProfile = z.infer<typeof psychologyProfileSchema>;
export type PsychologyAnalysis = z.infer<typeof psychologyAnalysisSchema>;

export const psychologyInputSchema = z.object({
  competitorName: z.string(),
  pages: z.array(z.object({ url: z.string(), markdown: z.string() })),
  pricingPlans: z.array(
    z.object({
      name: z.string(),
      price: z.number().nullable(),
      period: z.string().nullable(),
      features: z.array(z.string()),
      highlighted: z.boolean().optional(),
      currency: z.string().nullable().optional(),
      unit: z.string().nullable().optional(),
    }),
  ),
  /** The pages as read passage by passage at the scan (lib/analysis/passages); absent for older snapshots. */
  passages: z.array(z.custom<PagePassages>()).optional(),
  /** Timers read on two fetches of their page at the scan. */
  timers: z.array(z.custom<TimerCheck>()).optional(),
  /** Who the product addresses, read from its plans and pages with the evidence (lib/analysis/profile). */
  audience: z.custom<ProductAudience>().optional(),
});

export type PsychologyInput = z.infer<typeof psychologyInputSchema>;
