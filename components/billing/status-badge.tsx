import { Badge } from "@/components/ui/badge";
import { statusDisplay } from "./billing-dates";

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const { label, variant } = statusDisplay(status);
  return (
    <Badge variant={variant} data-testid="subscription-status">
      {label}
    </Badge>
  );
}
