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
      <ul className="mt-10 flex flex-col items-center justify-center gap-3 text-sm text-muted-foreground sm:flex-row sm:gap-8">
        <li className="flex items-center gap-2">
          <Lock aria-hidden="true" className="size-4" />
          All plans include SSL encryption and data security
        </li>
        <li className="flex items-center gap-2">
          <RotateCcw aria-hidden="true" className="size-4" />
          Cancel anytime, no questions asked
        </li>
      </ul>
    </div>
  );
}
