"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useActiveScanJobs, useJobLiveUpdates } from "@/lib/client/hooks/use-jobs";
import { cn } from "@/lib/utils";
import { activeCount } from "@/lib/client/job-rules";
import { ScanJobsDialog } from "./scan-jobs-dialog";

/**
 * The floating 'N Active Scans' button of the dashboard layout (N = pending + processing scan jobs,
 * refreshed every 5 s and on live job updates). Hidden at 0 unless its Scan Jobs dialog is open.
 * Mount it inside the dashboard shell (it listens to the shell's live stream). It sits bottom-centre on
 * desktop and bottom-right on mobile, clear of the 'Live updates active' badge and the toasts.
 */
export function ScanJobsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const active = useActiveScanJobs();
  useJobLiveUpdates();
  const n = activeCount(active.data);
  if (n === 0 && !open) return null;
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="active-scans-button"
        className={cn("fixed right-4 bottom-4 z-30 rounded-full shadow-lg animate-fade-in md:right-auto md:left-1/2 md:-translate-x-1/2", className)}
      >
        <Loader2 aria-hidden="true" className={cn(n > 0 && "animate-spin")} />
        {n} Active Scans
      </Button>
      <ScanJobsDialog open={open} onOpenChange={setOpen} active={active.data ?? []} />
    </>
  );
}
