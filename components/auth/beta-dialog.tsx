"use client";

import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export const BETA_CONTACT_URL = "https://x.com/rivalscope";

/** The private-beta dialog shown after the simulated signup (spec §4, SIGNUP_MODE=beta). */
export function BetaDialog({ open, onOpenChange, name }: { open: boolean; onOpenChange: (open: boolean) => void; name: string }) {
  const firstName = name.trim().split(/\s+/)[0];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rivalscope is in private beta</DialogTitle>
          <DialogDescription>
            Thanks for your interest{firstName ? `, ${firstName}` : ""}! We&apos;re letting teams in a few at a time, so
            new accounts can&apos;t be created here just yet. No account was created and nothing was stored.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          Want early access? Send us a message on social media and tell us which competitors keep you up at night.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button asChild>
            <a href={BETA_CONTACT_URL} target="_blank" rel="noopener noreferrer">
              Message us on X
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
