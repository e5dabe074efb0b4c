"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * After a signup whose sign-in did not follow (the address already had an account, with another
 * password): the same words whatever the reason, and the ways on from there.
 */
export function SignupCheckInbox({ email, onBack }: { email: string; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="signup-check-inbox" className="space-y-4 text-center" role="status">
      <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Check your inbox
      </h2>
      <p className="text-sm text-muted-foreground">
        We sent a message to <strong className="break-all text-foreground">{email}</strong>. If that address already has a Rivalscope account, sign in
        with its password, or reset the password if you have forgotten it.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link href="/login">Sign in</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/forgot-password">Reset password</Link>
        </Button>
      </div>
      <Button variant="link" onClick={onBack}>
        Use a different e-mail
      </Button>
    </div>
  );
}
