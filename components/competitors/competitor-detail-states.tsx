"use client";

import { useRouter } from "next/navigation";
import { AlertTriangle, ArrowLeft, ScanSearch } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

function CenteredState({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div data-testid={testId} className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      {children}
    </div>
  );
}

export function CompetitorLoading() {
  return (
    <div className="flex flex-col items-center gap-3 py-20 text-muted-foreground" data-testid="competitor-loading">
      <Spinner className="size-6" label="Loading competitor" />
      <p className="text-sm">Loading competitor...</p>
    </div>
  );
}

/** The competitor could not be loaded: the reason and Go Back (to the list when there is no history). */
export function CompetitorLoadError({ message }: { message: string }) {
  const router = useRouter();
  const goBack = () => (window.history.length > 1 ? router.back() : router.push("/dashboard/competitors"));
  return (
    <CenteredState testId="competitor-error">
      <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
      <h1 className="text-lg font-semibold">Failed to load competitor</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={goBack}>
        <ArrowLeft aria-hidden="true" /> Go Back
      </Button>
    </CenteredState>
  );
}

export function ScanLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner className="size-6 text-muted-foreground" label="Loading the latest scan" />
    </div>
  );
}

/** No snapshot yet; while the first scan runs, says the page updates when it finishes. */
export function NotScannedYet({ scanning }: { scanning: boolean }) {
  return (
    <CenteredState testId="competitor-empty">
      <ScanSearch aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No content available</h2>
      <p className="text-sm text-muted-foreground">This competitor hasn&apos;t been scanned yet</p>
      {scanning ? <p className="text-xs text-muted-foreground">The first scan is on its way; this page updates when it finishes.</p> : null}
    </CenteredState>
  );
}

/** The last scan failed (status error): its reason; the scan is retried automatically. */
export function ScanFailedNotice({ lastError }: { lastError: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        The last scan failed: {lastError} Will retry automatically.
      </span>
    </p>
  );
}
