/** The connector's backend over Rivalscope's public HTTP API, authenticated with X-API-Key. */
import type { McpConfig } from "./config";
import { ToolFailure, type ChangeFilters, type RivalscopeBackend } from "./tools";

type Fetch = typeof fetch;

interface ApiResult { status: number; body: { data?: unknown; error?: { message?: string } | string; message?: string; success?: boolean; [k: string]: unknown } | null }

interface Plan { name: string; price: number | null; currency?: string | null; period?: string | null; unit?: string | null; annualPrice?: number | null; features?: string[] }
interface Snapshot { createdAt: string; confidence: number; metadata?: { pages?: Array<{ kind: string; url: string; title?: string }> }; extractedData?: { pricingPlans?: Plan[]; features?: unknown[]; aiExtractedData?: { integrations?: Array<{ name: string; category: string }>; keyCapabilities?: string[] } } }
interface Competitor { id: string; name: string; type: string; url: string; status: string; lastChecked: string | null; lastError?: string | null; changesCount?: number }

export class RivalscopeApi {
  constructor(
    private readonly config: McpConfig,
    private readonly doFetch: Fetch = fetch,
  ) {}

  async request(method: "GET" | "POST", path: string, body?: unknown): Promise<ApiResult> {
    let res: Response;
    try {
      res = await this.doFetch(`${this.config.url}${path}`, {
        method,
        headers: { "x-api-key": this.config.apiKey, accept: "application/json", ...(body !== undefined ? { "content-type": "application/json" } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(120_000),
      });
    } catch (err) {
      throw new ToolFailure(`Cannot reach Rivalscope at ${this.config.url} (${err instanceof Error ? err.message : String(err)}). Check RIVALSCOPE_URL.`);
    }
    const text = await res.text();
    let parsed: ApiResult["body"] = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    return { status: res.status, body: parsed };
  }

  /** A text answer (Markdown) as it is; its JSON error body parsed when it failed. */
  async text(path: string): Promise<ApiResult & { text: string }> {
    let res: Response;
    try {
      res = await this.doFetch(`${this.config.url}${path}`, { headers: { "x-api-key": this.config.apiKey, accept: "text/markdown, application/json" }, signal: AbortSignal.timeout(120_000) });
    } catch (err) {
      throw new ToolFailure(`Cannot reach Rivalscope at ${this.config.url} (${err instanceof Error ? err.message : String(err)}). Check RIVALSCOPE_URL.`);
    }
    const text = await res.text();
    let body: ApiResult["body"] = null;
    if (!res.ok) {
      try {
        body = JSON.parse(text);
      } catch {
        body = { message: text.slice(0, 200) };
      }
    }
    return { status: res.status, body, text };
  }

  /** The `data` of a 2xx answer; a readable ToolFailure otherwise. */
  async data<T>(path: string): Promise<T> {
    const r = await this.request("GET", path);
    if (r.status >= 200 && r.status < 300) return r.body?.data as T;
    throw new ToolFailure(describe(r, path));
  }
}

export function describe(r: ApiResult, path: string): string {
  const e = r.body?.error;
  const message = typeof e === "string" ? e : e?.message ?? r.body?.message ?? `HTTP ${r.status}`;
  if (r.status === 401) return "Rivalscope refused the API key (401). Check RIVALSCOPE_API_KEY — deleted keys stop working.";
  return `${message} (${r.status} from ${path})`;
}

const pageUrl = (s: Snapshot | undefined, kind: string, fallback: string) => s?.metadata?.pages?.find((p) => p.kind === kind)?.url ?? fallback;

export function createHttpBackend(config: McpConfig, doFetch: Fetch = fetch): RivalscopeBackend {
  const api = new RivalscopeApi(config, doFetch);
  const latest = async (id: string) => (await api.data<Snapshot[]>(`/api/competitors/${encodeURIComponent(id)}/snapshots?limit=1`))?.[0];
  const pricingOf = async (c: Competitor) => {
    const s = await latest(c.id);
    return { competitorId: c.id, competitor: c.name, type: c.type, source: pageUrl(s, "pricing", c.url), scannedAt: s?.createdAt ?? null, plans: s?.extractedData?.pricingPlans ?? [], ...(s ? {} : { note: `${c.name} has not been scanned yet` }) };
  };

  return {
    async listCompetitors() {
      const list = await api.data<Competitor[]>("/api/competitors");
      return list.map((c) => ({ id: c.id, name: c.name, type: c.type, url: c.url, status: c.status, ...((c.status === "blocked" || c.status === "error") && c.lastError ? { statusNote: c.lastError } : {}), lastChecked: c.lastChecked, changesCount: c.changesCount ?? 0 }));
    },
    async getCompetitor(id) {
      const c = await api.data<Competitor>(`/api/competitors/${encodeURIComponent(id)}`);
      const s = await latest(id);
      const d = s?.extractedData;
      return {
        ...c,
        latestScan: s
          ? { scannedAt: s.createdAt, confidence: s.confidence, pages: s.metadata?.pages?.map((p) => ({ kind: p.kind, url: p.url, title: p.title })) ?? [], plans: d?.pricingPlans?.length ?? 0, features: d?.features?.length ?? 0, integrations: d?.aiExtractedData?.integrations?.map((i) => i.name) ?? [], keyCapabilities: d?.aiExtractedData?.keyCapabilities ?? [] }
          : null,
      };
    },
    async getPricing(id) {
      if (id) return [await pricingOf(await api.data<Competitor>(`/api/competitors/${encodeURIComponent(id)}`))];
      return Promise.all((await api.data<Competitor[]>("/api/competitors")).map(pricingOf));
    },
    async listChanges(f: ChangeFilters) {
      const q = new URLSearchParams();
      if (f.competitorId) q.set("competitorId", f.competitorId);
      if (f.type) q.set("type", f.type);
      if (f.importance) q.set("importance", f.importance);
      q.set("limit", String(f.limit ?? 20));
      const r = await api.request("GET", `/api/changes?${q}`);
      if (r.status !== 200) throw new ToolFailure(describe(r, "/api/changes"));
      const rows = (r.body?.data ?? []) as Array<Record<string, unknown>>;
      return { total: (r.body?.pagination as { total?: number } | undefined)?.total ?? rows.length, changes: rows.map(({ id, competitorId, competitorName, type, importance, description, fact, oldContent, newContent, url, screenshot, detectedAt, isRead }) => ({ id, competitorId, competitor: competitorName, type, importance, description, fact: fact ?? null, before: oldContent ?? null, after: newContent ?? null, url, screenshot: typeof screenshot === "string" ? `${config.url}${screenshot}` : null, detectedAt, isRead })) };
    },
    async getPsychologyAnalysis(id) {
      const path = `/api/psychology/${encodeURIComponent(id)}`;
      const r = await api.request("GET", path);
      if (r.status === 200) return r.body?.data;
      if (r.status === 202) return { status: "pending", message: "The analysis is in progress (it takes 30 to 60 seconds). Ask again shortly.", ...(r.body?.data as object) };
      if (r.status === 404) {
        const msg = typeof r.body?.error === "object" ? r.body.error?.message : undefined;
        return { status: "none", message: msg && msg !== "Competitor not found" ? msg : msg ?? "No psychology analysis available yet" };
      }
      throw new ToolFailure(describe(r, path));
    },
    async getInsights(id) {
      const path = id ? `/api/insights/${encodeURIComponent(id)}` : "/api/insights";
      const r = await api.request("GET", path);
      if (r.status === 200) return r.body?.data;
      if (r.status === 404 && !id) throw new ToolFailure(`This Rivalscope server does not provide insights (GET ${path} answered 404). Update the app, or use list_changes and ask instead.`);
      throw new ToolFailure(describe(r, path));
    },
    getPriceHistory: (id) => api.data(`/api/competitors/${encodeURIComponent(id)}/price-history`),
    compare(o) {
      const q = new URLSearchParams();
      if (o.seats) q.set("seats", String(o.seats));
      if (o.billing) q.set("billing", o.billing);
      if (o.category) q.set("category", o.category);
      return api.data(`/api/compare${q.size ? `?${q}` : ""}`);
    },
    async getBattlecard(id) {
      const path = `/api/competitors/${encodeURIComponent(id)}/battlecard?format=md`;
      const r = await api.text(path);
      if (r.status === 200) return r.text;
      throw new ToolFailure(describe(r, path));
    },
    async ask(query, competitorId) {
      const r = await api.request("POST", "/api/chat", { query, ...(competitorId ? { competitorId } : {}) });
      if (r.status === 200 && r.body?.success) return String(r.body.message ?? "");
      if (r.body && r.body.success === false) throw new ToolFailure(`${r.body.message ?? "The chat failed."}${typeof r.body.error === "object" && r.body.error?.message ? ` (${r.body.error.message})` : ""}`);
      throw new ToolFailure(describe(r, "/api/chat"));
    },
  };
}
