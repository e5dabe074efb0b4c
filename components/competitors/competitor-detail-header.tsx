"use client";

import Link from "next/link";
import { ArrowLeft, ExternalLink, FileText, RefreshCw, Swords } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Competitor } from "@/lib/client/hooks/use-competitors";
import { useCompetitorActions } from "@/lib/client/hooks/use-competitor-actions";
import { BaselineBadge, CompetitorFavicon, CompetitorStatusBadge } from "./competitor-identity";
import { hostOf } from "./display-rules";

/** Back link, identity, status and the page actions (Check Now, Battlecard, LLM View, Visit Site). */
export function CompetitorDetailHeader({ c }: { c: Competitor }) {
  const actions = useCompetitorActions();
  return (
    <header className="flex flex-wrap items-center gap-3">
      <Button asChild variant="ghost" size="icon" className="shrink-0">
        <Link href="/dashboard/competitors" aria-label="Back to competitors">
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <CompetitorFavicon src={c.favicon} name={c.name} size={40} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{c.name}</h1>
          <CompetitorStatusBadge status={c.status} />
          {c.type === "baseline" ? <BaselineBadge /> : null}
        </div>
        <p className="truncate text-sm text-muted-foreground">{c.metadata?.domain ?? hostOf(c.url)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void actions.checkNow(c)}>
          <RefreshCw aria-hidden="true" /> Check Now
        </Button>
        {c.type === "baseline" ? null : (
          <Button asChild variant="outline" size="sm">
            <Link href={`/dashboard/competitors/${c.id}/battlecard`}>
              <Swords aria-hidden="true" /> Battlecard
            </Link>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link href={`/dashboard/competitors/${c.id}/llm`}>
            <FileText aria-hidden="true" /> LLM View
          </Link>
        </Button>
        <Button asChild size="sm">
          <a href={c.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> Visit Site
          </a>
        </Button>
      </div>
    </header>
  );
}
