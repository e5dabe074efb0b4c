"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Check, ChevronDown, ExternalLink } from "lucide-react";
import { toast } from "sonner";
import { useUpdatingFlag } from "@/components/insights/change-insight";
import { Button } from "@/components/ui/button";
import { useMarkRead } from "@/lib/client/hooks/use-changes";
import type { ChangeDto } from "@/lib/changes/schemas";
import { cn } from "@/lib/utils";
import { ChangeHeading } from "./change-heading";
import { ChangeScreenshots } from "./change-screenshots";
import { DiffView } from "./diff-view";
import { FeedbackControl } from "./feedback-control";
import { FullViewDialog } from "./full-view-dialog";
import { PlanChangeTable } from "./plan-change-table";

/** The expanded part: the plan table, the baseline vs current comparison and the screenshots. */
function ChangeDetails({ change, panelId, open }: { change: ChangeDto; panelId: string; open: boolean }) {
  return (
    <div id={panelId} hidden={!open} className="mt-4 space-y-4 sm:pl-12" data-testid={open ? "change-details" : undefined}>
      {open ? (
        <>
          <PlanChangeTable facts={change.facts} />
          <DiffView before={change.oldContent} after={change.newContent} />
          <ChangeScreenshots screenshot={change.screenshot} highlight={change.highlight} name={change.competitorName} />
        </>
      ) : null}
    </div>
  );
}

/**
 * A change a link named (`?change=<id>`, from the Notifications screen or an alert): brought into
 * view and given focus once, when it first renders.
 */
function useArrival(focused: boolean, onArrive: () => void) {
  const ref = useRef<HTMLElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (!focused || arrived.current || !ref.current) return;
    arrived.current = true;
    ref.current.scrollIntoView({ block: "start" });
    ref.current.focus({ preventScroll: true });
    onArrive();
  }, [focused, onArrive]);
  return ref;
}

/**
 * One change in the feed: type, importance, competitor, description and the learned insight; it
 * expands to the baseline vs current comparison and the screenshot. Actions: View Full, Visit
 * Page, Mark as Read and 'Important?'. Opening it marks it read. `focused`: the change a link named,
 * shown opened, outlined and scrolled to.
 */
export function ChangeItem({ change, focused = false }: { change: ChangeDto; focused?: boolean }) {
  const [open, setOpen] = useState(focused);
  const [updating, startUpdating] = useUpdatingFlag();
  const markRead = useMarkRead();
  const titleId = useId();
  const panelId = useId();
  const pageUrl = change.url ?? change.competitorUrl;

  const readSilently = () => {
    if (!change.isRead && !markRead.isPending) markRead.mutate(change);
  };
  const ref = useArrival(focused, readSilently);
  const toggle = () => {
    setOpen((o) => !o);
    if (!open) readSilently();
  };
  const markAsRead = () =>
    markRead.mutate(change, {
      onSuccess: () => toast.success("Marked as read"),
      onError: (err) => toast.error(`Failed to mark as read: ${err instanceof Error ? err.message : String(err)}`),
    });

  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      data-testid="change-item"
      data-change-id={change.id}
      data-read={change.isRead}
      data-focused={focused || undefined}
      tabIndex={focused ? -1 : undefined}
      className={cn(
        "scroll-mt-20 rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-colors sm:p-5",
        !change.isRead && "border-l-4 border-l-primary",
        focused && "ring-2 ring-primary ring-offset-2 ring-offset-background outline-none",
      )}
    >
      <ChangeHeading change={change} titleId={titleId} updating={updating} />

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

      <ChangeDetails change={change} panelId={panelId} open={open} />
    </article>
  );
}
