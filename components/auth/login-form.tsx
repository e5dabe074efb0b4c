"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { CircleAlert } from "lucide-react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NETWORK_ERROR, serverMessage, storeAuthResponse, unexpectedMessage } from "./auth-response";
import { FieldError } from "./field-error";
import { PasswordInput } from "./password-input";
import { useHydrated } from "./use-hydrated";
import { useSignedInRedirect } from "./use-signed-in-redirect";

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Sign-in form (spec §2 Login, §5, §8). `next` is an already-sanitised same-site path. */
export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  useSignedInRedirect(next);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const trimmedEmail = email.trim();
    const trimmedPassword = password.trim();
    const found: FieldErrors = {};
    if (!trimmedEmail) found.email = "Please enter your email";
    if (!trimmedPassword) found.password = "Please enter your password";
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setSubmitting(true);
    let res: Response;
    try {
      res = await fetch("/api/auth/signin", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: trimmedEmail, password: trimmedPassword }),
      });
    } catch {
      setFormError(NETWORK_ERROR);
      setSubmitting(false);
      return;
    }
    try {
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        setFormError(serverMessage(body) ?? "Invalid email or password");
        setSubmitting(false);
        return;
      }
      storeAuthResponse(body);
      toast.success("Welcome back!");
      router.push(next);
    } catch (err) {
      setFormError(unexpectedMessage(err));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-5" aria-describedby={formError ? "login-error" : undefined}>
      {formError ? (
        <Alert variant="destructive" id="login-error">
          <CircleAlert aria-hidden="true" />
          <AlertDescription className="text-destructive">{formError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          ref={emailRef}
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "login-email-error" : undefined}
        />
        <FieldError id="login-email-error" message={errors.email} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="login-password">Password</Label>
        <PasswordInput
          ref={passwordRef}
          id="login-password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "login-password-error" : undefined}
        />
        <FieldError id="login-password-error" message={errors.password} />
        <p className="text-right text-sm">
          <Link href="/forgot-password" className="font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={submitting} disabled={!hydrated}>
        {submitting ? "Signing in..." : "Sign in"}
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
