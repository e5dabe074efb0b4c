"use client";

import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import { ShieldCheck } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signupForm } from "@/lib/auth/form-schemas";
import { TRIAL_DAYS } from "@/lib/billing/plans";
import { failureMessage, postForm, storeAuthResponse } from "./auth-response";
import { SignupCheckInbox } from "./signup-check-inbox";
import { BetaDialog } from "./beta-dialog";
import { FieldError } from "./field-error";
import { fieldAria, FormAlert, useSchemaForm } from "./form-parts";
import { PasswordField } from "./password-field";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useSignedInRedirect } from "@/lib/client/hooks/use-signed-in-redirect";

/** Simulated submit of the private-beta mode (spec §9). */
export const BETA_SUBMIT_DELAY_MS = 500;

const EMPTY = { name: "", email: "", company: "", password: "", confirmPassword: "" };

/** Signup form. Open mode creates the account; beta mode simulates a submit and shows the beta dialog. */
export function SignupForm({ betaMode }: { betaMode: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  useSignedInRedirect();
  const [leaving, setLeaving] = useState(false);
  const [betaOpen, setBetaOpen] = useState(false);
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useSchemaForm(signupForm, EMPTY);
  const { errors, isSubmitting } = formState;
  const [name, password] = useWatch({ control, name: ["name", "password"] });
  const field = (f: "name" | "company" | "email") => ({ ...register(f), ...fieldAria(`signup-${f}`, errors[f]) });

  const onSubmit = handleSubmit(async (account) => {
    if (betaMode) {
      await new Promise((resolve) => window.setTimeout(resolve, BETA_SUBMIT_DELAY_MS));
      return setBetaOpen(true);
    }
    try {
      const created = await postForm("/api/auth/signup", account);
      if (!created.ok) {
        const message = created.message ?? "Could not create your account. Please try again.";
        if (created.status === 400 && /password/i.test(message)) return setError("password", { message }, { shouldFocus: true });
        return setError("root.server", { message });
      }
      // The signup answers alike for a new address and for one that has an account; signing in with
      // the same credentials tells this user (and only the owner of those credentials) which it was.
      const signedIn = await postForm("/api/auth/signin", { email: account.email, password: account.password });
      if (!signedIn.ok) return setCheckInbox(account.email);
      storeAuthResponse(signedIn.body);
      setLeaving(true);
      toast.success(`Welcome to Rivalscope! Your ${TRIAL_DAYS}-day Pro trial has started.`);
      router.push("/dashboard");
    } catch (err) {
      setError("root.server", { message: failureMessage(err) });
    }
  });

  if (checkInbox) return <SignupCheckInbox email={checkInbox} onBack={() => setCheckInbox(null)} />;

  return (
    <>
      <form onSubmit={onSubmit} method="post" noValidate className="space-y-5">
        <FormAlert message={errors.root?.server?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="signup-name">Full name</Label>
            <Input autoComplete="name" placeholder="Ada Lovelace" {...field("name")} />
            <FieldError id="signup-name-error" message={errors.name?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="signup-company">
              Company <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input autoComplete="organization" placeholder="Acme Inc." {...field("company")} />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-email">Work email</Label>
          <Input type="email" inputMode="email" autoComplete="email" placeholder="you@company.com" {...field("email")} />
          <FieldError id="signup-email-error" message={errors.email?.message} />
        </div>
        <PasswordField id="signup-password" label="Password" autoComplete="new-password" error={errors.password} strength={password} {...register("password")}>
          <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            Our server checks new passwords against known data breaches and easily guessed patterns, and refuses those.
          </p>
        </PasswordField>
        <PasswordField id="signup-confirmPassword" label="Confirm password" autoComplete="new-password" error={errors.confirmPassword} {...register("confirmPassword")} />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting || leaving} disabled={!hydrated}>
          {isSubmitting || leaving ? "Creating account..." : "Create account"}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          By creating an account you agree to our{" "}
          <Link href="/terms" className="font-medium text-foreground underline underline-offset-2">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link href="/privacy" className="font-medium text-foreground underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{" "}
          <Link href="/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </p>
      </form>
      <BetaDialog open={betaOpen} onOpenChange={setBetaOpen} name={name} />
    </>
  );
}
