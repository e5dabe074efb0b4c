import { z } from "zod";
import { listChanges } from "@/db/queries/changes";
import { screenshotUrl } from "@/lib/changes/dto";
import { factOf } from "@/lib/changes/fact-view";
import { env } from "@/lib/env";
import { FEATURE_GATE_MESSAGES, hasFeature } from "@/lib/billing/limits";
import { latestPsychologyAnalysis, searchSnapshots } from "../queries";
import { ownCompetitor } from "./load";
import { defineTool } from "./types";

/** Change types as stored, by the names a question (or model) uses. */
const TYPE_ALIASES: Record<string, string[]> = {
  pricing: ["pricing", "price"],
  price: ["pricing", "price"],
  feature: ["feature", "features"],
  features: ["feature", "features"],
  product: ["product"],
  content: ["content"],
  design: ["design", "visual"],
  visual: ["visual", "design"],
  structure: ["structure"],
  integration: ["integration"],
  other: ["other"],
};

/** An app path as a full URL (a screenshot opens once signed in). */
const absolute = (p: string | null) => (p ? `${env().APP_URL.replace(/\/+$/, "")}${p}` : null);

const clip = (s: string | null, n = 280) => (s && s.length > n ? `${s.slice(0, n)}…` : s);

export const listChangesTool = defineTool({
  name: "list_changes",
  description: "Detected changes on competitors' sites, newest first: type (pricing, feature, integration, product, content, design, structure), importance, description, the fact changed with its value before and after (fact: name, before, after), page URL, the screenshot of that page and date.",
  input: z.object({
    competitorId: z.string().trim().min(1).optional(),
    type: z.enum(["pricing", "price", "feature", "features", "product", "content", "design", "visual", "structure", "integration", "other"]).optional(),
    importance: z.enum(["low", "medium", "high"]).optional(),
    sinceDays: z.number().int().min(1).max(3650).optional().describe("Only changes detected in the last N days"),
    limit: z.number().int().min(1).max(50).default(20),
  }),
  async run(db, userId, args) {
    if (args.competitorId) await ownCompetitor(db, userId, args.competitorId);
    const since = args.sinceDays ? Date.now() - args.sinceDays * 86_400_000 : 0;
    const { rows, total } = await listChanges(db, {
      userId,
      competitorId: args.competitorId,
      types: args.type ? TYPE_ALIASES[args.type] : undefined,
      importance: args.importance,
      limit: args.sinceDays ? 200 : args.limit,
      offset: 0,
    });
    const recent = rows.filter((c) => c.detectedAt.getTime() >= since).slice(0, args.limit);
    return {
      total: args.sinceDays ? recent.length : total,
      changes: recent.map((c) => ({
        id: c.id,
        competitorId: c.competitorId,
        competitor: c.competitorName,
        type: c.type,
        importance: c.importance,
        description: c.description,
        fact: factOf(c.facts),
        before: clip(c.oldContent),
        after: clip(c.newContent),
        url: c.url ?? c.competitorUrl,
        screenshot: absolute(screenshotUrl(c.competitorId, c.screenshot)),
        detectedAt: c.detectedAt.toISOString(),
        isRead: c.isRead,
      })),
    };
  },
});

export const getPsychologyTool = defineTool({
  name: "get_psychology_analysis",
  description: "The latest persuasion / dark-pattern ('Dark Psychology') analysis of a competitor: profile, techniques, dark patterns, weaknesses, counter tactics, ethical concerns.",
  input: z.object({ competitorId: z.string().trim().min(1) }),
  async run(db, userId, args) {
    const c = await ownCompetitor(db, userId, args.competitorId);
    if (!(await hasFeature(db, userId, "darkPsychologyMode"))) return { competitorId: c.id, competitor: c.name, status: "unavailable", message: FEATURE_GATE_MESSAGES.darkPsychologyMode };
    const row = await latestPsychologyAnalysis(db, { userId, competitorId: c.id });
    if (!row) return { competitorId: c.id, competitor: c.name, status: "none", message: "No psychology analysis available yet" };
    if (row.status !== "completed" || !row.analysis) {
      return { competitorId: c.id, competitor: c.name, status: row.status, message: row.status === "failed" ? `The last analysis failed${row.error ? `: ${row.error}` : ""}` : "Analysis in progress", createdAt: row.createdAt.toISOString() };
    }
    return {
      competitorId: c.id,
      competitor: c.name,
      status: row.status,
      createdAt: (row.completedAt ?? row.createdAt).toISOString(),
      confidence: row.confidence,
      dataPoints: row.dataPoints,
      source: row.source,
      analysis: row.analysis,
    };
  },
});

export const searchSnapshotsTool = defineTool({
  name: "search_snapshots",
  description: "Full-text search (Postgres) over the latest scanned text of the user's competitors; returns ranked snippets with the competitor and its URL. Any of the words may match.",
  input: z.object({
    query: z.string().trim().min(1).max(300),
    competitorId: z.string().trim().min(1).optional(),
    limit: z.number().int().min(1).max(20).default(8),
  }),
  async run(db, userId, args) {
    if (args.competitorId) await ownCompetitor(db, userId, args.competitorId);
    const hits = await searchSnapshots(db, { userId, query: args.query, competitorId: args.competitorId, limit: args.limit });
    return hits.map((h) => ({ competitorId: h.competitorId, competitor: h.competitorName, url: h.competitorUrl, scannedAt: h.snapshotAt.toISOString(), rank: Math.round(h.rank * 1000) / 1000, snippet: h.snippet }));
  },
});
