import type { Metadata } from "next";
import { Suspense } from "react";
import { BillingPage } from "@/components/billing/billing-page";

export const metadata: Metadata = { title: "Billing & Subscription" };

export default function SettingsBillingPage() {
  return (
    <Suspense>
      <BillingPage />
    </Suspense>
  );
}
