"use client";

import { Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CollapsibleCard } from "@/components/ui/collapsible-card";
import type { AudienceEvidence, ProductAudience } from "@/lib/scan/types";

const SEGMENT: Record<ProductAudience["segment"], string> = {
  individuals: "Individuals",
  "small teams": "Small teams",
  "mid-market": "Mid-market",
  enterprise: "Enterprise",
  mixed: "All sizes",
  unclear: "Unclear",
};

const PAGE: Record<AudienceEvidence["page"], string> = { home: "Home page", pricing: "Pricing page", features: "Features page", integrations: "Integrations page" };

const KIND: Record<AudienceEvidence["kind"], string> = {
  phrase: "says who it is for",
  seats: "team size",
  "per-seat price": "priced per seat",
  compliance: "enterprise feature",
  "price level": "price level",
  tier: "enterprise tier",
};

/** Where a piece of evidence is: the plan (when it sits in one) and the page, and what kind of signal it is. */
function whereText(e: AudienceEvidence): string {
  return [e.plan ? `${e.plan} plan` : null, PAGE[e.page], KIND[e.kind]].filter(Boolean).join(" · ");
}

/**
 * Target Audience: the segment read from whom the plans and pages address (lib/analysis/profile),
 * the other segments served, and the evidence with its plan and page. Snapshots scanned before the
 * profile existed have none: the card says so.
 */
export function AudienceCard({ audience }: { audience: ProductAudience | undefined }) {
  const evidence = audience?.evidence ?? [];
  return (
    <CollapsibleCard
      title={
        <>
          <Users aria-hidden="true" className="size-4 text-muted-foreground" /> Target Audience
        </>
      }
      description={audience && audience.segment !== "unclear" ? SEGMENT[audience.segment] : undefined}
      data-testid="target-audience"
      contentClassName="flex flex-col gap-3"
    >
      {!audience ? (
        <p className="text-sm text-muted-foreground">Not read yet: the next scan reads who the plans and pages address.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">Segment</span>
            <Badge data-testid="audience-segment">{SEGMENT[audience.segment]}</Badge>
            {audience.also.length > 0 ? (
              <>
                <span className="text-muted-foreground">also serves</span>
                {audience.also.map((s) => (
                  <Badge key={s} variant="secondary" className="font-normal">
                    {SEGMENT[s]}
                  </Badge>
                ))}
              </>
            ) : null}
          </div>
          {evidence.length === 0 ? (
            <p className="text-sm text-muted-foreground">The pages name no customer, team size or enterprise feature.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm" aria-label="Evidence">
              {evidence.slice(0, 6).map((e, i) => (
                <li key={`${e.kind}-${i}`} className="flex flex-col gap-0.5 border-l-2 border-primary/40 pl-3" data-testid="audience-evidence">
                  <span className="break-words">“{e.text}”</span>
                  <span className="text-xs text-muted-foreground">{whereText(e)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </CollapsibleCard>
  );
}
