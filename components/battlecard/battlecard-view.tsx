"use client";

import Link from "next/link";
import { useState } from "react";
import { AlertTriangle, ArrowLeft, Download, Printer, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/client/api";
import { downloadBattlecardMarkdown, useBattlecard } from "@/lib/client/hooks/use-battlecard";
import { useMinuteClock } from "@/lib/client/hooks/use-minute-clock";
import type { Battlecard } from "@/lib/compare/battlecard-types";
import { timeAgo } from "@/lib/format";
import { BattlecardSection } from "./battlecard-section";
import { BattlecardSources } from "./battlecard-sources";
import { numberSources } from "./source-numbers";
import { SeatTable } from "./seat-table";
import "./battlecard-print.css";

const stamp = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function Freshness({ card }: { card: Battlecard }) {
  const now = useMinuteClock();
  const ago = card.refreshedAt ? timeAgo(now - Date.parse(card.refreshedAt), 7) : null;
  const refreshed = card.refreshedAt ? `Last refreshed ${ago ? `${ago.charAt(0).toLowerCase()}${ago.slice(1)} (${stamp(card.refreshedAt)})` : `on ${stamp(card.refreshedAt)}`}` : "Not refreshed yet: no scan so far";
  const checked = card.lastCheckedAt && card.refreshedAt && card.lastCheckedAt > card.refreshedAt ? `; checked again ${stamp(card.lastCheckedAt)}, nothing new` : "";
  const writer = card.source === "model" ? `Phrased by the model (${card.model}); every number checked against the data${card.droppedByChecks ? `, ${card.droppedByChecks} unsupported sentence${card.droppedByChecks === 1 ? "" : "s"} dropped` : ""}.` : "Written by the local analysers from your data.";
  return (
    <p className="text-sm text-muted-foreground" data-testid="battlecard-refreshed">
      {refreshed}
      {checked}. {writer}
    </p>
  );
}

function Actions({ card }: { card: Battlecard }) {
  const [exporting, setExporting] = useState(false);
  const exportMd = async () => {
    setExporting(true);
    try {
      const name = await downloadBattlecardMarkdown(card.competitor.id);
      toast.success(`Saved ${name}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "The export failed.");
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" /> Print or save as PDF
      </Button>
      <Button variant="outline" size="sm" onClick={() => void exportMd()} disabled={exporting}>
        {exporting ? <Spinner className="size-4" label="Exporting" /> : <Download aria-hidden="true" />} Export Markdown
      </Button>
    </div>
  );
}

function CardBody({ card }: { card: Battlecard }) {
  const { list, numberOf } = numberSources(card);
  const byKey = Object.fromEntries(card.sections.map((s) => [s.key, s]));
  const seatClaims = card.seatPricing.map((r) => r.claimId);
  const section = (key: string, extra?: React.ReactNode, hide: string[] = []) =>
    byKey[key] ? (
      <BattlecardSection section={byKey[key]} numberOf={numberOf} hideClaims={hide}>
        {extra}
      </BattlecardSection>
    ) : null;
  return (
    <>
      {card.notes.length ? (
        <div role="note" className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-foreground">
          {card.notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      ) : null}
      {section("overview")}
      {section("pricing", <SeatTable rows={card.seatPricing} claims={byKey.pricing?.claims ?? []} numberOf={numberOf} />, seatClaims)}
      <div className="grid gap-4 lg:grid-cols-2">
        {section("stronger")}
        {section("weaker")}
      </div>
      {section("tactics")}
      <div className="grid gap-4 lg:grid-cols-2">
        {section("moves")}
        {section("prediction")}
      </div>
      <BattlecardSources sources={list} competitorId={card.competitor.id} />
    </>
  );
}

/** The battlecard screen: one competitor against the user's own product, printable and exportable. */
export function BattlecardView({ id }: { id: string }) {
  const q = useBattlecard(id);
  const back = (
    <Button asChild variant="ghost" size="icon" className="shrink-0 print:hidden">
      <Link href={`/dashboard/competitors/${id}`} aria-label="Back to the competitor">
        <ArrowLeft aria-hidden="true" />
      </Link>
    </Button>
  );
  if (q.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-20 text-muted-foreground" data-testid="battlecard-loading">
        <Spinner className="size-6" label="Loading battlecard" />
        <p className="text-sm">Building the battlecard...</p>
      </div>
    );
  }
  if (q.isError) {
    const missing = q.error instanceof ApiClientError && (q.error.status === 404 || q.error.status === 400);
    return (
      <div data-testid="battlecard-error" className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
        <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
        <h1 className="text-lg font-semibold">{missing ? "Competitor not found" : "Failed to load the battlecard"}</h1>
        <p className="text-sm text-muted-foreground">{q.error.message}</p>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link href="/dashboard/competitors">
              <ArrowLeft aria-hidden="true" /> Competitors
            </Link>
          </Button>
          {missing ? null : (
            <Button onClick={() => void q.refetch()}>
              <RefreshCw aria-hidden="true" /> Try again
            </Button>
          )}
        </div>
      </div>
    );
  }
  const card = q.data;
  return (
    <article data-battlecard className="battlecard flex flex-col gap-4">
      <header className="flex flex-wrap items-start gap-3">
        {back}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight">Battlecard: {card.competitor.name}</h1>
          <p className="text-sm">
            {card.baseline ? (
              <>
                {card.competitor.name} against {card.baseline.name} (your product) · {card.competitor.domain}
              </>
            ) : (
              card.competitor.domain
            )}
          </p>
          <Freshness card={card} />
        </div>
        <Actions card={card} />
      </header>
      <CardBody card={card} />
    </article>
  );
}
