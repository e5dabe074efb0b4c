"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { newPasswordError } from "@/lib/auth/password-rules";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { NETWORK_ERROR, serverMessage, unexpectedMessage } from "./auth-response";
import { FieldError } from "./field-error";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { useHydrated } from "./use-hydrated";

type Field = "password" | "confirm";

/** Sets a new password with the e-mailed token. A spent or expired link says so and offers a new one. */
export function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [values, setValues] = useState({ password: "", confirm: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [linkError, setLinkError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  // The token stays out of the address bar, history and any Referer once the page has it.
  useEffect(() => {
    if (window.location.search.includes("token=")) window.history.replaceState(null, "", window.location.pathname);
  }, []);

  const focus = (f: Field) => document.getElementById(`reset-${f}`)?.focus();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    const pwError = newPasswordError(values.password);
    if (pwError) found.password = pwError;
    else if (values.confirm !== values.password) found.confirm = "Passwords don't match";
    setErrors(found);
    if (found.password) return focus("password");
    if (found.confirm) return focus("confirm");
    setSubmitting(true);
    try {
      const res = await fetch("/api/auth/password-reset/confirm", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token, password: values.password }) });
      const body: unknown = await res.json().catch(() => null);
      const message = serverMessage(body);
      if (res.ok) {
        // Every session ended, this browser's included.
        for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.apiKey, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user]) localStorage.removeItem(key);
        setDone(true);
      } else if (res.status === 400 && message && /link/i.test(message)) setLinkError(message);
      else if (res.status === 400 && message) {
        setErrors({ password: message });
        focus("password");
      } else setFormError(message ?? "Could not reset your password. Please try again.");
    } catch (err) {
      setFormError(err instanceof TypeError ? NETWORK_ERROR : unexpectedMessage(err));
    } finally {
      setSubmitting(false);
    }
  }

  if (!token || linkError) {
    return (
      <div className="space-y-5">
        <Alert variant="destructive" data-testid="reset-link-error">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>This link cannot be used</AlertTitle>
          <AlertDescription className="text-destructive">{linkError ?? "The reset link is incomplete. Open the link from the e-mail again, or ask for a new one."}</AlertDescription>
        </Alert>
        <Button asChild size="lg" className="w-full">
          <Link href="/forgot-password">Send me a new link</Link>
        </Button>
      </div>
    );
  }

  if (done) {
    return (
      <div className="space-y-5">
        <Alert variant="success" role="status" data-testid="reset-done">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Password changed</AlertTitle>
          <AlertDescription className="text-foreground">Your password has been reset and every device was signed out. Sign in with your new password.</AlertDescription>
        </Alert>
        <Button asChild size="lg" className="w-full">
          <Link href="/login">Sign in</Link>
        </Button>
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
        <Label htmlFor="reset-password">New password</Label>
        <PasswordInput
          id="reset-password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => {
            setValues((v) => ({ ...v, password: e.target.value }));
            setErrors((er) => ({ ...er, password: undefined }));
          }}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={[errors.password ? "reset-password-error" : "", "reset-password-rules"].filter(Boolean).join(" ")}
        />
        <FieldError id="reset-password-error" message={errors.password} />
        <PasswordStrength id="reset-password-rules" password={values.password} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="reset-confirm">Confirm new password</Label>
        <PasswordInput
          id="reset-confirm"
          name="confirm"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => {
            setValues((v) => ({ ...v, confirm: e.target.value }));
            setErrors((er) => ({ ...er, confirm: undefined }));
          }}
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? "reset-confirm-error" : undefined}
        />
        <FieldError id="reset-confirm-error" message={errors.confirm} />
      </div>
      <p className="text-xs text-muted-foreground">Saving signs you out on every device. The password cannot start or end with a space.</p>
      <Button type="submit" size="lg" className="w-full" loading={submitting} disabled={!hydrated}>
        {submitting ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
