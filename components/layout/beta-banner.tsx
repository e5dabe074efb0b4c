"use client";

import { useSyncExternalStore } from "react";
import { FlaskConical, X } from "lucide-react";
import { SUPPORT_EMAIL } from "@/lib/billing/plans";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { cn } from "@/lib/utils";

const DISMISSED_EVENT = "rivalscope:beta-dismissed";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(DISMISSED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(DISMISSED_EVENT, onChange);
  };
}

function isDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.betaDismissed) === "true";
  } catch {
    return false;
  }
}

const reportHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Beta issue report")}&body=${encodeURIComponent(
  "What happened:\n\nWhat I expected:\n\nPage / steps to reproduce:\n",
)}`;

/**
 * The private-beta notice (spec §1): a floating bar with a report-an-issue mail link, visible until
 * dismissed; the dismissal is remembered in local storage. It floats, so showing it after
 * hydration never shifts the page.
 */
export function BetaBanner({ className }: { className?: string }) {
  // Server and first client render: hidden; the stored choice decides after hydration.
  const dismissed = useSyncExternalStore(subscribe, isDismissed, () => true);
  if (dismissed) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(STORAGE_KEYS.betaDismissed, "true");
    } catch {
      // Private mode without storage: hide for this page view only.
    }
    window.dispatchEvent(new Event(DISMISSED_EVENT));
  };

  return (
    <aside
      aria-label="Beta notice"
      data-testid="beta-banner"
      className={cn(
        "fixed inset-x-3 bottom-3 z-40 flex items-start gap-3 rounded-lg border bg-popover p-3 pr-2 text-sm text-popover-foreground shadow-lg",
        "animate-slide-in-from-bottom sm:right-auto sm:left-4 sm:max-w-md",
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p className="flex-1 leading-snug">
        <span className="font-medium">Rivalscope is in private beta.</span>{" "}
        <span className="text-muted-foreground">Something odd? </span>
        <a href={reportHref} className="font-medium text-primary underline underline-offset-2">
          Report an issue
        </a>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss beta notice"
        className="-mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
