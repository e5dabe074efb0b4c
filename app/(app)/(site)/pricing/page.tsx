import type { Metadata } from "next";
import { Lock, RotateCcw } from "lucide-react";
import { PricingSelector } from "@/components/marketing/pricing-selector";
import { TRIAL_DAYS } from "@/lib/billing/plans";

export const metadata: Metadata = {
  title: "Pricing",
  description: `Rivalscope plans: Free, Pro with a ${TRIAL_DAYS}-day free trial, and Enterprise.`,
};

export default function PricingPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Choose Your Intelligence Level</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          From keeping one eye on a single rival to knowing your whole market better than it knows itself. Pro comes
          with a {TRIAL_DAYS}-day free trial, no credit card required.
        </p>
      </div>
      <div className="mt-12">
        <PricingSelector />
      </div>
      {/* On a phone the notes stack with their icons in one column; side by side from the small breakpoint. */}
      <ul className="mx-auto mt-10 flex w-fit max-w-full flex-col items-start gap-3 text-sm text-muted-foreground sm:w-auto sm:flex-row sm:items-center sm:justify-center sm:gap-8" data-testid="pricing-notes">
        <li className="flex items-start gap-2">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          All plans include SSL encryption and data security
        </li>
        <li className="flex items-start gap-2">
          <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Cancel anytime, no questions asked
        </li>
      </ul>
    </div>
  );
}
