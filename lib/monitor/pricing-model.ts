/**
 * The scan's second reader of the pricing page: when ANTHROPIC_API_KEY is set and a pricing page was
 * fetched, the model reads it (lib/scan/extract/model-plans.ts) and its verified plans are reconciled
 * with the rule-based ones. Every plan then carries `source` ("rules" | "model" | "both") and the
 * snapshot's `metadata.pricingModel` records the outcome. A failure or timeout of the model never
 * fails the scan: the rule plans are kept (source "rules") and the status says what happened.
 *
 * An unchanged pricing page is not read again: when the request (model, version, markdown without
 * run-to-run noise such as dates and countdowns) hashes to the previous snapshot's, the stored verified answer is reconciled with the current rules. That
 * saves tokens and keeps a model's varying answers from showing up as pricing changes.
 *
 * Without a key nothing changes: no call, plans without `source`, no `pricingModel`.
 */
import crypto from "node:crypto";
import type { Db } from "@/db/client";
import { aiProvider, isAiError, modelConfigured } from "@/lib/ai";
import { env } from "@/lib/env";
import { askModelForPlans, groundModelPlans, MAX_PRICING_MARKDOWN, MODEL_PLANS_MAX_TOKENS, MODEL_PLANS_TIMEOUT_MS, MODEL_PLANS_VERSION } from "@/lib/scan/extract/model-plans";
import { reconcilePlans } from "@/lib/scan/extract/model-reconcile";
import { hashableText } from "@/lib/scan/extract/stable-text";
import type { VerifiedPlan } from "@/lib/scan/extract/model-verify";
import type { PricingModelOutcome, SnapshotMetadata } from "@/lib/scan/types";
import { planFields } from "@/lib/pricing/plan-dto";
import type { PricingPlan } from "@/lib/pricing/types";

export interface PricingModelInput {
  userId: string;
  /** The pricing page's address and markdown; null when no pricing page was fetched. */
  pricingPage: { url: string; markdown: string } | null;
  rulePlans: PricingPlan[];
  previous?: Pick<SnapshotMetadata, "pricingModel"> | null;
  timeoutMs?: number;
}

export interface PricingModelResult {
  plans: PricingPlan[];
  outcome: PricingModelOutcome;
}

const rulesOnly = (plans: PricingPlan[]) => plans.map((p): PricingPlan => ({ ...p, source: "rules" }));

function inputHash(model: string, markdown: string): string {
  return crypto.createHash("sha256").update(JSON.stringify([MODEL_PLANS_VERSION, model, hashableText(markdown.slice(0, MAX_PRICING_MARKDOWN))])).digest("hex").slice(0, 32);
}

function storable(plans: VerifiedPlan[]): NonNullable<PricingModelOutcome["plans"]> {
  return plans.map((p) => ({ ...p }));
}

function fromStore(plans: NonNullable<PricingModelOutcome["plans"]>): VerifiedPlan[] {
  return plans.map((p) => ({
    ...planFields(p),
    features: p.features ?? [],
    addOns: p.addOns ?? [],
    priceInvented: Boolean(p.priceInvented),
    nameOnPage: p.nameOnPage !== false,
  }));
}

/** The reconciled plans and the outcome, or null when no model is configured (nothing changes). */
export async function readPricingWithModel(db: Db, input: PricingModelInput): Promise<PricingModelResult | null> {
  if (!modelConfigured()) return null;
  const model = env().ANTHROPIC_MODEL;
  const page = input.pricingPage;
  if (!page || !page.markdown.trim()) {
    const reason = page ? "The pricing page has no readable text." : "No pricing page was fetched.";
    return { plans: rulesOnly(input.rulePlans), outcome: { status: "skipped", model, dropped: 0, reason } };
  }
  const hash = inputHash(model, page.markdown);
  const before = input.previous?.pricingModel;
  if (before && (before.status === "ok" || before.status === "reused") && before.inputHash === hash && Array.isArray(before.plans)) {
    const verified = fromStore(before.plans);
    const { plans } = reconcilePlans(input.rulePlans, verified);
    return { plans, outcome: { status: "reused", model, dropped: before.dropped, inputHash: hash, plans: storable(verified) } };
  }

  const timeoutMs = input.timeoutMs ?? MODEL_PLANS_TIMEOUT_MS;
  const provider = aiProvider(db, input.userId, { timeoutMs, maxRetries: 1, maxTokens: MODEL_PLANS_MAX_TOKENS });
  try {
    const answer = await askModelForPlans(provider, page, timeoutMs);
    const grounded = groundModelPlans(page.markdown, input.rulePlans, answer);
    return { plans: grounded.plans, outcome: { status: "ok", model, dropped: grounded.dropped, inputHash: hash, plans: storable(grounded.verified) } };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const status: PricingModelOutcome["status"] = isAiError(err, "timeout") ? "timeout" : isAiError(err, "budget_exceeded") ? "skipped" : "error";
    return { plans: rulesOnly(input.rulePlans), outcome: { status, model, dropped: 0, reason } };
  }
}
