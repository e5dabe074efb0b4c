import { CreditCard, FileText, History, Landmark } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

const ITEMS = [
  { icon: CreditCard, label: "Update payment methods" },
  { icon: FileText, label: "Download invoices and receipts" },
  { icon: Landmark, label: "Update billing information" },
  { icon: History, label: "View payment history" },
];

/** For paid plans: what the external billing portal offers, and the way in. */
export function BillingPortalCard({ local, pending, onOpen }: { local: boolean; pending: boolean; onOpen: () => void }) {
  return (
    <Card data-testid="billing-portal-card">
      <CardHeader>
        <CardTitle asChild>
          <h2>Billing Portal</h2>
        </CardTitle>
        <CardDescription>
          {local ? "In local billing mode there is no external portal; plan changes apply on this page." : "Manage your billing securely in the Stripe billing portal."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {ITEMS.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2">
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={onOpen} loading={pending}>
          Open Billing Portal
        </Button>
      </CardFooter>
    </Card>
  );
}
