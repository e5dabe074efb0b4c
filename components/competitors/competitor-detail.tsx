"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { AlertTriangle, ArrowLeft, ExternalLink, FileText, RefreshCw, ScanSearch, Swords } from "lucide-react";
import { PsychologyPanel } from "@/components/analysis/psychology-panel";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCompetitor, useCompetitorLiveUpdates, useLatestSnapshot, type Competitor } from "@/lib/client/hooks/use-competitors";
import { BaselineBadge, CompetitorFavicon, CompetitorStatusBadge } from "./competitor-identity";
import { InsightReportCard } from "@/components/insights/insight-report-card";
import { PriceHistoryCard } from "@/components/compare/price-history-card";
import { AudienceCard } from "./audience-card";
import { CapabilitiesCard, FeaturesCard, IntegrationsCard, PricingPlansCard, ScanInfoCard, ScreenshotsCard } from "./detail-cards";
import { hostOf } from "./display-rules";
import { useCompetitorActions } from "@/lib/client/hooks/use-competitor-actions";
import { BlockedNotice } from "./blocked-notice";
import { useMinuteClock } from "@/lib/client/hooks/use-minute-clock";

function Header({ c }: { c: Competitor }) {
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

function CenteredState({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div data-testid={testId} className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      {children}
    </div>
  );
}

/** The competitor detail screen (spec §2 Competitor detail). */
export function CompetitorDetail({ id }: { id: string }) {
  const router = useRouter();
  const now = useMinuteClock();
  const competitor = useCompetitor(id);
  const snapshot = useLatestSnapshot(id);
  useCompetitorLiveUpdates();

  if (competitor.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-20 text-muted-foreground" data-testid="competitor-loading">
        <Spinner className="size-6" label="Loading competitor" />
        <p className="text-sm">Loading competitor...</p>
      </div>
    );
  }
  if (competitor.isError) {
    const goBack = () => (window.history.length > 1 ? router.back() : router.push("/dashboard/competitors"));
    return (
      <CenteredState testId="competitor-error">
        <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
        <h1 className="text-lg font-semibold">Failed to load competitor</h1>
        <p className="text-sm text-muted-foreground">{competitor.error.message}</p>
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" /> Go Back
        </Button>
      </CenteredState>
    );
  }

  const c = competitor.data;
  const snap = snapshot.data;
  let body: React.ReactNode;
  if (snapshot.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner className="size-6 text-muted-foreground" label="Loading the latest scan" />
      </div>
    );
  } else if (snapshot.isError || !snap) {
    const scanning = c.status === "pending" || c.status === "analyzing";
    body = (
      <CenteredState testId="competitor-empty">
        <ScanSearch aria-hidden="true" className="size-8 text-muted-foreground" />
        <h2 className="text-lg font-semibold">No content available</h2>
        <p className="text-sm text-muted-foreground">This competitor hasn&apos;t been scanned yet</p>
        {scanning ? <p className="text-xs text-muted-foreground">The first scan is on its way; this page updates when it finishes.</p> : null}
      </CenteredState>
    );
  } else {
    const d = snap.extractedData ?? {};
    body = (
      <div className="flex flex-col gap-4">
        <ScanInfoCard snapshot={snap} checkedAt={c.lastChecked} now={now} />
        <InsightReportCard competitorId={c.id} collapsible />
        <PricingPlansCard plans={d.pricingPlans} doubt={snap.metadata?.pricingDoubt} addOns={d.pricingAddOns} />
        <PriceHistoryCard competitorId={c.id} />
        <div className="grid gap-4 lg:grid-cols-2">
          <AudienceCard audience={d.aiExtractedData?.audience} />
          <CapabilitiesCard capabilities={d.aiExtractedData?.keyCapabilities} />
          <div className="lg:col-span-2">
            <IntegrationsCard integrations={d.aiExtractedData?.integrations} />
          </div>
        </div>
        <PsychologyPanel competitorId={c.id} />
        <FeaturesCard features={d.features} />
        <ScreenshotsCard competitorId={c.id} screenshots={snap.metadata?.screenshots} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <Header c={c} />
      {c.status === "error" && c.lastError ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            The last scan failed: {c.lastError} Will retry automatically.
          </span>
        </p>
      ) : null}
      {c.status === "blocked" ? <BlockedNotice lastError={c.lastError} /> : null}
      {body}
    </div>
  );
}
