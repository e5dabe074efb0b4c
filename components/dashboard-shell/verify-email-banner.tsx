"use client";

import { useSyncExternalStore } from "react";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { MailWarning, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/client/api";
import { useEmailVerified, useResendVerification } from "@/lib/client/hooks/use-email-verification";
import { useOutbox } from "@/lib/client/hooks/use-outbox";

/** Dismissed for this browser tab's session: it comes back in a new session until the address is confirmed. */
export const VERIFY_BANNER_DISMISSED_KEY = "verify-email-banner-dismissed";
const DISMISSED_EVENT = "rivalscope:verify-banner-dismissed";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(DISMISSED_EVENT, onChange);
  return () => window.removeEventListener(DISMISSED_EVENT, onChange);
}

function isDismissed(): boolean {
  try {
    return sessionStorage.getItem(VERIFY_BANNER_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function dismissForSession(): void {
  try {
    sessionStorage.setItem(VERIFY_BANNER_DISMISSED_KEY, "1");
  } catch {
    // Storage refused (private mode): the banner still goes for this page view.
  }
  window.dispatchEvent(new Event(DISMISSED_EVENT));
}

/**
 * Until the address is confirmed: why it matters (no e-mail alerts), a way to get a new link and,
 * without an e-mail provider, the outbox where the link is. Two lines on a phone; can be dismissed
 * for the session.
 */
export function VerifyEmailBanner() {
  const { verified, email } = useEmailVerified();
  const resend = useResendVerification();
  const pathname = usePathname();
  const onSettings = pathname?.startsWith("/dashboard/settings") ?? false;
  const onOutbox = pathname?.startsWith("/dashboard/outbox") ?? false;
  const tab = useSearchParams().get("tab");
  const dismissed = useSyncExternalStore(subscribe, isDismissed, () => false);
  const outbox = useOutbox();
  // Settings → Security shows the address's status with its own resend button: one is enough there.
  const onSecurityTab = onSettings && tab === "security";
  if (verified !== false || onSecurityTab || dismissed) return null;
  const sent = resend.isSuccess;
  const error = resend.error instanceof ApiClientError && resend.error.status === 409 ? null : resend.error;
  return (
    <section
      aria-label="E-mail verification"
      data-testid="verify-email-banner"
      className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 py-2 pr-1 pl-3 text-sm text-foreground"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="min-w-0 flex-1">
        <p>
          <strong className="font-semibold">Please verify your e-mail address.</strong>{" "}
          <span className="text-muted-foreground">
            <span className="hidden sm:inline">We sent a confirmation link to </span>
            <span className="sm:hidden">Link sent to </span>
            <strong className="font-medium break-all text-foreground">{email}</strong>
            <span className="hidden sm:inline">. Until you confirm it, Rivalscope sends you no change alerts or weekly digests.</span>
          </span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
          {outbox.isSuccess && !onOutbox ? (
            <Link href="/dashboard/outbox" className="text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid="verify-open-outbox">
              Open outbox
            </Link>
          ) : null}
          <Button variant="link" className="h-auto p-0 text-sm" onClick={() => resend.mutate()} loading={resend.isPending} disabled={sent}>
            {resend.isPending ? "Sending..." : sent ? "Link sent" : "Resend verification link"}
          </Button>
          {onSettings ? null : (
            <Link href="/dashboard/settings?tab=security" className="hidden text-sm font-medium text-primary underline-offset-4 hover:underline sm:inline">
              Account security
            </Link>
          )}
        </div>
        <p aria-live="polite" className={sent || error ? "mt-1 text-xs" : "sr-only"}>
          {sent ? `A new link is on its way to ${email}. It works once, for 24 hours.` : error ? <span className="text-destructive">{error.message}</span> : null}
        </p>
      </div>
      <Button variant="ghost" size="icon" className="size-8 shrink-0" onClick={dismissForSession} aria-label="Dismiss until next session" title="Dismiss until next session">
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
