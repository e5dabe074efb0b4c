/**
 * What a local answer works from, loaded through the same bound tools the model uses (so the
 * planner can read nothing a model could not). Loads lazily and caches per question.
 */
import type { ToolCaller } from "@/lib/ai/types";
import type { getCompetitorTool, getFeaturesTool, getIntegrationsTool, getPageTextTool, getPricingTool, listCompetitorsTool } from "../tools/catalog";
import type { getPsychologyTool, listChangesTool, searchSnapshotsTool } from "../tools/activity";
import type { predictNextMoveTool } from "../tools/predict";
import type { compareTool } from "../tools/compare";

type Out<T extends { run: (...a: never[]) => Promise<unknown> }> = Awaited<ReturnType<T["run"]>>;

export type CompetitorSummary = Out<typeof listCompetitorsTool>[number];
export type PricingEntry = Out<typeof getPricingTool>[number];
export type PlanInfo = PricingEntry["plans"][number];
export type FeaturesEntry = Out<typeof getFeaturesTool>[number];
export type IntegrationsEntry = Out<typeof getIntegrationsTool>[number];
export type CompetitorDetail = Out<typeof getCompetitorTool>;
export type PageText = Out<typeof getPageTextTool>;
export type ChangesResult = Out<typeof listChangesTool>;
export type ChangeInfo = ChangesResult["changes"][number];
export type PsychologyResult = Out<typeof getPsychologyTool>;
export type SearchHitInfo = Out<typeof searchSnapshotsTool>[number];
export type PredictionResult = Out<typeof predictNextMoveTool>;
export type MatrixResult = Out<typeof compareTool>;

export class PlannerContext {
  private cache = new Map<string, Promise<unknown>>();

  constructor(
    private readonly call: ToolCaller,
    /** The competitor the user focused on, when one is selected. */
    readonly focusId: string | null,
  ) {}

  /** The same loaded data (one cache) with another competitor in focus. */
  withFocus(focusId: string | null): PlannerContext {
    const c = new PlannerContext(this.call, focusId);
    c.cache = this.cache;
    return c;
  }

  private once<T>(key: string, load: () => Promise<unknown>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, load());
    return this.cache.get(key) as Promise<T>;
  }

  competitors(): Promise<CompetitorSummary[]> {
    return this.once("competitors", () => this.call("list_competitors"));
  }

  pricing(): Promise<PricingEntry[]> {
    return this.once("pricing", () => this.call("get_pricing"));
  }

  features(): Promise<FeaturesEntry[]> {
    return this.once("features", () => this.call("get_features"));
  }

  integrations(): Promise<IntegrationsEntry[]> {
    return this.once("integrations", () => this.call("get_integrations"));
  }

  detail(id: string): Promise<CompetitorDetail> {
    return this.once(`detail:${id}`, () => this.call("get_competitor", { competitorId: id }));
  }

  page(id: string, page: "home" | "pricing" | "features"): Promise<PageText> {
    return this.once(`page:${id}:${page}`, () => this.call("get_page_text", { competitorId: id, page, maxChars: 8000 }));
  }

  changes(args: { type?: string; importance?: "low" | "medium" | "high"; sinceDays?: number; competitorId?: string; limit?: number } = {}): Promise<ChangesResult> {
    return this.once(`changes:${JSON.stringify(args)}`, () => this.call("list_changes", { limit: 30, ...args }));
  }

  psychology(id: string): Promise<PsychologyResult> {
    return this.once(`psy:${id}`, () => this.call("get_psychology_analysis", { competitorId: id }));
  }

  predict(args: { competitorId?: string; type?: "pricing" | "feature" } = {}): Promise<PredictionResult> {
    return this.once(`predict:${JSON.stringify(args)}`, () => this.call("predict_next_move", args));
  }

  /** The comparison matrix (lib/compare) for a team of `seats`. */
  matrix(seats = 5): Promise<MatrixResult> {
    return this.once(`matrix:${seats}`, () => this.call("compare", { seats }));
  }

  /** The user's own product (the baseline), if set. */
  async baseline(): Promise<CompetitorSummary | undefined> {
    return (await this.competitors()).find((c) => c.type === "baseline");
  }

  search(query: string, competitorId?: string): Promise<SearchHitInfo[]> {
    return this.once(`search:${competitorId ?? ""}:${query}`, () => this.call("search_snapshots", { query, competitorId, limit: 8 }));
  }

  /** Competitors the answer covers: the focused one, else all scanned ones (baseline included). */
  async inScope<T extends { competitorId: string }>(entries: T[]): Promise<T[]> {
    return this.focusId ? entries.filter((e) => e.competitorId === this.focusId) : entries;
  }
}
