"use client";

import { useEffect, useState } from "react";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { useCompetitors } from "@/lib/client/hooks/use-competitors";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { CompetitorDialog } from "./competitor-dialog";
import { FirstCompetitorPrompt } from "./first-competitor-prompt";
import { OnboardingWizard } from "./onboarding-wizard";
import { FIRST_COMPETITOR_PROMPT_DELAY_MS, LAST_STEP, clampStep, shouldOpenWizard } from "./wizard-steps";

type Phase =
  | { kind: "wizard"; step: number }
  | { kind: "baseline" }
  | { kind: "waiting"; baselineName: string }
  | { kind: "prompt"; baselineName: string }
  | { kind: "adding" }
  | { kind: "done" };

/**
 * Mount on the overview page. Opens the onboarding wizard for a new user (no 'has seen onboarding'
 * flag, no baseline, no competitors), runs the baseline dialog, and 2 seconds after the baseline is set
 * offers to add the first competitor.
 */
export function OnboardingGate() {
  const hydrated = useHydrated();
  const flag = hydrated ? localStorage.getItem(STORAGE_KEYS.onboardingSeen) : "true";
  // The shared competitors list (same cache as the overview and the competitors page).
  const competitors = useCompetitors();
  // null until the user acts: the wizard's opening is derived from the data, not copied into state.
  const [phase, setPhase] = useState<Phase | null>(null);
  const autoOpen = competitors.isSuccess && shouldOpenWizard(flag, competitors.data);
  const current: Phase = phase ?? (autoOpen ? { kind: "wizard", step: 0 } : { kind: "done" });

  const waitingFor = current.kind === "waiting" ? current.baselineName : null;
  useEffect(() => {
    if (waitingFor === null) return;
    const t = setTimeout(() => setPhase({ kind: "prompt", baselineName: waitingFor }), FIRST_COMPETITOR_PROMPT_DELAY_MS);
    return () => clearTimeout(t);
  }, [waitingFor]);

  const skip = () => {
    localStorage.setItem(STORAGE_KEYS.onboardingSeen, "true");
    setPhase({ kind: "done" });
  };

  return (
    <>
      <OnboardingWizard
        open={current.kind === "wizard"}
        step={current.kind === "wizard" ? current.step : LAST_STEP}
        onStepChange={(step) => setPhase({ kind: "wizard", step: clampStep(step) })}
        onSkip={skip}
        onSetUpBaseline={() => setPhase({ kind: "baseline" })}
      />
      <CompetitorDialog
        kind="baseline"
        open={current.kind === "baseline"}
        onCreated={(c) => setPhase({ kind: "waiting", baselineName: c.name })}
        onAbandon={() => setPhase({ kind: "wizard", step: LAST_STEP })}
      />
      <FirstCompetitorPrompt
        open={current.kind === "prompt"}
        baselineName={current.kind === "prompt" ? current.baselineName : ""}
        onLater={() => setPhase({ kind: "done" })}
        onAddCompetitor={() => setPhase({ kind: "adding" })}
      />
      <CompetitorDialog
        kind="competitor"
        open={current.kind === "adding"}
        onCreated={() => setPhase({ kind: "done" })}
        onAbandon={(reason) => (reason === "closed" ? setPhase({ kind: "done" }) : undefined)}
      />
    </>
  );
}
