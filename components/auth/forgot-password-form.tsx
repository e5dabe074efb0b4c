"use client";

import Link from "next/link";
import { useState } from "react";
import { MailCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { forgotPasswordForm } from "@/lib/auth/form-schemas";
import { failureMessage, postForm } from "./auth-response";
import { FieldError } from "./field-error";
import { fieldAria, FormAlert, useSchemaForm } from "./form-parts";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";

/** "Forgot password?": asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ initialEmail = "" }: { initialEmail?: string }) {
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useSchemaForm(forgotPasswordForm, { email: initialEmail });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const reply = await postForm("/api/auth/password-reset", { email });
      if (reply.ok) setSentTo(email);
      else setError("root.server", { message: reply.message ?? "Could not send the reset link. Please try again." });
    } catch (err) {
      setError("root.server", { message: failureMessage(err) });
    }
  });

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
      <FormAlert message={errors.root?.server?.message} />
      <div className="space-y-2">
        <Label htmlFor="forgot-email">Email</Label>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" {...register("email")} {...fieldAria("forgot-email", errors.email)} />
        <FieldError id="forgot-email-error" message={errors.email?.message} />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting} disabled={!hydrated}>
        {isSubmitting ? "Sending link..." : "Send reset link"}
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
