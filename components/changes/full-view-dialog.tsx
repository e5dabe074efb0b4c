"use client";

import { ExternalLink, Maximize2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { ChangeDto } from "@/lib/changes/schemas";
import { formatDateTime, IMPORTANCE_BADGE, IMPORTANCE_LABEL, typeMeta } from "./change-meta";
import { ChangeScreenshots } from "./change-screenshots";
import { DiffView } from "./diff-view";
import { PlanChangeTable } from "./plan-change-table";

/** 'View Full': the whole baseline and current content of a change, compared, in a dialog. */
export function FullViewDialog({ change, onOpen }: { change: ChangeDto; onOpen?: () => void }) {
  const meta = typeMeta(change.type);
  const pageUrl = change.url ?? change.competitorUrl;
  return (
    <Dialog onOpenChange={(open) => open && onOpen?.()}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Maximize2 aria-hidden="true" />
          View Full
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-5xl" data-testid="full-view">
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">
              <meta.icon aria-hidden="true" />
              {meta.label}
            </Badge>
            <Badge variant={IMPORTANCE_BADGE[change.importance]}>{IMPORTANCE_LABEL[change.importance]}</Badge>
            <span className="text-xs text-muted-foreground">{formatDateTime(change.detectedAt)}</span>
          </div>
          <DialogTitle>{change.competitorName}</DialogTitle>
          <DialogDescription>{change.description}</DialogDescription>
        </DialogHeader>
        <PlanChangeTable facts={change.facts} />
        <DiffView before={change.oldContent} after={change.newContent} compact={false} />
        <ChangeScreenshots screenshot={change.screenshot} highlight={change.highlight} name={change.competitorName} />
        {pageUrl ? (
          <div className="flex justify-end">
            <Button asChild variant="outline" size="sm">
              <a href={pageUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Visit Page
              </a>
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
