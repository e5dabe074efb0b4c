"use client";

import Link from "next/link";
import { AlertTriangle, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Competitor } from "@/lib/client/hooks/use-competitors";
import { cn } from "@/lib/utils";
import { BaselineBadge, CompetitorFavicon, CompetitorStatusBadge } from "./competitor-identity";
import { CompetitorMenu, detailHref, type CardHandlers } from "./competitor-menu";
import { BlockedNotice } from "./blocked-notice";
import { PlanPausedNotice, isPlanPaused } from "./plan-paused-notice";
import { frequencyText, hostOf, lastCheckedText } from "./display-rules";

interface CardProps {
  competitor: Competitor;
  handlers: CardHandlers;
  now: number;
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium">{value}</dd>
    </div>
  );
}

function Title({ c, withStatus }: { c: Competitor; withStatus?: boolean }) {
  const domain = c.metadata?.domain ?? hostOf(c.url);
  return (
    <div className="min-w-0 flex-1">
      <div className="flex min-w-0 items-center gap-2">
        <Link href={detailHref(c)} title={c.name} className="truncate font-semibold hover:underline focus-visible:underline focus-visible:outline-none">
          {c.name}
        </Link>
        {c.type === "baseline" ? <BaselineBadge /> : null}
      </div>
      <div className="mt-1 flex min-w-0 items-center gap-2">
        {withStatus ? <CompetitorStatusBadge status={c.status} /> : null}
        <span className="truncate text-xs text-muted-foreground" title={domain}>
          {domain}
        </span>
      </div>
    </div>
  );
}

/** Desktop grid card. */
export function CompetitorCard({ competitor: c, handlers, now }: CardProps) {
  return (
    <Card data-testid="competitor-card" data-competitor={c.name} className={cn("gap-4 py-4", c.type === "baseline" && "border-primary/40 bg-primary/[0.03]")}>
      <div className="flex items-start gap-3 px-4">
        <CompetitorFavicon src={c.favicon} name={c.name} size={36} />
        <Title c={c} withStatus />
        <div className="-mt-1 -mr-2">
          <CompetitorMenu competitor={c} handlers={handlers} />
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 px-4 text-xs">
        <Fact label="Last checked" value={lastCheckedText(c.lastChecked, now)} />
        <Fact label="Frequency" value={frequencyText(c.checkFrequency)} />
        <Fact label="Changes" value={c.changesCount} />
      </dl>
      {c.status === "error" && c.lastError ? (
        <p className="mx-4 flex items-start gap-1.5 rounded-md bg-destructive/10 px-2.5 py-1.5 text-xs text-destructive">
          <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span className="line-clamp-2">{c.lastError}</span>
        </p>
      ) : null}
      {c.status === "blocked" ? <BlockedNotice compact lastError={c.lastError} className="mx-4" /> : null}
      {isPlanPaused(c) ? <PlanPausedNotice compact className="mx-4" /> : null}
      <div className="mt-auto flex gap-2 px-4">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link href={detailHref(c)}>View Details</Link>
        </Button>
        <Button variant="secondary" size="sm" className="flex-1" onClick={() => void handlers.actions.checkNow(c)}>
          <RefreshCw aria-hidden="true" /> Check Now
        </Button>
      </div>
    </Card>
  );
}

/** Desktop list row. */
export function CompetitorRow({ competitor: c, handlers, now }: CardProps) {
  return (
    <li
      data-testid="competitor-card"
      data-competitor={c.name}
      className={cn("flex items-center gap-3 px-4 py-3", c.type === "baseline" && "bg-primary/[0.03]")}
    >
      <CompetitorFavicon src={c.favicon} name={c.name} size={32} />
      <Title c={c} />
      <dl className="hidden grid-cols-3 gap-6 text-xs lg:grid lg:w-96">
        <Fact label="Last checked" value={lastCheckedText(c.lastChecked, now)} />
        <Fact label="Frequency" value={frequencyText(c.checkFrequency)} />
        <Fact label="Changes" value={c.changesCount} />
      </dl>
      <div className="w-24 text-right">
        <CompetitorStatusBadge status={c.status} />
      </div>
      <CompetitorMenu competitor={c} handlers={handlers} />
    </li>
  );
}
