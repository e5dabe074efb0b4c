"use client";

import { PsychologyPanel } from "@/components/analysis/psychology-panel";
import { useCompetitor, useCompetitorLiveUpdates, useLatestSnapshot, type Competitor, type Snapshot } from "@/lib/client/hooks/use-competitors";
import { InsightReportCard } from "@/components/insights/insight-report-card";
import { PriceHistoryCard } from "@/components/compare/price-history-card";
import { AudienceCard } from "./audience-card";
import { CompetitorDetailHeader } from "./competitor-detail-header";
import { CompetitorLoadError, CompetitorLoading, NotScannedYet, ScanFailedNotice, ScanLoading } from "./competitor-detail-states";
import { CapabilitiesCard, FeaturesCard, IntegrationsCard, PricingPlansCard, ScanInfoCard, ScreenshotsCard } from "./detail-cards";
import { BlockedNotice } from "./blocked-notice";
import { PlanPausedNotice, isPlanPaused } from "./plan-paused-notice";
import { useMinuteClock } from "@/lib/client/hooks/use-minute-clock";

/** What the latest scan found: scan info, insights, pricing and its history, audience, psychology, features, screenshots. */
function LatestScan({ c, snap, now }: { c: Competitor; snap: Snapshot; now: number }) {
  const d = snap.extractedData ?? {};
  return (
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

/** The competitor detail screen (spec §2 Competitor detail). */
export function CompetitorDetail({ id }: { id: string }) {
  const now = useMinuteClock();
  const competitor = useCompetitor(id);
  const snapshot = useLatestSnapshot(id);
  useCompetitorLiveUpdates();

  if (competitor.isPending) return <CompetitorLoading />;
  if (competitor.isError) return <CompetitorLoadError message={competitor.error.message} />;

  const c = competitor.data;
  const snap = snapshot.data;
  let body: React.ReactNode;
  if (snapshot.isPending) body = <ScanLoading />;
  else if (snapshot.isError || !snap) body = <NotScannedYet scanning={c.status === "pending" || c.status === "analyzing"} />;
  else body = <LatestScan c={c} snap={snap} now={now} />;

  return (
    <div className="flex flex-col gap-5">
      <CompetitorDetailHeader c={c} />
      {c.status === "error" && c.lastError ? <ScanFailedNotice lastError={c.lastError} /> : null}
      {c.status === "blocked" ? <BlockedNotice lastError={c.lastError} /> : null}
      {isPlanPaused(c) ? <PlanPausedNotice /> : null}
      {body}
    </div>
  );
}
