import Link from "next/link";
import { Check, X } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PLANS, type FeatureFlags } from "@/lib/billing/plans";
import type { Subscription } from "./billing-dates";

/** The four features the billing page lists (spec §2). */
export const BILLING_FEATURES: { key: keyof FeatureFlags; label: string }[] = [
  { key: "basicInsights", label: "Basic Insights" },
  { key: "emailAlerts", label: "Email Alerts" },
  { key: "apiAccess", label: "API Access" },
  { key: "darkPsychologyMode", label: "Dark Psychology Mode" },
];

export function PlanFeaturesCard({ sub }: { sub: Subscription }) {
  const pro = PLANS.pro;
  return (
    <Card data-testid="plan-features-card">
      <CardHeader>
        <CardTitle asChild>
          <h2>Plan Features</h2>
        </CardTitle>
        <CardDescription>What your {PLANS[sub.plan].name} plan includes.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y">
          {BILLING_FEATURES.map(({ key, label }) => {
            const on = Boolean(sub.features[key]);
            return (
              <li key={key} className="flex items-center justify-between py-2 text-sm" data-testid={`feature-${key}`}>
                <span className="flex items-center gap-2">
                  {on ? <Check className="size-4 text-success" aria-hidden="true" /> : <X className="size-4 text-muted-foreground" aria-hidden="true" />}
                  {label}
                </span>
                <span className={on ? "font-medium text-success" : "text-muted-foreground"}>{on ? "Included" : "Not included"}</span>
              </li>
            );
          })}
        </ul>
        {sub.plan === "free" ? (
          <p className="rounded-md bg-muted p-3 text-sm" data-testid="upgrade-hint">
            Upgrade to {pro.name} to track up to {pro.competitorLimit} competitors with hourly checks, email alerts, API access and Dark Psychology Mode.{" "}
            <Link href="/pricing" className="font-medium text-primary underline underline-offset-4">
              See plans
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
