/** Test fixtures: a realistic snapshot and a builder for variations. Used only by tests. */
import type { ExtractedData, PageSignals, SnapshotMetadata } from "@/lib/scan/types";
import type { SnapshotLike } from "./types";
import type { PricingPlan } from "@/lib/pricing/types";

export const SITE = "https://acme.example";

export function plan(p: Partial<PricingPlan> & { name: string }): PricingPlan {
  return {
    price: null,
    currency: null,
    period: null,
    unit: null,
    addOns: [],
    features: [],
    ...p,
  };
}

export function page(kind: PageSignals["kind"], p: Partial<PageSignals> = {}): PageSignals {
  const paths = { home: "/", pricing: "/pricing", features: "/features", integrations: "/integrations" };
  return {
    url: `${SITE}${paths[kind]}`,
    kind,
    title: kind === "home" ? "Acme — CRM for small teams" : `Acme ${kind}`,
    headings: kind === "home" ? ["CRM for small teams", "Why Acme", "Customers", "Get started"] : [`Acme ${kind}`],
    navigation: ["Product", "Pricing", "Customers", "Blog"],
    stylesheets: [`${SITE}/assets/main.css`],
    colors: ["#0a0a0a", "#2563eb", "#ffffff"],
    fonts: ["Inter"],
    textHash: "x",
    ...p,
  };
}

export const HOME_MD = [
  "# CRM for small teams",
  "",
  "Acme keeps every customer conversation in one place.",
  "",
  "## Why Acme",
  "",
  "- Set up in five minutes",
  "- Works with the tools you already use",
  "- Loved by 2,000 teams",
  "",
  "Start your free trial today. No credit card required.",
].join("\n");

export function baseData(): ExtractedData {
  return {
    markdown: HOME_MD,
    pricingMarkdown: "# Pricing",
    featuresMarkdown: "# Features",
    pricingPlans: [
      plan({ name: "Starter", price: 9, currency: "EUR", period: "month", features: ["1 user", "Email support"] }),
      plan({
        name: "Team",
        price: 12,
        currency: "USD",
        period: "month",
        unit: "user",
        annualPrice: 10,
        features: ["Unlimited contacts", "Pipelines", "Reports"],
        highlighted: true,
      }),
      plan({ name: "Business", price: 29, currency: "USD", period: "month", unit: "user", features: ["SSO", "Audit log", "API"] }),
    ],
    features: [
      { category: "Core", name: "Contact management" },
      { category: "Core", name: "Pipelines" },
      { category: "Automation", name: "Workflows" },
    ],
    aiExtractedData: {
      integrations: [
        { name: "Slack", category: "Communication" },
        { name: "Zapier", category: "Automation" },
        { name: "HubSpot", category: "CRM" },
      ],
      keyCapabilities: ["Email tracking", "Sales forecasting"],
    },
  };
}

export function baseMeta(): SnapshotMetadata {
  return {
    markdownLength: HOME_MD.length,
    hasPublicPricing: true,
    hasPricingPage: true,
    pages: [page("home"), page("pricing"), page("features")],
    screenshots: {},
    fetchMode: "http",
    warnings: [],
  };
}

/** A snapshot with the base data, modified by `edit` (which may mutate its argument). */
export function snapshot(edit?: (s: SnapshotLike) => void): SnapshotLike {
  const s: SnapshotLike = { extractedData: baseData(), metadata: baseMeta(), url: SITE };
  edit?.(s);
  return s;
}

/** A snapshot whose pricing page reads `md` (no plans read, so only the page's copy speaks). */
export const pricingPage = (md: string) =>
  snapshot((s) => {
    s.extractedData.pricingMarkdown = md;
    s.extractedData.pricingPlans = [];
  });

/** A pricing page's markdown: a two-plan price table that stays the same, the given lines, then a short questions section. */
export function planTablePricing(lines: string[]): string {
  return ["# Pricing", "", "| Plan | Price |", "| --- | --- |", "| Starter | $8 / month |", "| Business | $45 / month |", "", ...lines, "", "## Questions", "", "Write to us any time."].join("\n");
}
