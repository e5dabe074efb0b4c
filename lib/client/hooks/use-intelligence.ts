"use client";

import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, ApiClientError } from "@/lib/client/api";
import { openLiveSource } from "@/lib/client/event-source";
import type { intelligenceReportSchema } from "@/lib/analysis/report/schema";
import type { Intelligence } from "@/lib/changes/schemas";
import { STREAM_EVENTS, STREAM_URLS } from "@/lib/live/events";
import { SAMPLE_INTELLIGENCE } from "@/lib/client/sample-intelligence";

/** GET /api/insights/{competitorId}: the competitor's intelligence report. */
export type CompetitorInsight = z.infer<typeof intelligenceReportSchema>;

/** Spec §9: insights are fresh for 10 minutes (the insights stream reconnects after 5 seconds, lib/live/events.ts). */
export const INSIGHTS_STALE_MS = 10 * 60_000;
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

/** 'Why it matters' as a list of points (blank ones left out). */
export function whyPoints(w: CompetitorInsight["whyItMatters"] | null | undefined): string[] {
  return (w ?? []).filter((x) => typeof x === "string" && x.trim() !== "");
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

/** Under the ["insights", id] prefix, so a live `insight` event for the competitor refreshes it. */
const insightReportKey = (competitorId: string | null) => ["insights", competitorId ?? "all", "report"] as const;

/** A competitor's report (GET /api/insights/{id}), or the one across all competitors when competitorId is null. */
export function useInsightReport(competitorId: string | null) {
  return useQuery({
    queryKey: insightReportKey(competitorId),
    staleTime: INSIGHTS_STALE_MS,
    queryFn: async () => {
      if (competitorId) return api<CompetitorInsight>(`/api/insights/${competitorId}`);
      const all = await api<CompetitorInsight[]>("/api/insights");
      return all.find((r) => r.competitorId === null) ?? null;
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
    return openLiveSource({
      url: STREAM_URLS.insights,
      events: STREAM_EVENTS.insights,
      onEvent: (_name, data) => {
        const competitorId = data && typeof data === "object" ? (data as { competitorId?: unknown }).competitorId : undefined;
        if (typeof competitorId === "string") void qc.invalidateQueries({ queryKey: insightKey(competitorId) });
        else void qc.invalidateQueries({ queryKey: ["insights"] });
        void qc.invalidateQueries({ queryKey: INTELLIGENCE_KEY });
      },
    });
  }, [enabled, qc]);
}

/** The prediction of a report as one line. */
export function predictionText(p: CompetitorInsight["nextPrediction"] | undefined): string | null {
  if (!p) return null;
  const parts = [p.what, p.when ? `(${p.when})` : null].filter(Boolean);
  return parts.length ? parts.join(" ") : null;
}
