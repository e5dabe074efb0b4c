"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAlertDeliveries, type AlertDelivery } from "@/lib/client/hooks/use-alert-endpoints";

const DATE_TIME = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

export function DeliveryStatus({ status, attempts }: { status: AlertDelivery["status"]; attempts: number }) {
  if (status === "delivered") return <Badge variant="success">Delivered</Badge>;
  if (status === "failed") return <Badge variant="destructive">Failed</Badge>;
  return <Badge variant="warning">{attempts > 0 ? "Retrying" : "Pending"}</Badge>;
}

/** An endpoint's deliveries, newest first: event, status, attempts, response code, time and the reason of a failure. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const log = useAlertDeliveries(endpointId, true);
  if (log.isPending) {
    return (
      <div className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner />
        Loading deliveries...
      </div>
    );
  }
  if (log.isError) {
    return (
      <div className="flex flex-col items-start gap-2 py-4 text-sm" role="alert">
        <p className="font-medium">Failed to load the delivery log</p>
        <Button variant="outline" size="sm" onClick={() => void log.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const rows = log.data.data;
  if (rows.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground" data-testid="delivery-log-empty">Nothing sent yet. New matching changes, and “Send test”, appear here.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="divide-y rounded-lg border" aria-label="Deliveries" data-testid="delivery-log">
        {rows.map((d) => (
          <li key={d.id} className="flex flex-col gap-1 px-3 py-2.5 text-sm" data-testid="delivery-row">
            <div className="flex flex-wrap items-center gap-2">
              <DeliveryStatus status={d.status} attempts={d.attempts} />
              <span className="font-medium">{d.type === "test" ? "Test event" : "Change"}</span>
              <span className="text-muted-foreground">
                {d.responseCode !== null ? `HTTP ${d.responseCode}` : "No response"} · {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
              </span>
              <time dateTime={d.lastAttemptAt ?? d.createdAt} className="ml-auto text-xs text-muted-foreground">
                {DATE_TIME.format(new Date(d.lastAttemptAt ?? d.createdAt))}
              </time>
            </div>
            {d.error ? <p className="text-xs break-words text-destructive">{d.error}</p> : null}
            <p className="font-mono text-[11px] text-muted-foreground">{d.eventId}</p>
          </li>
        ))}
      </ul>
      {log.data.pagination.total > rows.length ? <p className="text-xs text-muted-foreground">Showing the latest {rows.length} of {log.data.pagination.total}.</p> : null}
    </div>
  );
}
