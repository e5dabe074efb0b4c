"use client";

import { ChangeInsight } from "@/components/insights/change-insight";
import { Badge } from "@/components/ui/badge";
import type { ChangeDto } from "@/lib/changes/schemas";
import { cn } from "@/lib/utils";
import { ChangeFact } from "./change-fact";
import { formatDateTime, formatRelative, IMPORTANCE_BADGE, IMPORTANCE_LABEL, typeMeta } from "./change-meta";

/** A change's type icon, competitor (the item's title), type, importance, 'New', time, what changed (its fact before → after, said once, or else the description) and insight. */
export function ChangeHeading({ change, titleId, updating }: { change: ChangeDto; titleId: string; updating: boolean }) {
  const meta = typeMeta(change.type);
  return (
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
        {change.fact ? (
          <ChangeFact fact={change.fact} facts={change.facts} />
        ) : (
          <p className="text-sm leading-relaxed break-words" data-testid="change-description">
            {change.description}
          </p>
        )}
        <ChangeInsight type={change.type} facts={change.facts} updating={updating} />
      </div>
    </div>
  );
}
