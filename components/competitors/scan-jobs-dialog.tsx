"use client";

import { useState } from "react";
import { AlertTriangle, CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useCancelJob, useRecentScanJobs, type Job } from "@/lib/client/hooks/use-jobs";
import { lastCheckedText } from "./display-rules";
import { canCancel, isBlocked, isPartial, jobOutcomeToast, jobSections, jobStatusLabel } from "@/lib/client/job-rules";
import { useMinuteClock } from "@/lib/client/hooks/use-minute-clock";

function JobIcon({ job }: { job: Job }) {
  if (job.status === "processing") return <Loader2 aria-hidden="true" className="size-4 animate-spin text-info" />;
  if (job.status === "pending") return <Clock aria-hidden="true" className="size-4 text-muted-foreground" />;
  if (job.status === "failed") return <XCircle aria-hidden="true" className="size-4 text-destructive" />;
  if (isPartial(job)) return <AlertTriangle aria-hidden="true" className="size-4 text-warning" />;
  return <CheckCircle2 aria-hidden="true" className="size-4 text-success" />;
}

function JobItem({ job, now }: { job: Job; now: number }) {
  const cancelJob = useCancelJob();
  const [cancelling, setCancelling] = useState(false);
  const name = job.data?.competitorName ?? "Competitor scan";
  const when = lastCheckedText(job.completedAt ?? job.startedAt ?? job.createdAt, now);
  const outcome = job.status === "failed" || (job.status === "completed" && isPartial(job)) ? jobOutcomeToast(job) : null;

  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelJob(job.id);
      toast.success("Job cancelled");
    } catch (err) {
      toast.error("Failed to cancel job", { description: err instanceof Error ? err.message : undefined });
      setCancelling(false);
    }
  };

  return (
    <li className="flex items-start gap-3 rounded-lg border px-3 py-2.5" data-testid="scan-job" data-status={job.status}>
      <span className="mt-0.5">
        <JobIcon job={job} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="text-xs text-muted-foreground">
          {jobStatusLabel(job.status)} · {when}
        </p>
        {outcome ? (
          <p className={job.status === "failed" ? "mt-1 text-xs text-destructive" : "mt-1 text-xs text-warning"}>
            {outcome.title}
            {outcome.description ? ` — ${outcome.description}` : ""}
          </p>
        ) : null}
      </div>
      {job.status === "completed" && isPartial(job) ? <Badge variant="warning">Partial</Badge> : null}
      {isBlocked(job) ? <Badge variant="warning">Blocked</Badge> : null}
      {canCancel(job.status) ? (
        <Button variant="ghost" size="sm" onClick={() => void cancel()} loading={cancelling} aria-label={`Cancel scan of ${name}`}>
          Cancel
        </Button>
      ) : null}
    </li>
  );
}

function Section({ title, jobs, now }: { title: string; jobs: Job[]; now: number }) {
  if (jobs.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
        <Badge variant="secondary" className="tabular-nums">
          {jobs.length}
        </Badge>
      </h3>
      <ul className="flex flex-col gap-2">
        {jobs.map((j) => (
          <JobItem key={j.id} job={j} now={now} />
        ))}
      </ul>
    </section>
  );
}

/** Scan Jobs: Active, Recently Completed (5) and Failed (5); pending jobs can be cancelled. */
export function ScanJobsDialog({ open, onOpenChange, active }: { open: boolean; onOpenChange: (open: boolean) => void; active: Job[] }) {
  const recent = useRecentScanJobs(open);
  const now = useMinuteClock();
  const sections = jobSections(active, recent.data ?? []);
  const empty = sections.active.length + sections.completed.length + sections.failed.length === 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" data-testid="scan-jobs-dialog">
        <DialogHeader>
          <DialogTitle>Scan Jobs</DialogTitle>
          <DialogDescription>Scans that are queued, running or recently finished.</DialogDescription>
        </DialogHeader>
        {recent.isPending && empty ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-5 text-muted-foreground" label="Loading scan jobs" />
          </div>
        ) : empty ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No recent scan jobs</p>
        ) : (
          <div className="flex flex-col gap-5">
            <Section title="Active" jobs={sections.active} now={now} />
            <Section title="Recently Completed" jobs={sections.completed} now={now} />
            <Section title="Failed" jobs={sections.failed} now={now} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
