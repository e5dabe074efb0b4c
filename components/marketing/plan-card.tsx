import type { ReactNode } from "react";
import { Check, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatPlanPrice, SALES_EMAIL, TRIAL_DAYS, type PlanDefinition, type PlanId } from "@/lib/billing/plans";
import { cn } from "@/lib/utils";

/** Plan features shown on compact cards (spec §9). */
export const COMPACT_FEATURE_COUNT = 3;

const TAGLINES: Record<PlanId, string> = {
  free: "Keep one eye on your closest rival.",
  pro: "For teams who refuse to be surprised.",
  enterprise: "For teams watching an entire market.",
};

interface PlanCardProps {
  plan: PlanDefinition;
  variant: "compact" | "detailed";
  /** Marks the signed-in user's plan. */
  current?: boolean;
  /** The call to action (a link or a button), rendered at the bottom. */
  action: ReactNode;
  /** The plan name's heading level, to fit the page's outline (h3 under a section's h2 by default). */
  headingLevel?: "h2" | "h3";
  className?: string;
}

/** A plan's card, shared by the landing page (compact) and the pricing page (detailed). */
export function PlanCard({ plan, variant, current = false, action, headingLevel = "h3", className }: PlanCardProps) {
  const Heading = headingLevel;
  const detailed = variant === "detailed";
  const features = detailed ? plan.features : plan.features.slice(0, COMPACT_FEATURE_COUNT);
  const hidden = plan.features.length - features.length;
  const headingId = `plan-${plan.id}-${variant}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-card-${plan.id}`}
      data-current={current || undefined}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm",
        plan.highlighted && "border-primary shadow-md ring-1 ring-primary",
        current && "border-success ring-2 ring-success",
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={headingId} className="text-lg font-semibold">
          {plan.name}
        </Heading>
        {plan.highlighted ? <Badge>Most popular</Badge> : null}
        {current ? <Badge variant="success">Current plan</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{TAGLINES[plan.id]}</p>

      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{formatPlanPrice(plan)}</span>
        {plan.price !== null ? <span className="text-sm text-muted-foreground">/{plan.period}</span> : null}
      </p>
      <p className="mt-1 h-5 text-sm font-medium text-primary">
        {plan.id === "pro" ? `${TRIAL_DAYS}-day free trial, no card required` : plan.price === null ? "Talk to us" : "Free forever"}
      </p>

      <ul className={cn("mt-6 space-y-2.5 text-sm", !detailed && "mb-2")}>
        {features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{f}</span>
          </li>
        ))}
        {detailed
          ? plan.limitations.map((l) => (
              <li key={l} className="flex gap-2 text-muted-foreground">
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{l}</span>
              </li>
            ))
          : null}
      </ul>
      {hidden > 0 ? <p className="mt-1 pl-6 text-sm text-muted-foreground">+ {hidden} more</p> : null}

      <div className="mt-auto pt-6">{action}</div>
    </article>
  );
}

/** Enterprise is sold by mail (spec §4): the sales address with an enterprise inquiry subject. */
export const ENTERPRISE_MAILTO = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent("Enterprise inquiry")}`;
