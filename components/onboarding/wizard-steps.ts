/** The onboarding wizard's three steps (spec §2); the step index always stays within 0..2. */
export const WIZARD_STEPS = [
  { id: "welcome", title: "Welcome to Rivalscope" },
  { id: "baseline-explained", title: "Understanding Your Baseline" },
  { id: "ready", title: "Ready to Set Your Baseline" },
] as const;

export const FIRST_STEP = 0;
export const LAST_STEP = WIZARD_STEPS.length - 1;

export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return FIRST_STEP;
  return Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.trunc(step)));
}

export const nextStep = (step: number): number => clampStep(step + 1);
export const previousStep = (step: number): number => clampStep(step - 1);
export const isFirstStep = (step: number): boolean => clampStep(step) === FIRST_STEP;
export const isLastStep = (step: number): boolean => clampStep(step) === LAST_STEP;

/** Delay before the 'add your first competitor' prompt once the baseline is set (spec §9). */
export const FIRST_COMPETITOR_PROMPT_DELAY_MS = 2_000;

/**
 * Spec §4: the wizard opens when the 'has seen onboarding' flag is not 'true' and the user has
 * neither a baseline nor any competitor.
 */
export function shouldOpenWizard(seenFlag: string | null, competitors: ReadonlyArray<{ type?: string }>): boolean {
  if (seenFlag === "true") return false;
  return competitors.length === 0 && !competitors.some((c) => c.type === "baseline");
}
