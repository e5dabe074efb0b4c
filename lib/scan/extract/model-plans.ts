/**
 * Pricing plans read by a language model, as a second reader beside the rules: the model gets the
 * pricing page as markdown (capped, inside an untrusted-data block) and answers through a JSON
 * schema; every number of its answer is checked against the page text (`model-verify.ts`) and its
 * plans are reconciled with the rule-based ones (`model-reconcile.ts`).
 *
 * The call goes through the app's provider (`lib/ai`): charged to the user's daily token budget, one
 * retry of a failed request, and a deadline of its own (MODEL_PLANS_TIMEOUT_MS) over the whole call,
 * retries included, so a slow model can hold a scan up by at most that long.
 */
import { z } from "zod";
import { AiError, dataBlock, type AiProvider } from "@/lib/ai";
import { pageEvidence, verifyPlan, type ModelPlan, type VerifiedPlan } from "./model-verify";
import { reconcilePlans } from "./model-reconcile";
import type { PricingPlan } from "@/lib/pricing/types";

/** Longest the model may take for one pricing page, retries included. */
export const MODEL_PLANS_TIMEOUT_MS = 20_000;
/** Longest pricing markdown sent to the model, in characters (about 6,000 tokens). */
export const MAX_PRICING_MARKDOWN = 24_000;
export const MODEL_PLANS_MAX_TOKENS = 4096;
/** Bumped when the request changes, so earlier stored answers are not reused for it. */
export const MODEL_PLANS_VERSION = 1;

const planSchema = z.object({
  name: z.string().describe("The plan's name exactly as the page writes it"),
  price: z.number().nullable().describe("The price per period as a number, as shown on the page; null for free-text prices such as Custom or Contact sales"),
  currency: z.string().nullable().describe("ISO 4217 code of the price's currency (USD, EUR, AUD ...); null without a price"),
  period: z.enum(["month", "year", "one-time"]).nullable().describe("What the price pays for; null when the page does not say"),
  unit: z.string().nullable().describe('What the price is per, e.g. "user", "seat", "1,000 contacts"; null for a flat price'),
  annualPrice: z.number().nullable().describe("The price per month when billed annually, when the page shows one; else null"),
  features: z.array(z.string()).describe("The plan's listed features, in page order, as written"),
  addOns: z.array(z.string()).describe('Usage-based or optional extras priced for this plan, e.g. "$10 per extra 1,000 contacts"'),
  highlighted: z.boolean().describe("True when the page marks the plan as recommended or most popular"),
});

export const modelPlansSchema = z.object({ plans: z.array(planSchema).describe("Every plan on the page, in page order; empty when the page lists none") });

const SYSTEM = [
  "You read software pricing pages and list their plans as structured data.",
  "Report only what the page states: copy names, prices and features as written, never estimate, convert or compute a price",
  "(except the per-month figure of an annual price when the page gives only the yearly total).",
  "Add-on cards, calculators, FAQs and discounts are not plans.",
].join(" ");

export function pricingRequest(markdown: string, url: string): { system: string; prompt: string } {
  const text = markdown.length > MAX_PRICING_MARKDOWN ? `${markdown.slice(0, MAX_PRICING_MARKDOWN)}\n\n[page truncated]` : markdown;
  const prompt = [
    "List every pricing plan on this pricing page, in page order, with its price, currency, billing period, unit, annual-billing price per month, features, add-ons and whether it is highlighted.",
    "Use null for anything the page does not show.",
    "",
    dataBlock(text, { source: url }),
  ].join("\n");
  return { system: SYSTEM, prompt };
}

/** The model's plans for one pricing page; throws AiError (kind "timeout" past the deadline) on any failure. */
export async function askModelForPlans(provider: AiProvider, input: { markdown: string; url: string }, timeoutMs = MODEL_PLANS_TIMEOUT_MS): Promise<ModelPlan[]> {
  const { system, prompt } = pricingRequest(input.markdown, input.url);
  const call = provider.generateStructured({ system, prompt, schema: modelPlansSchema, maxTokens: MODEL_PLANS_MAX_TOKENS });
  call.catch(() => undefined); // the deadline may win; a late failure is then of no interest
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AiError("timeout", `The AI model did not read the pricing page within ${Math.round(timeoutMs / 1000)} seconds.`, 504)), timeoutMs);
    timer.unref?.();
  });
  try {
    const result = await Promise.race([call, deadline]);
    return result.data.plans.map((p) => ({ ...p, currency: p.currency?.trim().toUpperCase() || null }));
  } finally {
    clearTimeout(timer);
  }
}

export interface GroundedPlans {
  plans: PricingPlan[];
  /** The model's plans after verification (stored so an unchanged page need not be read again). */
  verified: VerifiedPlan[];
  /** Values and plans of the model's answer dropped because the page does not support them. */
  dropped: number;
}

/** Verifies the model's plans against the page text and reconciles them with the rule-based plans. */
export function groundModelPlans(pageText: string, rulePlans: PricingPlan[], modelPlans: ModelPlan[]): GroundedPlans {
  const page = pageEvidence(pageText);
  let dropped = 0;
  const verified = modelPlans
    .filter((p) => p.name.trim())
    .map((p) => {
      const v = verifyPlan(page, p);
      dropped += v.dropped;
      return v.plan;
    });
  const { plans, droppedPlans } = reconcilePlans(rulePlans, verified);
  return { plans, verified, dropped: dropped + droppedPlans };
}
