"use client";

import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiClientError } from "@/lib/client/api";
import type { ImportancePattern } from "./insight-rules";
import { SAMPLE_INTELLIGENCE } from "./sample-intelligence";

export interface Prediction { what: string; when: string; confidence: number; reasoning: string }

/** GET /api/intelligence (spec §3 Intelligence). */
export interface Intelligence {
  learningProgress: number;
  totalInteractions: number;
  importancePatterns: ImportancePattern[];
  behaviorPatterns: string[];
  recentLearning: { insight: string; confidence: number; basedOn: string }[];
  nextPrediction: Prediction | null;
}

/** GET /api/insights/{competitorId}: the competitor's intelligence report. */
export interface CompetitorInsight {
  competitorId: string;
  competitorName?: string;
  summary?: string | null;
  whyItMatters?: string | string[] | null;
  nextPrediction?: string | Partial<Prediction> | null;
}

/** Spec §9: insights are fresh for 10 minutes; the insights stream reconnects after 5 seconds. */
export const INSIGHTS_STALE_MS = 10 * 60_000;
export const INSIGHTS_RECONNECT_MS = 5_000;
export const INTELLIGENCE_KEY = ["intelligence"] as const;
export const insightKey = (competitorId: string) => ["insights", competitorId] as const;

/**
 * The learned importance model and predictions. When loading fails the built-in sample data is
 * used (spec §3), and `isSample` says so, so the display can label it.
 */
export function useIntelligence() {
  const query = useQuery({
    queryKey: INTELLIGENCE_KEY,
    queryFn: () => api<Intelligence>("/api/intelligence"),
    staleTime: INSIGHTS_STALE_MS,
  });
  const isSample = !query.data && query.isError;
  return { ...query, intelligence: query.data ?? (isSample ? SAMPLE_INTELLIGENCE : undefined), isSample };
}

/** 'Why it matters' as a list of points, whichever shape the report uses. */
export function whyPoints(w: CompetitorInsight["whyItMatters"]): string[] {
  if (!w) return [];
  return (Array.isArray(w) ? w : [w]).filter((x): x is string => typeof x === "string" && x.trim() !== "");
}

function hasContent(i: CompetitorInsight | null): i is CompetitorInsight {
  return Boolean(i && (i.summary || whyPoints(i.whyItMatters).length || i.nextPrediction));
}

/** One competitor's report; null when there is none yet (404 or an empty report). */
export function useCompetitorInsight(competitorId: string | undefined) {
  return useQuery({
    queryKey: insightKey(competitorId ?? ""),
    enabled: Boolean(competitorId),
    staleTime: INSIGHTS_STALE_MS,
    queryFn: async () => {
      try {
        const data = await api<CompetitorInsight | null>(`/api/insights/${competitorId}`);
        return hasContent(data) ? data : null;
      } catch (err) {
        if (err instanceof ApiClientError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

/**
 * Listens to /api/live/insights while mounted: an `insight` event refreshes that competitor's
 * report. After a stream error it reconnects 5 seconds later.
 */
export function useInsightStream(enabled = true) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      if (stopped) return;
      const es = new EventSource("/api/live/insights", { withCredentials: true });
      source = es;
      es.addEventListener("insight", (e) => {
        let competitorId: unknown;
        try {
          competitorId = (JSON.parse((e as MessageEvent<string>).data) as { competitorId?: unknown }).competitorId;
        } catch {
          competitorId = undefined;
        }
        if (typeof competitorId === "string") void qc.invalidateQueries({ queryKey: insightKey(competitorId) });
        else void qc.invalidateQueries({ queryKey: ["insights"] });
        void qc.invalidateQueries({ queryKey: INTELLIGENCE_KEY });
      });
      es.onerror = () => {
        es.close();
        if (source === es) source = null;
        clearTimeout(retry);
        retry = setTimeout(open, INSIGHTS_RECONNECT_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, qc]);
}

/** The prediction of a report as one line, whatever its shape. */
export function predictionText(p: CompetitorInsight["nextPrediction"]): string | null {
  if (!p) return null;
  if (typeof p === "string") return p;
  const parts = [p.what, p.when ? `(${p.when})` : null].filter(Boolean);
  return parts.length ? parts.join(" ") : null;
}
