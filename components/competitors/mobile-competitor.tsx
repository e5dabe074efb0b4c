"use client";

import Link from "next/link";
import { ChevronRight, Eye, ExternalLink, History, Pause, Pencil, Play, RefreshCw, Trash2, Zap } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { Competitor } from "@/lib/client/hooks/use-competitors";
import { cn } from "@/lib/utils";
import { BaselineBadge, CompetitorFavicon, CompetitorStatusBadge } from "./competitor-identity";
import { changesHref, detailHref, type CardHandlers } from "./competitor-menu";
import { frequencyText, hostOf, lastCheckedText } from "./display-rules";
import { BlockedNotice } from "./blocked-notice";
import { PlanPausedNotice, isPlanPaused } from "./plan-paused-notice";
import { monitoringAction } from "@/lib/client/hooks/use-competitor-actions";

/** A compact card; tapping it opens the action drawer. Error entries say 'Will retry automatically'. */
export function MobileCompetitorCard({ competitor: c, now, onOpen }: { competitor: Competitor; now: number; onOpen: (c: Competitor) => void }) {
  return (
    <button
      type="button"
      data-testid="competitor-card"
      data-competitor={c.name}
      onClick={() => onOpen(c)}
      aria-haspopup="dialog"
      className={cn(
        "flex w-full items-center gap-3 rounded-xl border bg-card p-3 text-left shadow-xs transition-colors",
        "outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring",
        c.type === "baseline" && "border-primary/40",
      )}
    >
      <CompetitorFavicon src={c.favicon} name={c.name} size={36} />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate font-semibold">{c.name}</span>
          {c.type === "baseline" ? <BaselineBadge /> : null}
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          {c.metadata?.domain ?? hostOf(c.url)} · {lastCheckedText(c.lastChecked, now)}
        </span>
        {c.status === "error" ? <span className="block text-xs text-destructive">Will retry automatically</span> : null}
        {c.status === "blocked" ? <span className="block text-xs text-muted-foreground">Bot check · will retry later</span> : null}
        {isPlanPaused(c) ? <span className="block text-xs text-muted-foreground">Paused by your plan&apos;s limit</span> : null}
      </span>
      <CompetitorStatusBadge status={c.status} />
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </button>
  );
}

const drawerActionClass = "h-11 w-full justify-start gap-3 px-3 text-base font-normal";

interface DrawerActionProps {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  children: React.ReactNode;
  onClick: () => void;
  href?: string;
  external?: boolean;
  destructive?: boolean;
}

function DrawerAction({ icon: Icon, children, onClick, href, external, destructive }: DrawerActionProps) {
  const className = cn(drawerActionClass, destructive && "text-destructive hover:bg-destructive/10 hover:text-destructive");
  const content = (
    <>
      <Icon aria-hidden className="size-5" />
      {children}
    </>
  );
  if (href && external) {
    return (
      <Button asChild variant="ghost" className={className}>
        <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
          {content}
        </a>
      </Button>
    );
  }
  if (href) {
    return (
      <Button asChild variant="ghost" className={className}>
        <Link href={href} onClick={onClick}>
          {content}
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="ghost" className={className} onClick={onClick}>
      {content}
    </Button>
  );
}

/** The bottom drawer of a mobile card. For the baseline, edit, pause and delete are hidden. */
export function CompetitorDrawer({ competitor: c, now, handlers, onClose }: { competitor: Competitor | null; now: number; handlers: CardHandlers; onClose: () => void }) {
  const { actions, onEdit, onDelete } = handlers;
  const run = (fn: () => void) => () => {
    onClose();
    fn();
  };
  const monitoring = c ? monitoringAction(c) : "pause";
  return (
    <Sheet open={c !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="bottom" data-testid="competitor-drawer" className="gap-0">
        {c ? (
          <>
            <SheetHeader className="flex-row items-center gap-3">
              <CompetitorFavicon src={c.favicon} name={c.name} size={40} />
              <div className="min-w-0 flex-1">
                <SheetTitle className="truncate">{c.name}</SheetTitle>
                <SheetDescription className="truncate">
                  {c.metadata?.domain ?? hostOf(c.url)} · {frequencyText(c.checkFrequency)} · checked {lastCheckedText(c.lastChecked, now).toLowerCase()}
                </SheetDescription>
              </div>
              <CompetitorStatusBadge status={c.status} />
            </SheetHeader>
            {c.status === "error" ? (
              <p className="mx-4 mb-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
                {c.lastError ? `${c.lastError} ` : ""}Will retry automatically.
              </p>
            ) : null}
            {c.status === "blocked" ? <BlockedNotice compact clamp={false} lastError={c.lastError} className="mx-4 mb-2" /> : null}
            {isPlanPaused(c) ? <PlanPausedNotice compact className="mx-4 mb-2" /> : null}
            <nav aria-label={`Actions for ${c.name}`} className="flex flex-col px-2 pb-4">
              <DrawerAction icon={Eye} href={detailHref(c)} onClick={onClose}>
                View Details
              </DrawerAction>
              <DrawerAction icon={History} href={changesHref(c)} onClick={onClose}>
                View Changes
              </DrawerAction>
              <DrawerAction icon={ExternalLink} href={c.url} external onClick={onClose}>
                Visit Site
              </DrawerAction>
              <DrawerAction icon={RefreshCw} onClick={run(() => void actions.checkNow(c, { mobile: true }))}>
                Check Now
              </DrawerAction>
              {c.type === "baseline" ? null : (
                <>
                  <DrawerAction icon={Pencil} onClick={run(() => onEdit(c))}>
                    Edit
                  </DrawerAction>
                  {monitoring === "activate" ? (
                    <DrawerAction icon={Zap} onClick={run(() => void actions.activate(c))}>
                      Activate Monitoring
                    </DrawerAction>
                  ) : (
                    <DrawerAction icon={monitoring === "resume" ? Play : Pause} onClick={run(() => void actions.togglePause(c, { mobile: true }))}>
                      {monitoring === "resume" ? "Resume Monitoring" : "Pause Monitoring"}
                    </DrawerAction>
                  )}
                  <DrawerAction icon={Trash2} destructive onClick={run(() => onDelete(c))}>
                    Delete
                  </DrawerAction>
                </>
              )}
            </nav>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
