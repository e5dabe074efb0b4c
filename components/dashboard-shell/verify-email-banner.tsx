"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { MailWarning } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/client/api";
import { useEmailVerified, useResendVerification } from "@/lib/client/hooks/use-email-verification";

/** Until the address is confirmed: why it matters (no e-mail alerts) and a way to get a new link. */
export function VerifyEmailBanner() {
  const { verified, email } = useEmailVerified();
  const resend = useResendVerification();
  const onSettings = usePathname()?.startsWith("/dashboard/settings") ?? false;
  const tab = useSearchParams().get("tab");
  // Settings → Security shows the address's status with its own resend button: one is enough there.
  const onSecurityTab = onSettings && tab === "security";
  if (verified !== false || onSecurityTab) return null;
  const sent = resend.isSuccess;
  const error = resend.error instanceof ApiClientError && resend.error.status === 409 ? null : resend.error;
  return (
    <Alert variant="warning" role="status" data-testid="verify-email-banner">
      <MailWarning aria-hidden="true" />
      <AlertTitle>Please verify your e-mail address</AlertTitle>
      <AlertDescription className="text-foreground">
        <p>
          We sent a confirmation link to <strong className="break-all">{email}</strong>. Until you confirm it, Rivalscope sends you no change alerts or weekly digests.
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button size="sm" variant="outline" onClick={() => resend.mutate()} loading={resend.isPending} disabled={sent}>
            {resend.isPending ? "Sending..." : sent ? "Link sent" : "Resend verification link"}
          </Button>
          {onSettings ? null : (
            <Link href="/dashboard/settings?tab=security" className="text-sm font-medium text-primary hover:underline">
              Account security
            </Link>
          )}
        </div>
        <p aria-live="polite" className={sent || error ? "mt-2 text-sm" : "sr-only"}>
          {sent ? `A new link is on its way to ${email}. It works once, for 24 hours.` : error ? <span className="text-destructive">{error.message}</span> : null}
        </p>
      </AlertDescription>
    </Alert>
  );
}
