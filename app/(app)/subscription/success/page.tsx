import type { Metadata } from "next";
import { EdgePageFrame } from "@/components/layout/edge-page-frame";
import { SubscriptionSuccess } from "@/components/billing/success-view";

export const metadata: Metadata = { title: "Subscription confirmed" };

export default function SubscriptionSuccessPage() {
  return (
    <EdgePageFrame backHref="/dashboard" backLabel="Back to dashboard">
      <SubscriptionSuccess />
    </EdgePageFrame>
  );
}
