import type { Metadata } from "next";
import { SubscriptionSuccess } from "@/components/billing/success-view";

export const metadata: Metadata = { title: "Subscription confirmed" };

export default function SubscriptionSuccessPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/30 px-4 py-12">
      <SubscriptionSuccess />
    </main>
  );
}
