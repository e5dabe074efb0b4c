"use client";

import { useRef } from "react";
import { ArrowLeft, ArrowRight, BarChart3, Clock, Crosshair, Rocket, Sparkles, Target, TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import { WIZARD_STEPS, clampStep, isFirstStep, isLastStep } from "./wizard-steps";

interface OnboardingWizardProps {
  open: boolean;
  step: number;
  onStepChange: (step: number) => void;
  onSkip: () => void;
  onSetUpBaseline: () => void;
}

const STEP_BODY = [
  {
    icon: Rocket,
    description: "Rivalscope watches your competitors' websites and tells you what changed, and why it matters.",
    points: [
      { icon: Target, text: "Track unlimited competitors" },
      { icon: TrendingUp, text: "Pricing, feature and messaging changes, scored by importance" },
      { icon: Sparkles, text: "AI analysis and smart alerts that learn what matters to you" },
    ],
  },
  {
    icon: Crosshair,
    description: "Your baseline is your own product: the reference point every competitor is compared against.",
    points: [
      { icon: BarChart3, text: "See how competitors' pricing and features stack up against yours" },
      { icon: TrendingUp, text: "Spot gaps and opportunities as soon as they appear" },
      { icon: Target, text: "You have one baseline, and you can edit it at any time" },
    ],
  },
  {
    icon: Target,
    description: "Enter your product's name and website. We capture a first snapshot to compare against.",
    points: [],
  },
] as const;

/** The three-step onboarding wizard (spec §2): Welcome, the baseline explained, then set it up. */
export function OnboardingWizard({ open, step, onStepChange, onSkip, onSetUpBaseline }: OnboardingWizardProps) {
  const index = clampStep(step);
  const meta = WIZARD_STEPS[index];
  const body = STEP_BODY[index];
  const primary = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onSkip())}>
      <DialogContent
        data-testid="onboarding-wizard"
        className="sm:max-w-md"
        closeLabel="Skip onboarding"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          primary.current?.focus();
        }}
      >
        <div className="flex items-center gap-1.5 pr-8" aria-hidden="true">
          {WIZARD_STEPS.map((s, i) => (
            <span key={s.id} className={cn("h-1.5 flex-1 rounded-full transition-colors", i <= index ? "bg-primary" : "bg-muted")} />
          ))}
        </div>
        <DialogHeader className="items-center gap-3 text-center sm:items-start sm:text-left">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <body.icon aria-hidden="true" className="size-5" />
          </span>
          <p className="text-xs font-medium text-muted-foreground">
            Step {index + 1} of {WIZARD_STEPS.length}
          </p>
          <DialogTitle>{meta.title}</DialogTitle>
          <DialogDescription>{body.description}</DialogDescription>
        </DialogHeader>
        {body.points.length > 0 ? (
          <ul className="flex flex-col gap-3 text-sm">
            {body.points.map((p) => (
              <li key={p.text} className="flex items-start gap-3">
                <p.icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{p.text}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Badge variant="secondary" className="gap-1.5 justify-self-center px-2.5 py-1 text-sm sm:justify-self-start">
            <Clock aria-hidden="true" className="size-3.5" />
            Takes about 30 seconds
          </Badge>
        )}
        <DialogFooter className="items-stretch gap-2 sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={onSkip} className="text-muted-foreground">
            Skip for now
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {isFirstStep(index) ? null : (
              <Button variant="outline" onClick={() => onStepChange(clampStep(index - 1))}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
            )}
            {isLastStep(index) ? (
              <Button ref={primary} onClick={onSetUpBaseline}>
                Set Up Baseline
              </Button>
            ) : (
              <Button ref={primary} onClick={() => onStepChange(clampStep(index + 1))}>
                Next
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
