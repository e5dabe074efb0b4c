"use client";

import { PartyPopper } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

interface FirstCompetitorPromptProps {
  open: boolean;
  baselineName: string;
  onLater: () => void;
  onAddCompetitor: () => void;
}

/** Shown 2 seconds after the baseline is set: add the first competitor now, or later. */
export function FirstCompetitorPrompt({ open, baselineName, onLater, onAddCompetitor }: FirstCompetitorPromptProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onLater())}>
      <DialogContent data-testid="first-competitor-prompt" className="sm:max-w-md">
        <DialogHeader className="items-center gap-3 text-center sm:items-start sm:text-left">
          <span className="flex size-11 items-center justify-center rounded-xl bg-success/10 text-success">
            <PartyPopper aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>Great! Your baseline is set</DialogTitle>
          <DialogDescription>
            We&apos;re capturing {baselineName ? <strong className="font-medium text-foreground">{baselineName}</strong> : "your product"} now.
            Add your first competitor to start comparing.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onLater}>
            I&apos;ll do this later
          </Button>
          <Button onClick={onAddCompetitor}>Add Competitor</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
