/**
 * The LLM view (spec §2): the latest snapshot as plain text with the sections MAIN CONTENT, PRICING
 * PAGE, FEATURES PAGE, EXTRACTED PRICING PLANS, EXTRACTED FEATURES, INTEGRATIONS, KEY CAPABILITIES.
 * Nothing is filtered here: an assistant reading it gets every plan feature and every feature.
 */
import type { Feature, Integration } from "@/lib/scan/types";
import { annualPriceText, formatPlanPrice } from "./display-rules";
import type { PricingPlan } from "@/lib/pricing/types";

export const LLM_SECTIONS = [
  "MAIN CONTENT",
  "PRICING PAGE",
  "FEATURES PAGE",
  "EXTRACTED PRICING PLANS",
  "EXTRACTED FEATURES",
  "INTEGRATIONS",
  "KEY CAPABILITIES",
] as const;

interface LlmCompetitor { name: string; url: string }
interface LlmSnapshot {
  createdAt: string;
  confidence: number;
  extractedData: {
    markdown?: string;
    pricingMarkdown?: string;
    featuresMarkdown?: string;
    pricingPlans?: PricingPlan[];
    pricingAddOns?: string[];
    features?: (Feature | string)[];
    aiExtractedData?: { integrations?: Integration[]; keyCapabilities?: string[] };
  };
}

const NONE = "(none)";

function section(title: string, body: string): string {
  return `=== ${title} ===\n${body.trim() || NONE}\n`;
}

function planLines(plans: PricingPlan[]): string {
  return plans
    .map((p) => {
      const lines = [`- ${p.name}${p.group ? ` [${p.group}]` : ""}${p.highlighted ? " (highlighted)" : ""}: ${formatPlanPrice(p)}`];
      const annual = annualPriceText(p);
      if (annual) lines.push(`  ${annual}`);
      for (const f of p.features ?? []) lines.push(`  * ${f}`);
      for (const a of p.addOns ?? []) lines.push(`  + add-on: ${a}`);
      return lines.join("\n");
    })
    .join("\n");
}

function featureLines(features: (Feature | string)[]): string {
  return features
    .map((f) => {
      if (typeof f === "string") return `- ${f}`;
      const head = `- [${f.category || "General"}] ${f.name}`;
      return f.description ? `${head}: ${f.description}` : head;
    })
    .join("\n");
}

export function llmText(competitor: LlmCompetitor, snapshot: LlmSnapshot | null): string {
  const header = `${competitor.name} (${competitor.url})\n`;
  if (!snapshot) return `${header}\nNo snapshot yet: this competitor hasn't been scanned yet.\n`;
  const d = snapshot.extractedData ?? {};
  const integrations = d.aiExtractedData?.integrations ?? [];
  const capabilities = d.aiExtractedData?.keyCapabilities ?? [];
  const meta = `Snapshot: ${snapshot.createdAt}\nConfidence: ${Math.round((snapshot.confidence ?? 0) * 100)}%\n`;
  return [
    header + meta,
    section("MAIN CONTENT", d.markdown ?? ""),
    section("PRICING PAGE", d.pricingMarkdown ?? ""),
    section("FEATURES PAGE", d.featuresMarkdown ?? ""),
    section("EXTRACTED PRICING PLANS", [planLines(d.pricingPlans ?? []), ...(d.pricingAddOns ?? []).map((a) => `+ page-level add-on: ${a}`)].join("\n")),
    section("EXTRACTED FEATURES", featureLines(d.features ?? [])),
    section("INTEGRATIONS", integrations.map((i) => `- ${i.name}${i.category ? ` (${i.category})` : ""}`).join("\n")),
    section("KEY CAPABILITIES", capabilities.map((c) => `- ${c}`).join("\n")),
  ].join("\n");
}
