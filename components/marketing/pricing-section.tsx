import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PLANS, PLAN_ORDER, TRIAL_DAYS } from "@/lib/billing/plans";
import { ENTERPRISE_MAILTO, PlanCard } from "./plan-card";

/** The landing page's pricing section: the three plans as compact cards. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="render-when-visible scroll-mt-20 border-t bg-muted/30 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Pricing that doesn&apos;t need spying on
          </h2>
          <p className="mt-3 text-muted-foreground">
            Start with a {TRIAL_DAYS}-day free trial of Pro. No credit card, no sales call, no catch.
          </p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {PLAN_ORDER.map((id) => {
            const plan = PLANS[id];
            const action =
              id === "enterprise" ? (
                <Button asChild variant="outline" size="lg" className="w-full">
                  <a href={ENTERPRISE_MAILTO}>{plan.cta}</a>
                </Button>
              ) : (
                <Button asChild variant={plan.highlighted ? "default" : "outline"} size="lg" className="w-full">
                  <Link href="/signup">{plan.cta}</Link>
                </Button>
              );
            return <PlanCard key={id} plan={plan} variant="compact" action={action} />;
          })}
        </div>
        <p className="mt-8 text-center">
          <Link href="/pricing" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            Compare every plan in detail
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
