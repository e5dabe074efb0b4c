"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { PLANS, competitorLimitLine, type PlanId } from "@/lib/billing/plans";
import { useConfirmedSubscription } from "@/lib/client/hooks/use-subscription";
import { useRouteGuard } from "@/lib/client/hooks/use-route-guard";
import type { Subscription } from "./billing-dates";

/** Spec §9: the success page redirects to the dashboard after 5 seconds. */
export const SUCCESS_REDIRECT_SECONDS = 5;

/** The bullets of spec §2: plan features, competitor limit, receipt (non-free plans), dashboard. */
export function successBullets(plan: PlanId, mode: "stripe" | "local"): string[] {
  const name = PLANS[plan].name;
  const bullets = [`Access to all ${name} features`, competitorLimitLine(plan)];
  if (plan !== "free") bullets.push(mode === "local" ? "Local billing mode: no payment was taken, so there is no receipt" : "A receipt has been sent to your email");
  bullets.push("Visit your dashboard to start monitoring");
  return bullets;
}

/** Counts down from 5 once `running`, then goes to the dashboard. */
function useDashboardRedirect(running: boolean): number {
  const router = useRouter();
  const [seconds, setSeconds] = useState(SUCCESS_REDIRECT_SECONDS);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    const redirect = setTimeout(() => router.push("/dashboard"), SUCCESS_REDIRECT_SECONDS * 1000);
    return () => {
      clearInterval(timer);
      clearTimeout(redirect);
    };
  }, [running, router]);
  return seconds;
}

function WelcomeCard({ sub, confirmed, seconds }: { sub: Subscription | null; confirmed: boolean; seconds: number }) {
  const plan: PlanId = sub && sub.plan !== "free" ? sub.plan : "pro";
  return (
    <Card className="mx-auto w-full max-w-lg" data-testid="subscription-success">
      <CardHeader className="justify-items-center text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <CardTitle asChild>
          <h1 className="text-2xl">Welcome to {PLANS[plan].name} Plan!</h1>
        </CardTitle>
        <CardDescription>{confirmed ? "Your subscription is active." : "Your payment is being confirmed; your plan updates within a minute."}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {successBullets(plan, sub?.mode ?? "stripe").map((b) => (
            <li key={b} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {b}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-center text-sm text-muted-foreground" aria-live="polite">
          Redirecting to your dashboard in {seconds} second{seconds === 1 ? "" : "s"}...
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href="/dashboard">Go to Dashboard</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/dashboard/competitors">Add Competitors</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * /subscription/success: refreshes the subscription until the payment is confirmed (webhooks can lag
 * a few seconds), then welcomes the user to the plan and goes to the dashboard after 5 seconds.
 */
export function SubscriptionSuccess() {
  const guard = useRouteGuard();
  const { sub, done, confirmed } = useConfirmedSubscription(guard === "allowed");
  const seconds = useDashboardRedirect(done);

  if (!done) {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-muted-foreground" data-testid="confirming">
        <Spinner className="size-8" label="Confirming your subscription" />
        <p>Confirming your subscription...</p>
      </div>
    );
  }
  return <WelcomeCard sub={sub} confirmed={confirmed} seconds={seconds} />;
}
