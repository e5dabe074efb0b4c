import type { Metadata } from "next";
import { Suspense } from "react";
import { BillingPage } from "@/components/billing/billing-page";

export const metadata: Metadata = { title: "Billing & Subscription" };

/** The billing page, also reachable under the dashboard (spec §2 route table). */
export default function DashboardBillingPage() {
  return (
    <Suspense>
      <BillingPage />
    </Suspense>
  );
}
