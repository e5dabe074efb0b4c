import type { Metadata } from "next";
import { DashboardOverview } from "@/components/changes/dashboard-overview";
import { OnboardingGate } from "@/components/onboarding/onboarding-gate";

export const metadata: Metadata = { title: "Overview" };

/** /dashboard — the overview, with the onboarding wizard for new users. */
export default function DashboardPage() {
  return (
    <>
      <OnboardingGate />
      <DashboardOverview />
    </>
  );
}
