import type { Metadata } from "next";
import { SubscriptionCanceled } from "@/components/billing/cancel-view";

export const metadata: Metadata = { title: "Checkout canceled" };

export default function SubscriptionCancelPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/30 px-4 py-12">
      <SubscriptionCanceled />
    </main>
  );
}
