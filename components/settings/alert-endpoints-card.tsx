"use client";

import Link from "next/link";
import { useState } from "react";
import { Plus } from "lucide-react";
import { AddEndpointForm } from "@/components/alerts/add-endpoint-form";
import { EndpointList } from "@/components/alerts/endpoint-list";
import { NewSecretPanel } from "@/components/alerts/new-secret-panel";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAlertEndpoints, type CreatedAlertEndpoint } from "@/lib/client/hooks/use-alert-endpoints";

/** Settings → Notifications: webhook and Slack endpoints (add, list, on/off, test, log, delete). */
export function AlertEndpointsCard({ planIncludes }: { planIncludes: boolean }) {
  const endpoints = useAlertEndpoints();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedAlertEndpoint | null>(null);
  return (
    <Card data-testid="alert-endpoints">
      <CardHeader className="has-data-[slot=card-action]:grid-cols-1 sm:has-data-[slot=card-action]:grid-cols-[1fr_auto]">
        <CardTitle asChild>
          <h2>Slack &amp; Webhooks</h2>
        </CardTitle>
        <CardDescription>Send new changes to a Slack channel or to your own server as signed JSON. Failed deliveries are retried.</CardDescription>
        {planIncludes && !adding ? (
          <CardAction className="col-start-1 row-span-1 row-start-3 mt-2 justify-self-start sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0 sm:justify-self-end">
            <Button type="button" size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add endpoint
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!planIncludes ? (
          <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
            Your plan doesn&apos;t include Slack or webhook alerts.{" "}
            <Link href="/pricing" className="font-medium underline underline-offset-2">
              Upgrade
            </Link>{" "}
            to use them.
          </p>
        ) : null}
        {created ? <NewSecretPanel created={created} onDone={() => setCreated(null)} /> : null}
        {adding ? (
          <AddEndpointForm
            onCreated={(c) => {
              setCreated(c);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : null}
        {endpoints.isPending ? (
          <div className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner />
            Loading endpoints...
          </div>
        ) : endpoints.isError ? (
          <div className="flex flex-col items-start gap-2 py-4 text-sm" role="alert">
            <p className="font-medium">Failed to load endpoints</p>
            <Button variant="outline" size="sm" onClick={() => void endpoints.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <EndpointList endpoints={endpoints.data} />
        )}
      </CardContent>
    </Card>
  );
}
