"use client";

import { useEffect } from "react";
import { TriangleAlert } from "lucide-react";
import Link from "next/link";
import { EdgePageFrame } from "@/components/layout/edge-page-frame";
import { Button } from "@/components/ui/button";

/** Top-level error boundary (spec §2). */
export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("[error-boundary]", error.digest ?? "", error);
  }, [error]);

  return (
    <EdgePageFrame className="text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        An unexpected error occurred. This has been logged and we&apos;ll look into it.
      </p>
      {error.digest ? <p className="mt-2 font-mono text-xs text-muted-foreground">Reference: {error.digest}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => reset()}>
          Try Again
        </Button>
        <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
      <Link href="/" className="mt-6 text-sm font-medium text-primary underline-offset-4 hover:underline">
        Return to Home
      </Link>
    </EdgePageFrame>
  );
}
