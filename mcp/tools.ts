/**
 * The connector's tools, registered on an McpServer over a backend: the public HTTP API (stdio
 * connector) or the app's own chat tools (/api/mcp). Both expose the same names and arguments.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

export interface CompareOptions { seats?: number; billing?: "month" | "year"; category?: string }

export interface ChangeFilters { competitorId?: string; type?: string; importance?: "low" | "medium" | "high"; limit?: number }

export interface RivalscopeBackend {
  listCompetitors(): Promise<unknown>;
  getCompetitor(competitorId: string): Promise<unknown>;
  getPricing(competitorId?: string): Promise<unknown>;
  listChanges(filters: ChangeFilters): Promise<unknown>;
  getPsychologyAnalysis(competitorId: string): Promise<unknown>;
  getInsights(competitorId?: string): Promise<unknown>;
  /** Every plan's price across the competitor's scans (GET /api/competitors/{id}/price-history). */
  getPriceHistory(competitorId: string): Promise<unknown>;
  /** Our product and every competitor side by side (GET /api/compare). */
  compare(options: CompareOptions): Promise<unknown>;
  /** The competitor's battlecard against our product, as Markdown with its sources (GET /api/competitors/{id}/battlecard?format=md). */
  getBattlecard(competitorId: string): Promise<string>;
  /** The chat's markdown answer. */
  ask(query: string, competitorId?: string): Promise<string>;
}

/** A failure to show the assistant as the tool's result (isError), not as a protocol error. */
export class ToolFailure extends Error {}

export const SERVER_INFO = { name: "rivalscope", version: "1.0.0" } as const;

export const INSTRUCTIONS =
  "Rivalscope monitors the user's competitors' websites. Use list_competitors to find competitor ids, get_pricing and get_competitor for facts from the latest scan, list_changes for what changed, get_psychology_analysis for persuasion tactics, get_insights for reports and predictions, get_price_history for a competitor's prices over time, compare for our product against every competitor side by side, get_battlecard for a sales battlecard against one competitor, and ask for a written analysis.";

export const TOOL_NAMES = ["list_competitors", "get_competitor", "get_pricing", "list_changes", "get_psychology_analysis", "get_insights", "get_price_history", "compare", "get_battlecard", "ask"] as const;

/** The chat's own limits (POST /api/chat): a question of at most 4,000 characters, an id of at most 100. */
export const ASK_QUERY_MAX = 4000;
const ID_MAX = 100;

const competitorId = z.string().min(1).max(ID_MAX).describe("A competitor id from list_competitors");

async function run(fn: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    const value = await fn();
    return { content: [{ type: "text", text: typeof value === "string" ? value : JSON.stringify(value, null, 2) }] };
  } catch (err) {
    const message = err instanceof ToolFailure ? err.message : `Rivalscope request failed: ${err instanceof Error ? err.message : String(err)}`;
    return { isError: true, content: [{ type: "text", text: message }] };
  }
}

export function registerRivalscopeTools(server: McpServer, backend: RivalscopeBackend): void {
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;
  server.registerTool(
    "list_competitors",
    { title: "List competitors", description: "Your tracked competitors and your own product (type 'baseline'): id, name, URL, status (active, paused, error, or blocked: the site answered with a bot wall, explained in statusNote) and last scan.", annotations: readOnly },
    async () => run(() => backend.listCompetitors()),
  );
  server.registerTool(
    "get_competitor",
    { title: "Get competitor", description: "One competitor's details and a summary of its latest scan (plans, features, integrations, key capabilities).", inputSchema: { competitorId }, annotations: readOnly },
    async (args) => run(() => backend.getCompetitor(args.competitorId)),
  );
  server.registerTool(
    "get_pricing",
    { title: "Get pricing", description: "Pricing plans (name, price, currency, period, unit, features) from the latest scan, with the pricing page URL. All competitors when competitorId is omitted.", inputSchema: { competitorId: competitorId.optional() }, annotations: readOnly },
    async (args) => run(() => backend.getPricing(args.competitorId)),
  );
  server.registerTool(
    "list_changes",
    {
      title: "List changes",
      description: "Detected changes on competitors' sites, newest first (pricing, feature, product, content, design, structure), with importance, the fact changed with its value before and after (fact: name, before, after, line), the page URL and the screenshot of that page.",
      inputSchema: {
        competitorId: competitorId.optional(),
        type: z.enum(["pricing", "feature", "product", "content", "design", "structure", "visual", "other"]).optional(),
        importance: z.enum(["low", "medium", "high"]).optional(),
        limit: z.number().int().min(1).max(50).optional(),
      },
      annotations: readOnly,
    },
    async (args) => run(() => backend.listChanges(args)),
  );
  server.registerTool(
    "get_psychology_analysis",
    { title: "Get psychology analysis", description: "The latest persuasion and dark-pattern ('Dark Psychology') analysis of a competitor.", inputSchema: { competitorId }, annotations: readOnly },
    async (args) => run(() => backend.getPsychologyAnalysis(args.competitorId)),
  );
  server.registerTool(
    "get_insights",
    { title: "Get insights", description: "Intelligence reports: what changed recently, why it matters and the next predicted move; for one competitor or across all.", inputSchema: { competitorId: competitorId.optional() }, annotations: readOnly },
    async (args) => run(() => backend.getInsights(args.competitorId)),
  );
  server.registerTool(
    "get_price_history",
    { title: "Get price history", description: "A competitor's plan prices over time, from every scan: one series per plan (kept across renames) and currency, period and unit, with markers where a price moved or a plan was renamed, added or removed.", inputSchema: { competitorId }, annotations: readOnly },
    async (args) => run(() => backend.getPriceHistory(args.competitorId)),
  );
  server.registerTool(
    "compare",
    {
      title: "Compare side by side",
      description: "The comparison matrix: your product (baseline) and every competitor side by side: plans with prices per seat per month where possible (annual billing as its monthly equivalent), the cheapest plan for a team of `seats`, features, integrations and key capabilities present or absent by category, and the changes of the last 30 days.",
      inputSchema: {
        seats: z.number().int().min(1).max(10_000).optional().describe("Team size for the team price (default 5)"),
        billing: z.enum(["month", "year"]).optional().describe("Billed monthly (default) or annually"),
        category: z.string().max(100).optional().describe("Only this feature/integration category"),
      },
      annotations: readOnly,
    },
    async (args) => run(() => backend.compare(args)),
  );
  server.registerTool(
    "get_battlecard",
    {
      title: "Get battlecard",
      description: "A sales battlecard for one competitor against your own product (the baseline), in Markdown: overview, pricing at 1, 5, 10, 25 and 50 seats, where they are stronger and weaker, their persuasion tactics with counters, recent moves and the predicted next move with its track record; every line cites numbered sources (snapshot or change ids).",
      inputSchema: { competitorId },
      annotations: readOnly,
    },
    async (args) => run(() => backend.getBattlecard(args.competitorId)),
  );
  server.registerTool(
    "ask",
    { title: "Ask Rivalscope", description: "Ask the Rivalscope intelligence chat a question about your competitors; answers in markdown from your data.", inputSchema: { query: z.string().min(1).max(ASK_QUERY_MAX).describe("The question (at most 4,000 characters)"), competitorId: competitorId.optional() }, annotations: readOnly },
    async (args) => run(() => backend.ask(args.query, args.competitorId)),
  );
}
