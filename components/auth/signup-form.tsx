"use client";

import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { CircleAlert, ShieldCheck } from "lucide-react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { validateSignup } from "@/lib/auth/password-rules";
import { TRIAL_DAYS } from "@/lib/billing/plans";
import { NETWORK_ERROR, postJson, serverMessage, storeAuthResponse, unexpectedMessage } from "./auth-response";
import { SignupCheckInbox } from "./signup-check-inbox";
import { BetaDialog } from "./beta-dialog";
import { FieldError } from "./field-error";
import { PasswordInput } from "./password-input";
import { useHydrated } from "./use-hydrated";
import { PasswordStrength } from "./password-strength";
import { useSignedInRedirect } from "./use-signed-in-redirect";

/** Simulated submit of the private-beta mode (spec §9). */
export const BETA_SUBMIT_DELAY_MS = 500;

type Field = "name" | "email" | "company" | "password" | "confirmPassword";
const FIELD_ORDER: Field[] = ["name", "email", "password", "confirmPassword"];

/** Signup form. Open mode creates the account; beta mode simulates a submit and shows the beta dialog. */
export function SignupForm({ betaMode }: { betaMode: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  useSignedInRedirect();
  const [values, setValues] = useState<Record<Field, string>>({ name: "", email: "", company: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [betaOpen, setBetaOpen] = useState(false);
  const [checkInbox, setCheckInbox] = useState<string | null>(null);

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const focusField = (field: Field) => document.getElementById(`signup-${field}`)?.focus();
  const fieldProps = (field: Field) => ({
    id: `signup-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `signup-${field}-error` : undefined,
  });

  async function createAccount() {
    const email = values.email.trim();
    let res: Response;
    try {
      res = await postJson("/api/auth/signup", { name: values.name.trim(), email, company: values.company.trim() || undefined, password: values.password });
    } catch {
      setFormError(NETWORK_ERROR);
      return false;
    }
    try {
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const message = serverMessage(body) ?? "Could not create your account. Please try again.";
        if (res.status === 400 && /password/i.test(message)) {
          setErrors({ password: message });
          focusField("password");
        } else setFormError(message);
        return false;
      }
      // The signup answers alike for a new address and for one that has an account; signing in with
      // the same credentials tells this user (and only the owner of those credentials) which it was.
      const signedIn = await postJson("/api/auth/signin", { email, password: values.password });
      if (!signedIn.ok) {
        setCheckInbox(email);
        return false;
      }
      storeAuthResponse(await signedIn.json());
      toast.success(`Welcome to Rivalscope! Your ${TRIAL_DAYS}-day Pro trial has started.`);
      router.push("/dashboard");
      return true;
    } catch (err) {
      setFormError(unexpectedMessage(err));
      return false;
    }
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const found = validateSignup(values) as Partial<Record<Field, string>>;
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) return focusField(first);

    setSubmitting(true);
    if (betaMode) {
      await new Promise((resolve) => window.setTimeout(resolve, BETA_SUBMIT_DELAY_MS));
      setSubmitting(false);
      setBetaOpen(true);
      return;
    }
    const done = await createAccount();
    if (!done) setSubmitting(false);
  }

  if (checkInbox) return <SignupCheckInbox email={checkInbox} onBack={() => { setCheckInbox(null); setSubmitting(false); }} />;

  return (
    <>
      <form onSubmit={onSubmit} method="post" noValidate className="space-y-5">
        {formError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertDescription className="text-destructive">{formError}</AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="signup-name">Full name</Label>
            <Input autoComplete="name" placeholder="Ada Lovelace" {...fieldProps("name")} />
            <FieldError id="signup-name-error" message={errors.name} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="signup-company">
              Company <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input autoComplete="organization" placeholder="Acme Inc." {...fieldProps("company")} />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-email">Work email</Label>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...fieldProps("email")}
          />
          <FieldError id="signup-email-error" message={errors.email} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-password">Password</Label>
          <PasswordInput
            autoComplete="new-password"
            {...fieldProps("password")}
            aria-describedby={[errors.password ? "signup-password-error" : "", "signup-password-rules"].filter(Boolean).join(" ")}
          />
          <FieldError id="signup-password-error" message={errors.password} />
          <PasswordStrength id="signup-password-rules" password={values.password} />
          <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            Our server checks new passwords against known data breaches and easily guessed patterns, and refuses those.
          </p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-confirmPassword">Confirm password</Label>
          <PasswordInput autoComplete="new-password" {...fieldProps("confirmPassword")} />
          <FieldError id="signup-confirmPassword-error" message={errors.confirmPassword} />
        </div>
        <Button type="submit" size="lg" className="w-full" loading={submitting} disabled={!hydrated}>
          {submitting ? "Creating account..." : "Create account"}
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
      <BetaDialog open={betaOpen} onOpenChange={setBetaOpen} name={values.name} />
    </>
  );
}
