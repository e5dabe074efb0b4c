"use client";

import { useCallback, useMemo } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  competitorApi,
  markLocalStatusChange,
  patchCompetitorCache,
  refreshCompetitors,
  scanToastId,
  type Competitor,
  type CreateCompetitorInput,
  type CreatedCompetitor,
  type UpdateCompetitorInput,
} from "@/lib/client/hooks/use-competitors";
import { trackScanJob } from "@/lib/client/job-poller";
import { recentCheckToast } from "@/lib/client/job-rules";
import { STORAGE_KEYS } from "@/lib/client/storage";

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Where the action was started: the mobile card uses its own short failure texts (spec §8). */
export interface ActionOrigin { mobile?: boolean }

function applied(queryClient: QueryClient, c: Competitor): void {
  patchCompetitorCache(queryClient, c.id, c);
  refreshCompetitors(queryClient);
}

/** Inactive or pending entries are resumed first, then the status becomes active (spec §4). */
async function checkNow(queryClient: QueryClient, c: Competitor, origin: ActionOrigin = {}): Promise<void> {
  try {
    if (c.status === "inactive" || c.status === "pending") {
      markLocalStatusChange(c.id);
      applied(queryClient, await competitorApi.resume(c.id));
    }
    const r = await competitorApi.scan(c.id);
    if (!r.success) {
      toast.error(origin.mobile ? "Failed to check" : "Failed to trigger check", { description: r.message });
      return;
    }
    if (r.data?.queued === false) {
      // Checked moments ago: nothing is fetched again, the answer is that check.
      const t = recentCheckToast(r.data);
      toast.info(t.title, { id: scanToastId(c.id), description: t.description });
      refreshCompetitors(queryClient);
      return;
    }
    toast.info(`Checking ${c.name} for changes...`, { id: scanToastId(c.id), description: "Check initiated - results coming soon" });
    if (r.jobId) trackScanJob(queryClient, r.jobId);
  } catch (err) {
    if (origin.mobile) toast.error("Failed to check", { description: messageOf(err) });
    else toast.error(`Failed to trigger check: ${messageOf(err)}`);
  }
}

async function activate(queryClient: QueryClient, c: Competitor): Promise<void> {
  try {
    markLocalStatusChange(c.id);
    applied(queryClient, await competitorApi.resume(c.id));
    toast.success(`Started monitoring ${c.name}`);
  } catch (err) {
    toast.error("Failed to activate competitor", { description: messageOf(err) });
  }
}

async function togglePause(queryClient: QueryClient, c: Competitor, origin: ActionOrigin = {}): Promise<void> {
  const resuming = c.status === "paused";
  try {
    markLocalStatusChange(c.id);
    applied(queryClient, await (resuming ? competitorApi.resume(c.id) : competitorApi.pause(c.id)));
    toast.success(`Updated ${c.name}`, { description: resuming ? "Monitoring resumed" : "Monitoring paused" });
  } catch (err) {
    const title = origin.mobile ? "Failed to pause/resume" : resuming ? "Failed to resume monitoring" : "Failed to pause monitoring";
    toast.error(title, { description: messageOf(err) });
  }
}

async function remove(queryClient: QueryClient, c: Competitor): Promise<boolean> {
  try {
    await competitorApi.remove(c.id);
    toast.success("Competitor removed", { description: c.name });
    refreshCompetitors(queryClient);
    return true;
  } catch (err) {
    toast.error(`Failed to remove competitor: ${messageOf(err)}`);
    return false;
  }
}

async function update(queryClient: QueryClient, c: Competitor, input: UpdateCompetitorInput): Promise<boolean> {
  try {
    const updated = await competitorApi.update(c.id, input);
    applied(queryClient, updated);
    toast.success("Competitor updated successfully", { description: `Updated ${updated.name}` });
    return true;
  } catch (err) {
    toast.error(`Failed to update competitor: ${messageOf(err)}`);
    return false;
  }
}

