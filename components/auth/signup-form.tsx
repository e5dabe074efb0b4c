"use client";

import Link from "next/link";
import { useWatch } from "react-hook-form";
import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SignupCheckInbox } from "./signup-check-inbox";
import { BetaDialog } from "./beta-dialog";
import { FieldError } from "./field-error";
import { fieldAria, FormAlert } from "./form-parts";
import { PasswordField } from "./password-field";
import { useSignup } from "./use-signup";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useSignedInRedirect } from "@/lib/client/hooks/use-signed-in-redirect";

/** The terms and privacy links, and the way to sign in instead. */
function SignupFooter() {
  return (
    <>
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
    </>
  );
}

/** Signup form. Open mode creates the account; beta mode simulates a submit and shows the beta dialog. */
export function SignupForm({ betaMode }: { betaMode: boolean }) {
  const hydrated = useHydrated();
  useSignedInRedirect();
  const { form, onSubmit, leaving, betaOpen, setBetaOpen, checkInbox, clearCheckInbox } = useSignup(betaMode);
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const [name, password] = useWatch({ control, name: ["name", "password"] });
  const field = (f: "name" | "company" | "email") => ({ ...register(f), ...fieldAria(`signup-${f}`, errors[f]) });

  if (checkInbox) return <SignupCheckInbox email={checkInbox} onBack={clearCheckInbox} />;

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
        <SignupFooter />
      </form>
      <BetaDialog open={betaOpen} onOpenChange={setBetaOpen} name={name} />
    </>
  );
}
