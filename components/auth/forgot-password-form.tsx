"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { CircleAlert, MailCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EMAIL_PATTERN } from "@/lib/auth/password-rules";
import { NETWORK_ERROR, serverMessage, unexpectedMessage } from "./auth-response";
import { FieldError } from "./field-error";
import { useHydrated } from "./use-hydrated";

/** "Forgot password?": asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ initialEmail = "" }: { initialEmail?: string }) {
  const hydrated = useHydrated();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const value = email.trim();
    const found = !value ? "Please enter your email" : !EMAIL_PATTERN.test(value) ? "Please enter a valid email" : null;
    setError(found);
    if (found) return emailRef.current?.focus();
    setSubmitting(true);
    try {
      const res = await fetch("/api/auth/password-reset", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: value }) });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) setFormError(serverMessage(body) ?? "Could not send the reset link. Please try again.");
      else setSentTo(value);
    } catch (err) {
      setFormError(err instanceof TypeError ? NETWORK_ERROR : unexpectedMessage(err));
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <div className="space-y-5">
        <Alert variant="success" role="status" data-testid="reset-sent">
          <MailCheck aria-hidden="true" />
          <AlertTitle>Check your inbox</AlertTitle>
          <AlertDescription className="text-foreground">
            If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent it a link to reset the password. The link works once, for one hour.
          </AlertDescription>
        </Alert>
        <p className="text-sm text-muted-foreground">No e-mail after a few minutes? Check your spam folder, or make sure you used the address you signed up with.</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" className="sm:flex-1" onClick={() => setSentTo(null)}>
            Use another address
          </Button>
          <Button asChild className="sm:flex-1">
            <Link href="/login">Back to sign in</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-5">
      {formError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription className="text-destructive">{formError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor="forgot-email">Email</Label>
        <Input
          ref={emailRef}
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "forgot-email-error" : undefined}
        />
        <FieldError id="forgot-email-error" message={error ?? undefined} />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={submitting} disabled={!hydrated}>
        {submitting ? "Sending link..." : "Send reset link"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link href="/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
