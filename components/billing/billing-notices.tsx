import { CircleAlert, FlaskConical, Info } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/api";

export function LocalModeNotice() {
  return (
    <Alert variant="info" role="status" data-testid="local-mode-notice">
      <FlaskConical aria-hidden="true" />
      <AlertTitle>Local billing mode</AlertTitle>
      <AlertDescription className="text-info">
        Stripe is not configured, so plan changes apply immediately and no payment is taken.
      </AlertDescription>
    </Alert>
  );
}

/** Shown on return from 'Manage' in local mode (?portal=local): there is no external portal. */
export function LocalPortalNotice() {
  return (
    <Alert variant="info" role="status" data-testid="local-portal-notice">
      <Info aria-hidden="true" />
      <AlertTitle>No external billing portal in local mode</AlertTitle>
      <AlertDescription className="text-info">Payment methods and invoices are managed by Stripe when it is configured. Here, plan changes apply directly.</AlertDescription>
    </Alert>
  );
}

export function BillingActionError({ message }: { message: string }) {
  return (
    <Alert variant="destructive" data-testid="billing-error">
      <CircleAlert aria-hidden="true" />
      <AlertDescription className="text-destructive">{message}</AlertDescription>
    </Alert>
  );
}

export function SubscriptionLoading() {
  return (
    <div className="flex min-h-60 items-center justify-center gap-3 text-sm text-muted-foreground">
      <Spinner className="size-6" label="Loading subscription" />
      Loading subscription...
    </div>
  );
}

export function SubscriptionLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive" data-testid="billing-load-error">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>Failed to load subscription</AlertTitle>
      <AlertDescription className="text-destructive">
        <p>{errorMessage(error, "Failed to load subscription")}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
          Retry
        </Button>
      </AlertDescription>
    </Alert>
  );
}
