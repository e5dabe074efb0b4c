"use client";

import Image from "next/image";
import { Check, ExternalLink, Puzzle, Sparkles, Tag } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CollapsibleCard } from "@/components/ui/collapsible-card";
import type { Snapshot } from "@/lib/client/hooks/use-competitors";
import { cn } from "@/lib/utils";
import {
  PLAN_FEATURES_SHOWN,
  annualPriceText,
  confidencePercent,
  contentChars,
  contentSizeText,
  formatPlanPrice,
  groupFeatures,
  lastCheckedText,
  pagesHint,
  screenshotUrl,
  visiblePlans,
  yesNo,
} from "./display-rules";
import type { PricingPlan } from "@/lib/pricing/types";

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function Info({ label, value, hint }: { label: string; value: React.ReactNode; hint?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** Scan Information: Last Scanned, Content Size, Pricing (public or not), Confidence. */
export function ScanInfoCard({ snapshot, checkedAt, now }: { snapshot: Snapshot; checkedAt?: string | null; now: number }) {
  const m = snapshot.metadata ?? {};
  // The last check, which may have found the content of this snapshot again (no new snapshot stored).
  const scannedAt = checkedAt && new Date(checkedAt) > new Date(snapshot.createdAt) ? checkedAt : snapshot.createdAt;
  const warnings = m.warnings ?? [];
  return (
    <CollapsibleCard title="Scan Information" openOnPhone data-testid="scan-info" contentClassName="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Info label="Last Scanned" value={new Date(scannedAt).toLocaleString()} hint={lastCheckedText(scannedAt, now)} />
          <Info label="Content Size" value={contentSizeText(contentChars(snapshot))} hint={pagesHint(m.pages?.length)} />
          <Info label="Pricing" value={yesNo(m.hasPublicPricing)} hint={m.hasPublicPricing ? "Public pricing found" : "No public pricing"} />
          <Info
            label="Confidence"
            value={m.pricingDoubt ? "Low" : confidencePercent(snapshot.confidence)}
            hint={m.pricingDoubt ? "Some plans may be missing" : undefined}
          />
        </dl>
        {m.fetchMode === "http" || warnings.length > 0 ? (
          <ul className="flex flex-col gap-1 rounded-md bg-muted/60 px-3 py-2 text-xs text-muted-foreground">
            {m.fetchMode === "http" ? <li>Fetched over plain HTTP (no browser rendering).</li> : null}
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        ) : null}
    </CollapsibleCard>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  const features = plan.features ?? [];
  const annual = annualPriceText(plan);
  return (
    <li className={cn("flex flex-col gap-3 rounded-lg border p-4", plan.highlighted && "border-primary ring-1 ring-primary/30")} data-testid="pricing-plan">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{plan.name}</h3>
        {plan.highlighted ? <Badge>Popular</Badge> : null}
      </div>
      {plan.group ? <p className="-mt-2 text-xs text-muted-foreground" data-testid="plan-group">{plan.group}</p> : null}
      <div>
        <p className="text-2xl font-bold tracking-tight">{formatPlanPrice(plan)}</p>
        {annual ? <p className="text-xs text-muted-foreground">{annual}</p> : null}
        {plan.source === "model" ? (
          <p className="text-xs text-muted-foreground" title="Found only by the AI model reading the pricing page; its numbers were checked against the page text.">
            Read by AI model
          </p>
        ) : null}
      </div>
      {features.length > 0 ? (
        <ul className="flex flex-col gap-1.5 text-sm">
          {features.slice(0, PLAN_FEATURES_SHOWN).map((f) => (
            <li key={f} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{f}</span>
            </li>
          ))}
          {features.length > PLAN_FEATURES_SHOWN ? <li className="pl-6 text-xs text-muted-foreground">+{features.length - PLAN_FEATURES_SHOWN} more features</li> : null}
        </ul>
      ) : null}
    </li>
  );
}

/** Pricing Plans: plans whose name contains a dot are hidden; 3 features each. */
export function PricingPlansCard({ plans, doubt, addOns }: { plans: PricingPlan[] | undefined; doubt?: string | null; addOns?: string[] }) {
  const shown = visiblePlans(plans);
  return (
    <CollapsibleCard
      title={
        <>
          <Tag aria-hidden="true" className="size-4 text-muted-foreground" /> Pricing Plans
        </>
      }
      description={shown.length ? `${shown.length} plan${shown.length === 1 ? "" : "s"}` : undefined}
      data-testid="pricing-plans"
      contentClassName="flex flex-col gap-3"
    >
        {doubt ? (
          <p role="note" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm" data-testid="pricing-doubt">
            <span className="font-medium">Some plans may be missing.</span> <span className="text-muted-foreground">{doubt}</span>
          </p>
        ) : null}
        {shown.length === 0 ? (
          <Empty>No pricing plans found.</Empty>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((p, i) => (
              <PlanCard key={`${p.name}-${i}`} plan={p} />
            ))}
          </ul>
        )}
        {addOns && addOns.length > 0 ? (
          <div className="text-sm" data-testid="pricing-addons">
            <h3 className="mb-1 text-xs font-medium text-muted-foreground">Add-ons and usage prices</h3>
            <ul className="flex flex-col gap-1">
              {addOns.slice(0, 6).map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </div>
        ) : null}
    </CollapsibleCard>
  );
}

export function IntegrationsCard({ integrations }: { integrations: { name: string; category?: string }[] | undefined }) {
  const list = integrations ?? [];
  return (
    <CollapsibleCard
      title={
        <>
          <Puzzle aria-hidden="true" className="size-4 text-muted-foreground" /> Integrations
        </>
      }
      description={list.length > 0 ? `${list.length} found` : undefined}
      data-testid="integrations"
    >
        {list.length === 0 ? (
          <Empty>No integrations found.</Empty>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {list.map((i) => (
              <li key={i.name}>
                <Badge variant="secondary" title={i.category || undefined} className="text-sm font-normal">
                  {i.name}
                  {i.category ? <span className="text-muted-foreground">· {i.category}</span> : null}
                </Badge>
              </li>
            ))}
          </ul>
        )}
    </CollapsibleCard>
  );
}

export function CapabilitiesCard({ capabilities }: { capabilities: string[] | undefined }) {
  const list = capabilities ?? [];
  return (
    <CollapsibleCard
      title={
        <>
          <Sparkles aria-hidden="true" className="size-4 text-muted-foreground" /> Key Capabilities
        </>
      }
      description={list.length > 0 ? `${list.length} found` : undefined}
      data-testid="key-capabilities"
    >
        {list.length === 0 ? (
          <Empty>No key capabilities found.</Empty>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {list.map((c) => (
              <li key={c} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{c}</span>
              </li>
            ))}
          </ul>
        )}
    </CollapsibleCard>
  );
}

/** Key Features by category: cleaned of markup, under 4 characters hidden, 5 per category. */
export function FeaturesCard({ features }: { features: Parameters<typeof groupFeatures>[0] }) {
  const groups = groupFeatures(features);
  return (
    <CollapsibleCard title="Key Features" description={groups.length > 0 ? `${groups.length} categor${groups.length === 1 ? "y" : "ies"}` : undefined} data-testid="key-features">
        {groups.length === 0 ? (
          <Empty>No features found.</Empty>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {groups.map((g) => (
              <section key={g.category} className="flex flex-col gap-2" data-testid="feature-group">
                <h3 className="text-sm font-semibold">{g.category}</h3>
                <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground marker:text-primary">
                  {g.items.map((f) => (
                    <li key={f}>
                      <span className="text-foreground">{f}</span>
                    </li>
                  ))}
                </ul>
                {g.more > 0 ? <p className="text-xs text-muted-foreground">+{g.more} more</p> : null}
              </section>
            ))}
          </div>
        )}
    </CollapsibleCard>
  );
}

/** The home and pricing page screenshots, when the scan had a browser. */
export function ScreenshotsCard({ competitorId, screenshots }: { competitorId: string; screenshots: { home?: string; pricing?: string } | undefined }) {
  const shots = (["home", "pricing"] as const)
    .map((k) => ({ kind: k, url: screenshotUrl(competitorId, screenshots?.[k]) }))
    .filter((s): s is { kind: "home" | "pricing"; url: string } => s.url !== null);
  if (shots.length === 0) return null;
  return (
    <CollapsibleCard title="Screenshots" data-testid="screenshots" contentClassName="grid gap-4 md:grid-cols-2">
        {shots.map((s) => (
          <figure key={s.kind} className="flex flex-col gap-2">
            <a href={s.url} target="_blank" rel="noopener noreferrer" className="block max-h-96 overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <Image src={s.url} alt={`${s.kind === "home" ? "Home" : "Pricing"} page screenshot`} width={1280} height={800} unoptimized className="h-auto w-full object-cover object-top" />
            </a>
            <figcaption className="flex items-center gap-1 text-xs text-muted-foreground">
              {s.kind === "home" ? "Home page" : "Pricing page"}
              <ExternalLink aria-hidden="true" className="size-3" />
            </figcaption>
          </figure>
        ))}
    </CollapsibleCard>
  );
}
