"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SUPPORT_EMAIL } from "@/lib/billing/plans";
import { useSubscription } from "@/lib/client/hooks/use-subscription";

export const PAST_DUE_MESSAGES = {
  app: "Your payment is past due. Please update your payment method to continue using all features.",
  pricing: "Your payment is past due. Please update your payment method to continue.",
} as const;

interface PastDueBannerProps {
  /** The subscription when the caller has it; otherwise the shared subscription query is used. */
  subscription?: { status: string } | null;
  /** 'app' (dashboard and billing page) or 'pricing' (the pricing page's wording and support link). */
  variant?: "app" | "pricing";
  /** Replaces the default link to /settings/billing (the billing page opens the portal instead). */
  onUpdatePayment?: () => void;
  className?: string;
}

/** Shown only while the subscription is past due. */
export function PastDueBanner({ subscription, variant = "app", onUpdatePayment, className }: PastDueBannerProps) {
  const query = useSubscription();
  const pathname = usePathname();
  // The billing page shows its own banner, whose button opens the billing portal.
  if (subscription === undefined && /\/settings\/billing$/.test(pathname ?? "")) return null;
  const sub = subscription !== undefined ? subscription : query.data;
  if (sub?.status !== "past_due") return null;
  return (
    <Alert variant="destructive" className={className} data-testid="past-due-banner">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Payment past due</AlertTitle>
      <AlertDescription className="text-destructive">
        <p>{PAST_DUE_MESSAGES[variant]}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {onUpdatePayment ? (
            <Button size="sm" variant="destructive" onClick={onUpdatePayment}>
              Update Payment Method
            </Button>
          ) : (
            <Button size="sm" variant="destructive" asChild>
              <Link href="/settings/billing">Update Payment Method</Link>
            </Button>
          )}
          {variant === "pricing" ? (
            <a className="text-sm underline underline-offset-4" href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Past-due payment")}`}>
              Contact support
            </a>
          ) : null}
        </div>
      </AlertDescription>
    </Alert>
  );
}
