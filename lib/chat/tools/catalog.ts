import { z } from "zod";
import { sourceOf, type CompetitorView } from "../snapshot-view";
import { loadViews } from "./load";
import { defineTool } from "./types";
import { planDto } from "@/lib/pricing/plan-dto";

const optionalCompetitor = z.object({
  competitorId: z.string().trim().min(1).optional().describe("A competitor id from list_competitors; omit for all competitors"),
});
const requiredCompetitor = z.object({ competitorId: z.string().trim().min(1).describe("A competitor id from list_competitors") });

const who = (v: CompetitorView) => ({ competitorId: v.id, competitor: v.name, type: v.type });
const notScanned = (v: CompetitorView) => (v.scannedAt ? {} : { note: `${v.name} has not been scanned yet` });

export const listCompetitorsTool = defineTool({
  name: "list_competitors",
  description: "Lists the user's tracked competitors and their own product (type 'baseline'): id, name, url, status (active, paused, error, or blocked: the site answered with a bot wall, explained in statusNote), last scan and change count.",
  input: z.object({}),
  async run(db, userId) {
    const views = await loadViews(db, userId);
    return views.map((v) => ({ id: v.id, name: v.name, type: v.type, url: v.url, status: v.status, ...(v.statusNote ? { statusNote: v.statusNote } : {}), lastChecked: v.lastChecked, scannedAt: v.scannedAt, plans: v.plans.length, features: v.features.length, integrations: v.integrations.length }));
  },
});

export const getCompetitorTool = defineTool({
  name: "get_competitor",
  description: "One competitor: details, page titles, key capabilities, target audience (segment by size with the evidence: phrase, plan, page) and the start of its home page text from the latest scan.",
  input: requiredCompetitor,
  async run(db, userId, args) {
    const [v] = await loadViews(db, userId, args.competitorId);
    return {
      ...who(v),
      url: v.url,
      domain: v.domain,
      status: v.status,
      lastChecked: v.lastChecked,
      scannedAt: v.scannedAt,
      confidence: v.confidence,
      pages: v.sources,
      titles: v.titles,
      keyCapabilities: v.capabilities.slice(0, 12),
      audience: v.audience,
      homePage: v.markdown.home.slice(0, 1500),
      counts: { plans: v.plans.length, features: v.features.length, integrations: v.integrations.length },
      ...notScanned(v),
    };
  },
});

export const getPricingTool = defineTool({
  name: "get_pricing",
  description: "Pricing plans (name, price, currency, period, unit, annual price, features) from the latest scan, with the pricing page URL as source. All competitors when competitorId is omitted.",
  input: optionalCompetitor,
  async run(db, userId, args) {
    const views = await loadViews(db, userId, args.competitorId);
    return views.map((v) => ({ ...who(v), source: sourceOf(v, "pricing"), scannedAt: v.scannedAt, plans: v.plans.map(planDto), pricingAddOns: v.pricingAddOns ?? [], ...notScanned(v) }));
  },
});

export const getFeaturesTool = defineTool({
  name: "get_features",
  description: "Product features grouped by category from the latest scan, with the features page URL as source. Optional case-insensitive text filter.",
  input: optionalCompetitor.extend({ contains: z.string().trim().max(100).optional().describe("Only features whose name, category or description contains this text") }),
  async run(db, userId, args) {
    const views = await loadViews(db, userId, args.competitorId);
    const needle = args.contains?.toLowerCase();
    return views.map((v) => {
      const matching = v.features.filter((f) => !needle || `${f.name} ${f.category} ${f.description ?? ""}`.toLowerCase().includes(needle));
      const byCategory: Record<string, string[]> = {};
      for (const f of matching) (byCategory[f.category || "General"] ??= []).push(f.description ? `${f.name}: ${f.description}` : f.name);
      return { ...who(v), source: sourceOf(v, "features"), scannedAt: v.scannedAt, count: matching.length, byCategory, ...notScanned(v) };
    });
  },
});

export const getIntegrationsTool = defineTool({
  name: "get_integrations",
  description: "Integrations (name, category) from the latest scan, with the integrations page URL as source.",
  input: optionalCompetitor,
  async run(db, userId, args) {
    const views = await loadViews(db, userId, args.competitorId);
    return views.map((v) => ({ ...who(v), source: sourceOf(v, "integrations"), count: v.integrations.length, integrations: v.integrations.map((i) => ({ name: i.name, category: i.category })), ...notScanned(v) }));
  },
});

export const getPageTextTool = defineTool({
  name: "get_page_text",
  description: "The cleaned text (markdown) of one scanned page of a competitor: home, pricing or features.",
  input: requiredCompetitor.extend({ page: z.enum(["home", "pricing", "features"]).default("home"), maxChars: z.number().int().min(200).max(12_000).default(4000) }),
  async run(db, userId, args) {
    const [v] = await loadViews(db, userId, args.competitorId);
    const text = v.markdown[args.page];
    return { ...who(v), page: args.page, source: sourceOf(v, args.page), title: v.titles[args.page] ?? null, text: text.slice(0, args.maxChars), truncated: text.length > args.maxChars, ...notScanned(v) };
  },
});
