"use client";

import { useId } from "react";
import { Hash, ScrollText, Send, Trash2, Webhook } from "lucide-react";
import { toast } from "sonner";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { useDeleteAlertEndpoint, useSendTestAlert, useToggleAlertEndpoint, type AlertEndpoint } from "@/lib/client/hooks/use-alert-endpoints";
import { DeliveryLog, DeliveryStatus } from "./delivery-log";

function filtersText(e: AlertEndpoint): string {
  const types = e.types.length ? e.types.join(", ") : "all types";
  const importances = e.importances.length ? `${e.importances.join(", ")} importance` : "any importance";
  return `${types} · ${importances}`;
}

function kindLabel(e: AlertEndpoint) {
  return e.kind === "slack" ? "Slack" : "Webhook";
}

function DeleteEndpoint({ endpoint }: { endpoint: AlertEndpoint }) {
  const del = useDeleteAlertEndpoint();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${kindLabel(endpoint)} endpoint ${endpoint.url}`} loading={del.isPending}>
          <Trash2 className="text-destructive" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this endpoint?</AlertDialogTitle>
          <AlertDialogDescription className="break-all">
            {endpoint.url} stops receiving alerts at once; its delivery log is deleted and pending retries stop.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => del.mutate(endpoint.id, { onSuccess: () => toast.success("Endpoint deleted"), onError: () => toast.error("Failed to delete the endpoint") })}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function EndpointRow({ endpoint }: { endpoint: AlertEndpoint }) {
  const switchId = useId();
  const toggle = useToggleAlertEndpoint();
  const test = useSendTestAlert();
  const Icon = endpoint.kind === "slack" ? Hash : Webhook;
  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: (d) => (d.status === "delivered" ? toast.success(`Test delivered (HTTP ${d.responseCode})`) : toast.error(`Test failed: ${d.error ?? "no answer"}`)),
      onError: (err) => toast.error(err instanceof Error ? err.message : "Failed to send the test"),
    });
  return (
    <li className="flex flex-col gap-3 px-4 py-3" data-testid="endpoint-row">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-muted" aria-hidden="true">
          <Icon className="size-4" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{kindLabel(endpoint)}</span>
            {endpoint.lastDelivery ? <DeliveryStatus status={endpoint.lastDelivery.status} attempts={1} /> : null}
          </p>
          <p className="font-mono text-xs break-all text-muted-foreground" data-testid="endpoint-url">
            {endpoint.url}
          </p>
          <p className="text-xs text-muted-foreground">{filtersText(endpoint)}</p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={switchId} className="sr-only">
            {endpoint.enabled ? "On" : "Off"}: send alerts to {endpoint.url}
          </label>
          <Switch
            id={switchId}
            checked={endpoint.enabled}
            disabled={toggle.isPending}
            onCheckedChange={(enabled) =>
              toggle.mutate({ id: endpoint.id, enabled }, { onSuccess: () => toast.success(enabled ? "Endpoint turned on" : "Endpoint turned off"), onError: () => toast.error("Failed to update the endpoint") })
            }
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:pl-11">
        <Button type="button" variant="outline" size="sm" onClick={sendTest} loading={test.isPending} disabled={!endpoint.enabled}>
          {test.isPending ? null : <Send aria-hidden="true" />}
          Send test
        </Button>
        <Dialog>
          <DialogTrigger asChild>
            <Button type="button" variant="outline" size="sm">
              <ScrollText aria-hidden="true" />
              Delivery log
            </Button>
          </DialogTrigger>
          <DialogContent className="max-h-[85dvh] overflow-y-auto sm:max-w-xl">
            <DialogHeader>
              <DialogTitle>Delivery log</DialogTitle>
              <DialogDescription className="break-all">{endpoint.url}</DialogDescription>
            </DialogHeader>
            <DeliveryLog endpointId={endpoint.id} />
          </DialogContent>
        </Dialog>
        <span className="ml-auto">
          <DeleteEndpoint endpoint={endpoint} />
        </span>
      </div>
    </li>
  );
}

export function EndpointList({ endpoints }: { endpoints: AlertEndpoint[] }) {
  if (endpoints.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-8 text-center" data-testid="endpoints-empty">
        <Webhook aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="font-medium">No endpoints yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">Add a webhook or a Slack channel to hear about important changes where your team works.</p>
      </div>
    );
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label="Alert endpoints">
      {endpoints.map((e) => (
        <EndpointRow key={e.id} endpoint={e} />
      ))}
    </ul>
  );
}