/**
 * Pause All / Resume All: one call per non-baseline competitor that can make the move. Resume All
 * also checks Error competitors again; they stay Error until that scan succeeds.
 */
async function setAll(queryClient: QueryClient, list: Competitor[], pause: boolean): Promise<void> {
  const targets = list.filter((c) => c.type !== "baseline" && (pause ? ["active", "analyzing", "error"].includes(c.status) : ["paused", "error"].includes(c.status)));
  if (targets.length === 0) {
    toast.info(pause ? "No competitors to pause" : "No paused or failing competitors to resume");
    return;
  }
  targets.forEach((c) => markLocalStatusChange(c.id));
  const results = await Promise.allSettled(targets.map((c) => (pause ? competitorApi.pause(c.id) : competitorApi.resume(c.id))));
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  results.forEach((r) => r.status === "fulfilled" && patchCompetitorCache(queryClient, r.value.id, r.value));
  refreshCompetitors(queryClient);
  const done = targets.length - failed.length;
  const rechecked = pause ? 0 : results.filter((r) => r.status === "fulfilled" && r.value.status === "error").length;
  if (done > 0) {
    const description = pause ? "Monitoring paused" : rechecked > 0 ? `Monitoring resumed; checking ${rechecked} with errors again` : "Monitoring resumed";
    toast.success(`Updated ${done} competitor${done === 1 ? "" : "s"}`, { description });
  }
  if (failed.length > 0) toast.error(pause ? "Failed to pause monitoring" : "Failed to resume monitoring", { description: messageOf(failed[0].reason) });
}

/** Card, drawer and menu actions with the spec's toasts (§8 Competitor toasts). */
export function useCompetitorActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      checkNow: (c: Competitor, origin?: ActionOrigin) => checkNow(queryClient, c, origin),
      activate: (c: Competitor) => activate(queryClient, c),
      togglePause: (c: Competitor, origin?: ActionOrigin) => togglePause(queryClient, c, origin),
      remove: (c: Competitor) => remove(queryClient, c),
      update: (c: Competitor, input: UpdateCompetitorInput) => update(queryClient, c, input),
      pauseAll: (list: Competitor[]) => setAll(queryClient, list, true),
      resumeAll: (list: Competitor[]) => setAll(queryClient, list, false),
    }),
    [queryClient],
  );
}

export type CompetitorActions = ReturnType<typeof useCompetitorActions>;

/** Which monitoring action a card offers: Activate for inactive/pending, Resume when paused, else Pause. */
export function monitoringAction(c: Pick<Competitor, "status">): "activate" | "resume" | "pause" {
  if (c.status === "inactive" || c.status === "pending") return "activate";
  return c.status === "paused" ? "resume" : "pause";
}

/** Window event raised when a created competitor carries a baseline capture event id (spec §4). */
const BASELINE_CAPTURE_EVENT = "rivalscope:baseline-capture";
interface BaselineCaptureDetail { competitorId: string; eventId: string; steps: string[] }

/**
 * POST /api/competitors from the Add Competitor and onboarding dialogs: marks onboarding as seen,
 * refreshes the competitor queries, raises the baseline capture event and shows the 'Started
 * monitoring' toast that the scan's progress later replaces. A failure is thrown to the dialog.
 */
export function useCreateCompetitor() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreateCompetitorInput): Promise<CreatedCompetitor> => {
      const created = await competitorApi.create(input);
      localStorage.setItem(STORAGE_KEYS.onboardingSeen, "true");
      refreshCompetitors(queryClient);
      if (created.baselineCaptureEventId) {
        const detail: BaselineCaptureDetail = { competitorId: created.id, eventId: created.baselineCaptureEventId, steps: created.workflow?.steps ?? [] };
        window.dispatchEvent(new CustomEvent(BASELINE_CAPTURE_EVENT, { detail }));
      }
      // One toast per competitor: the scan's progress and outcome replace this one instead of stacking.
      toast.success(`Started monitoring ${created.name}`, { id: scanToastId(created.id) });
      return created;
    },
    [queryClient],
  );
}
