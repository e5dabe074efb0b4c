"use client";

import { useEffect, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { toast } from "sonner";
import { planLimitMessage } from "@/lib/billing/plans";
import type { CreatedCompetitor } from "@/lib/client/hooks/use-competitors";

const BARE_ROUTE = "/dashboard/competitors";
/** The 'Great! Your baseline is set' prompt follows the baseline by 2 seconds (spec §4, §9). */
const BASELINE_PROMPT_DELAY_MS = 2_000;

type Flow = { kind: "none" } | { kind: "add"; baseline: boolean } | { kind: "baseline-wait"; name: string } | { kind: "baseline-set"; name: string };

/** ?setup=baseline is read once; the URL then goes back to the bare route. */
function useSetupRequested(): boolean {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [setupRequested] = useState(() => searchParams.get("setup") === "baseline");
  useEffect(() => {
    if (searchParams.has("setup")) router.replace(BARE_ROUTE);
  }, [searchParams, router]);
  return setupRequested;
}

interface AddFlowInput {
  /** The competitors have loaded. */
  loaded: boolean;
  hasBaseline: boolean;
  atLimit: boolean;
  limit: number;
}

/**
 * The add-competitor flow of the list screen: the add dialog (as baseline or competitor), then,
 * after a baseline, the 'baseline is set' prompt 2 seconds later.
 */
export function useAddFlow({ loaded, hasBaseline, atLimit, limit }: AddFlowInput) {
  const router = useRouter();
  const setupRequested = useSetupRequested();
  const [flowState, setFlow] = useState<Flow | null>(null);

  // Until the user acts, the flow follows ?setup=baseline: the baseline dialog opens when none exists.
  const autoBaseline = setupRequested && loaded && !hasBaseline;
  const flow: Flow = flowState ?? (autoBaseline ? { kind: "add", baseline: true } : { kind: "none" });

  const waitingName = flow.kind === "baseline-wait" ? flow.name : null;
  useEffect(() => {
    if (waitingName === null) return;
    const t = setTimeout(() => setFlow({ kind: "baseline-set", name: waitingName }), BASELINE_PROMPT_DELAY_MS);
    return () => clearTimeout(t);
  }, [waitingName]);

  /**
   * The plan limit is checked before the form is filled in: at the limit, Add Competitor shows the
   * spec's message and goes to /pricing (the baseline needs no slot, so it can still be set).
   */
  const openAdd = (asBaseline = false) => {
    if (!asBaseline && atLimit) {
      toast.error(planLimitMessage(limit));
      return router.push("/pricing");
    }
    setFlow({ kind: "add", baseline: asBaseline });
  };
  const onCreated = (c: CreatedCompetitor) => setFlow(c.type === "baseline" ? { kind: "baseline-wait", name: c.name } : { kind: "none" });
  const close = () => setFlow({ kind: "none" });

  return { flow, openAdd, onCreated, close };
}
