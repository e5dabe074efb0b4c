"use client";

import { useState } from "react";
import { History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useActiveScanJobs } from "@/lib/client/hooks/use-jobs";
import { ScanJobsDialog } from "./scan-jobs-dialog";

/**
 * The competitors page's 'Scan Jobs' button: opens the Scan Jobs dialog at any time, so Recently
 * Completed and Failed can be read when nothing is running (the floating button shows only while
 * scans are active).
 */
export function ScanJobsTrigger() {
  const [open, setOpen] = useState(false);
  const active = useActiveScanJobs();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="scan-jobs-trigger">
        <History aria-hidden="true" /> Scan Jobs
      </Button>
      <ScanJobsDialog open={open} onOpenChange={setOpen} active={active.data ?? []} />
    </>
  );
}
