"use client";

import { useId, useState } from "react";
import { Check, ChevronDown, ExternalLink, ThumbsDown, ThumbsUp } from "lucide-react";
import { toast } from "sonner";
import { ChangeInsight, useUpdatingFlag } from "@/components/insights/change-insight";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useChangeFeedback, useMarkRead } from "@/lib/client/hooks/use-changes";
import type { ChangeDto } from "@/lib/changes/schemas";
import { cn } from "@/lib/utils";
import { formatDateTime, formatRelative, IMPORTANCE_BADGE, IMPORTANCE_LABEL, typeMeta } from "./change-meta";
import { ChangeScreenshots } from "./change-screenshots";
import { DiffView } from "./diff-view";
import { FullViewDialog } from "./full-view-dialog";
import { PlanChangeTable } from "./plan-change-table";

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** 'Important?' thumbs up/down; 'Feedback recorded' once given. */
function FeedbackControl({ change, onRecorded }: { change: ChangeDto; onRecorded: () => void }) {
  const feedback = useChangeFeedback();
  const give = (isImportant: boolean) =>
    feedback.mutate(
      { change, isImportant },
      {
        onSuccess: () => {
          // An up on a change already rated high agrees with the scoring: no rate moves, and the toast says so.
          const agreed = isImportant && change.importance === "high";
          toast.success(isImportant ? "Marked as important - AI is learning!" : "Marked as unimportant", agreed ? { description: "It was already rated high, so scoring stays as it is." } : undefined);
          onRecorded();
        },
        onError: (err) => toast.error(`Failed to record feedback: ${errorText(err)}`),
      },
    );
  if (change.feedback !== null) {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs font-medium text-success" data-testid="feedback-recorded">
        <Check aria-hidden="true" className="size-3.5" />
        Feedback recorded
        <span className="sr-only">{change.feedback ? ": important" : ": not important"}</span>
        {change.feedback ? <ThumbsUp aria-hidden="true" className="size-3.5" /> : <ThumbsDown aria-hidden="true" className="size-3.5" />}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1" role="group" aria-label="Important?">
      <span className="mr-1 text-xs text-muted-foreground" aria-hidden="true">
        Important?
      </span>
      <Button variant="ghost" size="icon" className="size-8" aria-label="Yes, important" disabled={feedback.isPending} onClick={() => give(true)}>
        <ThumbsUp aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" className="size-8" aria-label="No, not important" disabled={feedback.isPending} onClick={() => give(false)}>
        <ThumbsDown aria-hidden="true" />
      </Button>
    </span>
  );
}

/**
 * One change in the feed: type, importance, competitor, description and the learned insight; it
 * expands to the baseline vs current comparison and the screenshot. Actions: View Full, Visit
 * Page, Mark as Read and 'Important?'. Opening it marks it read.
 */
export function ChangeItem({ change }: { change: ChangeDto }) {
  const [open, setOpen] = useState(false);
  const [updating, startUpdating] = useUpdatingFlag();
  const markRead = useMarkRead();
  const meta = typeMeta(change.type);
  const titleId = useId();
  const panelId = useId();
  const pageUrl = change.url ?? change.competitorUrl;

  const readSilently = () => {
    if (!change.isRead && !markRead.isPending) markRead.mutate(change);
  };
  const toggle = () => {
    setOpen((o) => !o);
    if (!open) readSilently();
  };
  const markAsRead = () =>
    markRead.mutate(change, {
      onSuccess: () => toast.success("Marked as read"),
      onError: (err) => toast.error(`Failed to mark as read: ${errorText(err)}`),
    });

  return (
    <article
      aria-labelledby={titleId}
      data-testid="change-item"
      data-change-id={change.id}
      data-read={change.isRead}
      className={cn(
        "rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-colors sm:p-5",
        !change.isRead && "border-l-4 border-l-primary",
      )}
    >
      <div className="flex items-start gap-3">
        <span className={cn("mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex", meta.tone)} aria-hidden="true">
          <meta.icon className="size-4" />
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="font-semibold">
              {change.competitorName}
            </h3>
            <Badge variant="outline" data-testid="change-type">
              <meta.icon aria-hidden="true" className="sm:hidden" />
              {meta.label}
            </Badge>
            <Badge variant={IMPORTANCE_BADGE[change.importance]} data-testid="change-importance">
              {IMPORTANCE_LABEL[change.importance]}
            </Badge>
            {!change.isRead ? (
              <Badge variant="info" data-testid="unread-marker">
                New
              </Badge>
            ) : null}
            <time dateTime={change.detectedAt} title={formatDateTime(change.detectedAt)} className="ml-auto text-xs whitespace-nowrap text-muted-foreground">
              {formatRelative(change.detectedAt)}
            </time>
          </div>
          <p className="text-sm leading-relaxed break-words" data-testid="change-description">
            {change.description}
          </p>
          <ChangeInsight type={change.type} updating={updating} />
        </div>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2 sm:pl-12">
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
          {open ? "Hide comparison" : "Compare"}
        </Button>
        <FullViewDialog change={change} onOpen={readSilently} />
        {pageUrl ? (
          <Button asChild variant="outline" size="sm">
            <a href={pageUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Visit Page
            </a>
          </Button>
        ) : null}
        {!change.isRead ? (
          <Button variant="outline" size="sm" onClick={markAsRead} loading={markRead.isPending}>
            <Check aria-hidden="true" />
            Mark as Read
          </Button>
        ) : null}
        <span className="ml-auto">
          <FeedbackControl change={change} onRecorded={startUpdating} />
        </span>
      </div>

      <div id={panelId} hidden={!open} className="mt-4 space-y-4 sm:pl-12" data-testid={open ? "change-details" : undefined}>
        {open ? (
          <>
            <PlanChangeTable facts={change.facts} />
            <DiffView before={change.oldContent} after={change.newContent} />
            <ChangeScreenshots screenshot={change.screenshot} highlight={change.highlight} name={change.competitorName} />
          </>
        ) : null}
      </div>
    </article>
  );
}
