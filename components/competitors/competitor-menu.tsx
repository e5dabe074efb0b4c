"use client";

import Link from "next/link";
import { Eye, ExternalLink, History, MoreHorizontal, Pause, Pencil, Play, RefreshCw, Trash2, Zap } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { Competitor } from "@/lib/client/hooks/use-competitors";
import { monitoringAction, type CompetitorActions } from "@/lib/client/hooks/use-competitor-actions";

export interface CardHandlers {
  actions: CompetitorActions;
  onEdit: (c: Competitor) => void;
  onDelete: (c: Competitor) => void;
}

export const detailHref = (c: Pick<Competitor, "id">) => `/dashboard/competitors/${c.id}`;
export const changesHref = (c: Pick<Competitor, "id">) => `/dashboard/changes?competitorId=${encodeURIComponent(c.id)}`;

/**
 * The desktop card menu: View Details, View Changes, Visit Site, Edit, Check Now, Activate / Pause /
 * Resume Monitoring and Delete. The baseline cannot be paused, deleted or activated from here.
 */
export function CompetitorMenu({ competitor: c, handlers }: { competitor: Competitor; handlers: CardHandlers }) {
  const { actions, onEdit, onDelete } = handlers;
  const isBaseline = c.type === "baseline";
  const monitoring = monitoringAction(c);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${c.name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuItem asChild>
          <Link href={detailHref(c)}>
            <Eye aria-hidden="true" /> View Details
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={changesHref(c)}>
            <History aria-hidden="true" /> View Changes
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={c.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> Visit Site
          </a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onEdit(c)}>
          <Pencil aria-hidden="true" /> Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void actions.checkNow(c)}>
          <RefreshCw aria-hidden="true" /> Check Now
        </DropdownMenuItem>
        {isBaseline ? null : monitoring === "activate" ? (
          <DropdownMenuItem onSelect={() => void actions.activate(c)}>
            <Zap aria-hidden="true" /> Activate Monitoring
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => void actions.togglePause(c)}>
            {monitoring === "resume" ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {monitoring === "resume" ? "Resume Monitoring" : "Pause Monitoring"}
          </DropdownMenuItem>
        )}
        {isBaseline ? null : (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(c)}>
              <Trash2 aria-hidden="true" /> Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
