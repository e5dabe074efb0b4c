"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { resetPasswordForm } from "@/lib/auth/form-schemas";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { failureMessage, postForm } from "./auth-response";
import { FormAlert, useSchemaForm } from "./form-parts";
import { PasswordField } from "./password-field";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";

/** Sets a new password with the e-mailed token. A spent or expired link says so and offers a new one. */
export function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, clearErrors, control, formState } = useSchemaForm(resetPasswordForm, { password: "", confirm: "" });
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: "password" });
  // A field's message goes as soon as the field is edited.
  const field = (f: "password" | "confirm") => register(f, { onChange: () => clearErrors(f) });

  // The token stays out of the address bar, history and any Referer once the page has it.
  useEffect(() => {
    if (window.location.search.includes("token=")) window.history.replaceState(null, "", window.location.pathname);
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await postForm("/api/auth/password-reset/confirm", { token, password: values.password });
      const message = reply.message;
      if (reply.ok) {
        // Every session ended, this browser's included.
        for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.apiKey, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user]) localStorage.removeItem(key);
        setDone(true);
      } else if (reply.status === 400 && message && /link/i.test(message)) setLinkError(message);
      else if (reply.status === 400 && message) setError("password", { message }, { shouldFocus: true });
      else setError("root.server", { message: message ?? "Could not reset your password. Please try again." });
    } catch (err) {
      setError("root.server", { message: failureMessage(err) });
    }
  });

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
      <FormAlert message={errors.root?.server?.message} />
      <PasswordField id="reset-password" label="New password" autoComplete="new-password" error={errors.password} strength={password} {...field("password")} />
      <PasswordField id="reset-confirm" label="Confirm new password" autoComplete="new-password" error={errors.confirm} {...field("confirm")} />
      <p className="text-xs text-muted-foreground">Saving signs you out on every device. The password cannot start or end with a space.</p>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting} disabled={!hydrated}>
        {isSubmitting ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
