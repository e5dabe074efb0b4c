import { LifeBuoy } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BILLING_EMAIL } from "@/lib/billing/plans";

export function NeedHelpCard() {
  return (
    <Card data-testid="need-help-card">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <LifeBuoy className="size-4" aria-hidden="true" />
            Need Help?
          </h2>
        </CardTitle>
        <CardDescription>Questions about your bill, invoices or plan? Our billing team answers within one business day.</CardDescription>
      </CardHeader>
      <CardContent>
        <a className="text-sm font-medium text-primary underline underline-offset-4" href={`mailto:${BILLING_EMAIL}?subject=${encodeURIComponent("Billing question")}`}>
          Contact billing support ({BILLING_EMAIL})
        </a>
      </CardContent>
    </Card>
  );
}
