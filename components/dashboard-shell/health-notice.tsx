"use client";

import { RefreshCw, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useHealth } from "@/lib/client/hooks/use-health";

/** Visible notice while the /health poll fails (after its 3 retries); it clears itself on recovery. */
export function HealthNotice() {
  const { degraded, checking, retry } = useHealth();
  if (!degraded) return null;
  return (
    <Alert variant="warning" data-testid="health-notice" className="items-center">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Service degraded</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        <p>We can&apos;t reach Rivalscope&apos;s servers right now. Data may be out of date; we check again every minute.</p>
        <Button size="sm" variant="outline" onClick={retry} loading={checking} className="text-foreground">
          {checking ? null : <RefreshCw aria-hidden="true" />}
          Check now
        </Button>
      </AlertDescription>
    </Alert>
  );
}
