"use client";

import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signinForm } from "@/lib/auth/form-schemas";
import { failureMessage, postForm, storeAuthResponse } from "./auth-response";
import { FieldError } from "./field-error";
import { fieldAria, FormAlert, useSchemaForm } from "./form-parts";
import { PasswordField } from "./password-field";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useSignedInRedirect } from "@/lib/client/hooks/use-signed-in-redirect";

/** Sign-in form (spec §2 Login, §5, §8). `next` is an already-sanitised same-site path. */
export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  useSignedInRedirect(next);
  const [leaving, setLeaving] = useState(false);
  const { register, handleSubmit, setError, formState } = useSchemaForm(signinForm, { email: "", password: "" });
  const { errors, isSubmitting } = formState;
  const formError = errors.root?.server?.message;

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const reply = await postForm("/api/auth/signin", credentials);
      if (!reply.ok) return setError("root.server", { message: reply.message ?? "Invalid email or password" });
      storeAuthResponse(reply.body);
      setLeaving(true);
      toast.success("Welcome back!");
      router.push(next);
    } catch (err) {
      setError("root.server", { message: failureMessage(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-5" aria-describedby={formError ? "login-error" : undefined}>
      <FormAlert id="login-error" message={formError} />
      <div className="space-y-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          {...register("email")}
          {...fieldAria("login-email", errors.email)}
        />
        <FieldError id="login-email-error" message={errors.email?.message} />
      </div>
      <PasswordField id="login-password" label="Password" autoComplete="current-password" error={errors.password} {...register("password")}>
        <p className="text-right text-sm">
          <Link href="/forgot-password" className="font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </p>
      </PasswordField>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting || leaving} disabled={!hydrated}>
        {isSubmitting || leaving ? "Signing in..." : "Sign in"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New to Rivalscope?{" "}
        <Link href="/signup" className="font-medium text-primary hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
