"use client";

import Link from "next/link";
import { BadgeCheck, MailWarning } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/client/api";
import { useEmailVerified, useResendVerification } from "@/lib/client/hooks/use-email-verification";
import { useOutbox } from "@/lib/client/hooks/use-outbox";
import { ChangePasswordForm } from "./change-password-form";

/** Settings → Security: the address's verification status and the password change form. */
export function SecurityTab() {
  return (
    <div className="flex flex-col gap-4">
      <EmailStatusCard />
      <ChangePasswordForm />
    </div>
  );
}

function EmailStatusCard() {
  const { verified, email, failed, retry } = useEmailVerified();
  const resend = useResendVerification();
  const error = resend.error instanceof ApiClientError && resend.error.status === 409 ? null : resend.error;
  // Without an e-mail provider the link is in the outbox, not in an inbox.
  const outbox = useOutbox();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>E-mail address</h2>
        </CardTitle>
        <CardDescription>Alerts and weekly digests are sent only to a confirmed address.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm" data-testid="email-status">
        {failed ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-destructive">Could not load the status of your address.</p>
            <Button size="sm" variant="outline" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : verified === null ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner label="Loading" /> Checking your address...
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all">{email}</span>
            {verified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" /> Verified
              </Badge>
            ) : (
              <Badge variant="warning">
                <MailWarning aria-hidden="true" /> Not verified
              </Badge>
            )}
          </div>
        )}
        {verified === false ? (
          <div className="flex flex-col gap-2">
            <p className="text-muted-foreground">
              {outbox.isSuccess
                ? "No e-mail provider is configured here: the link is in your outbox. Expired? Send a new one."
                : "Open the link we e-mailed you. No e-mail, or the link expired? Send a new one."}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {outbox.isSuccess ? (
                <Button size="sm" variant="outline" asChild>
                  <Link href="/dashboard/outbox" data-testid="security-open-outbox">Open outbox</Link>
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => resend.mutate()} loading={resend.isPending} disabled={resend.isSuccess}>
                {resend.isPending ? "Sending..." : resend.isSuccess ? "Link sent" : "Resend verification link"}
              </Button>
            </div>
            <p aria-live="polite" className={resend.isSuccess || error ? "" : "sr-only"}>
              {resend.isSuccess ? `A new link is on its way to ${email}.` : error ? <span className="text-destructive">{error.message}</span> : null}
            </p>
          </div>
        ) : null}
        <p className="text-muted-foreground">
          Forgot your current password?{" "}
          <Link href={email ? `/forgot-password?email=${encodeURIComponent(email)}` : "/forgot-password"} className="font-medium text-primary hover:underline">
            Reset it by e-mail
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
