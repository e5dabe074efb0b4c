"use client";

import { useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  competitorApi,
  markLocalStatusChange,
  patchCompetitorCache,
  refreshCompetitors,
  scanToastId,
  type Competitor,
  type UpdateCompetitorInput,
} from "@/lib/client/hooks/use-competitors";
import { trackScanJob } from "@/lib/client/job-poller";

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Where the action was started: the mobile card uses its own short failure texts (spec §8). */
export interface ActionOrigin { mobile?: boolean }

/** Card, drawer and menu actions with the spec's toasts (§8 Competitor toasts). */
export function useCompetitorActions() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const applied = (c: Competitor) => {
      patchCompetitorCache(queryClient, c.id, c);
      refreshCompetitors(queryClient);
    };

    /** Inactive or pending entries are resumed first, then the status becomes active (spec §4). */
    const checkNow = async (c: Competitor, origin: ActionOrigin = {}) => {
      try {
        if (c.status === "inactive" || c.status === "pending") {
          markLocalStatusChange(c.id);
          applied(await competitorApi.resume(c.id));
        }
        const r = await competitorApi.scan(c.id);
        if (!r.success) {
          toast.error(origin.mobile ? "Failed to check" : "Failed to trigger check", { description: r.message });
          return;
        }
        toast.info(`Checking ${c.name} for changes...`, { id: scanToastId(c.id), description: "Check initiated - results coming soon" });
        if (r.jobId) trackScanJob(queryClient, r.jobId);
      } catch (err) {
        if (origin.mobile) toast.error("Failed to check", { description: messageOf(err) });
        else toast.error(`Failed to trigger check: ${messageOf(err)}`);
      }
    };

    const activate = async (c: Competitor) => {
      try {
        markLocalStatusChange(c.id);
        applied(await competitorApi.resume(c.id));
        toast.success(`Started monitoring ${c.name}`);
      } catch (err) {
        toast.error("Failed to activate competitor", { description: messageOf(err) });
      }
    };

    const togglePause = async (c: Competitor, origin: ActionOrigin = {}) => {
      const resuming = c.status === "paused";
      try {
        markLocalStatusChange(c.id);
        applied(await (resuming ? competitorApi.resume(c.id) : competitorApi.pause(c.id)));
        toast.success(`Updated ${c.name}`, { description: resuming ? "Monitoring resumed" : "Monitoring paused" });
      } catch (err) {
        const title = origin.mobile ? "Failed to pause/resume" : resuming ? "Failed to resume monitoring" : "Failed to pause monitoring";
        toast.error(title, { description: messageOf(err) });
      }
    };

    const remove = async (c: Competitor): Promise<boolean> => {
      try {
        await competitorApi.remove(c.id);
        toast.success("Competitor removed", { description: c.name });
        refreshCompetitors(queryClient);
        return true;
      } catch (err) {
        toast.error(`Failed to remove competitor: ${messageOf(err)}`);
        return false;
      }
    };

    const update = async (c: Competitor, input: UpdateCompetitorInput): Promise<boolean> => {
      try {
        const updated = await competitorApi.update(c.id, input);
        applied(updated);
        toast.success("Competitor updated successfully", { description: `Updated ${updated.name}` });
        return true;
      } catch (err) {
        toast.error(`Failed to update competitor: ${messageOf(err)}`);
        return false;
      }
    };

    /**
     * Pause All / Resume All: one call per non-baseline competitor that can make the move. Resume All
     * also checks Error competitors again; they stay Error until that scan succeeds.
     */
    const setAll = async (list: Competitor[], pause: boolean) => {
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
    };

    return {
      checkNow,
      activate,
      togglePause,
      remove,
      update,
      pauseAll: (list: Competitor[]) => setAll(list, true),
      resumeAll: (list: Competitor[]) => setAll(list, false),
    };
  }, [queryClient]);
}

export type CompetitorActions = ReturnType<typeof useCompetitorActions>;

/** Which monitoring action a card offers: Activate for inactive/pending, Resume when paused, else Pause. */
export function monitoringAction(c: Pick<Competitor, "status">): "activate" | "resume" | "pause" {
  if (c.status === "inactive" || c.status === "pending") return "activate";
  return c.status === "paused" ? "resume" : "pause";
}
