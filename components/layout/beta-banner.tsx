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

/** The dismissal is also kept in a cookie (same name as the storage key), so the server leaves the banner out. */
const BETA_DISMISSED_COOKIE = STORAGE_KEYS.betaDismissed;

function rememberInCookie(): void {
  document.cookie = `${BETA_DISMISSED_COOKIE}=true; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

function isDismissed(): boolean {
  try {
    const dismissed =
      localStorage.getItem(STORAGE_KEYS.betaDismissed) === "true";
    // A dismissal from before the cookie existed: remember it there too.
    if (dismissed && !document.cookie.includes(`${BETA_DISMISSED_COOKIE}=true`))
      rememberInCookie();
    return dismissed;
  } catch {
    return false;
  }
}

const reportHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Beta issue report")}&body=${encodeURIComponent(
  "What happened:\n\nWhat I expected:\n\nPage / steps to reproduce:\n",
)}`;

/**
 * The private-beta notice (spec §1): a bar under the site header with a report-an-issue mail link,
 * visible until dismissed; the dismissal is remembered in local storage and a cookie. It sits in the
 * page's flow (it never covers the hero or the plan cards), and the server already leaves it out
 * when the cookie says it was dismissed, so hydration does not shift the page.
 */
export function BetaBanner({
  className,
  dismissedOnServer = false,
}: {
  className?: string;
  dismissedOnServer?: boolean;
}) {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => dismissedOnServer || isDismissed(),
    () => dismissedOnServer,
  );
  if (dismissed) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(STORAGE_KEYS.betaDismissed, "true");
    } catch {
      // Private mode without storage: the cookie (or this page view) remembers it.
    }
    rememberInCookie();
    window.dispatchEvent(new Event(DISMISSED_EVENT));
  };

  return (
    <aside
      aria-label="Beta notice"
      data-testid="beta-banner"
      className={cn("border-b bg-primary/5 text-sm", className)}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-1.5 sm:px-6">
        <FlaskConical
          aria-hidden="true"
          className="size-4 shrink-0 text-primary"
        />
        <p className="flex-1 leading-snug">
          <span className="font-medium">Rivalscope is in private beta.</span>{" "}
          <span className="text-muted-foreground">Something odd? </span>
          <a
            href={reportHref}
            className="font-medium text-primary underline underline-offset-2"
          >
            Report an issue
          </a>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss beta notice"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
