import type { Metadata } from "next";
import { EdgePageFrame } from "@/components/layout/edge-page-frame";
import { SubscriptionCanceled } from "@/components/billing/cancel-view";

export const metadata: Metadata = { title: "Checkout canceled" };

export default function SubscriptionCancelPage() {
  return (
    <EdgePageFrame backHref="/dashboard" backLabel="Back to dashboard">
      <SubscriptionCanceled />
    </EdgePageFrame>
  );
}
