import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ConnectorSection } from "@/components/marketing/connector-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { Hero } from "@/components/marketing/hero";
import { PricingSection } from "@/components/marketing/pricing-section";
import { TRIAL_DAYS } from "@/lib/billing/plans";

export default function LandingPage() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <ConnectorSection />
      <PricingSection />
      <section aria-labelledby="cta-heading" className="render-when-visible border-t py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            They&apos;re changing something right now.
          </h2>
          <p className="mt-3 text-muted-foreground">
            Find out what in the next five minutes. {TRIAL_DAYS}-day free trial, no credit card required.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link href="/signup">Start Free Trial</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/pricing">See pricing</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
