"use client";

import { useEffect } from "react";
import Link from "next/link";
import { LogoMark } from "@/components/marketing/logo";
import "./globals.css";

/** Last-resort boundary for errors in the root layout itself; it replaces the whole document. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("[global-error]", error.digest ?? "", error);
  }, [error]);

  return (
    <html lang="en">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <header className="border-b">
          <div className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
            <Link href="/" className="inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
              <LogoMark />
              <span>Rivalscope</span>
            </Link>
          </div>
        </header>
        <main className="flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center px-4 text-center">
          <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
          <p className="mt-3 max-w-md text-muted-foreground">
            An unexpected error occurred. This has been logged and we&apos;ll look into it.
          </p>
          {error.digest ? <p className="mt-2 font-mono text-xs text-muted-foreground">Reference: {error.digest}</p> : null}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => reset()}
              className="inline-flex h-10 items-center rounded-md bg-primary px-6 font-medium text-primary-foreground hover:bg-primary/90"
            >
              Try Again
            </button>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="inline-flex h-10 items-center rounded-md border border-input bg-background px-6 font-medium hover:bg-accent"
            >
              Reload Page
            </button>
          </div>
          <Link href="/" className="mt-6 text-sm font-medium text-primary hover:underline">
            Return to Home
          </Link>
        </main>
      </body>
    </html>
  );
}
