"use client";

import { useState } from "react";
import { CircleAlert } from "lucide-react";
import { toast } from "sonner";
import { useQueryClient } from "@tanstack/react-query";
import { FieldError } from "@/components/auth/field-error";
import { PasswordInput } from "@/components/auth/password-input";
import { PasswordStrength } from "@/components/auth/password-strength";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { newPasswordError } from "@/lib/auth/password-rules";
import { api, ApiClientError } from "@/lib/client/api";
import { CURRENT_USER_QUERY_KEY } from "@/lib/client/hooks/use-current-user";
import { storeSignIn, type StoredUser } from "@/lib/client/storage";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FIELD_ORDER: Field[] = ["currentPassword", "newPassword", "confirmPassword"];

interface ChangeResult { user: StoredUser; tokens: { accessToken: string; refreshToken: string } }

/** Which field a server message belongs to. */
function fieldOf(message: string): Field | null {
  if (/current password/i.test(message)) return "currentPassword";
  if (/password/i.test(message)) return "newPassword";
  return null;
}

/** Settings → Security → Change password: current password required; every other session ends. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const focus = (f: Field) => document.getElementById(`security-${f}`)?.focus();
  const fieldProps = (f: Field) => ({
    id: `security-${f}`,
    name: f,
    value: values[f],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [f]: e.target.value }));
      setErrors((er) => ({ ...er, [f]: undefined }));
    },
    "aria-invalid": errors[f] ? true : undefined,
    "aria-describedby": errors[f] ? `security-${f}-error` : undefined,
  });

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = "Please enter your current password";
    const pw = newPasswordError(values.newPassword);
    if (pw) found.newPassword = pw.replace(/^Password/, "New password");
    else if (values.confirmPassword !== values.newPassword) found.confirmPassword = "Passwords don't match";
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) return focus(first);

    setSubmitting(true);
    try {
      const result = await api<ChangeResult>("/api/user/password", { method: "POST", json: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      // The old tokens stopped working with the change: keep this browser signed in with the new ones.
      storeSignIn({ tokens: result.tokens, user: result.user });
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, result.user);
      setValues(EMPTY);
      toast.success("Password changed", { description: "Every other device and API token has been signed out." });
    } catch (err) {
      const message = err instanceof Error ? err.message : "Failed to change password";
      const field = err instanceof ApiClientError && err.status === 400 ? fieldOf(message) : null;
      if (field) {
        setErrors({ [field]: message });
        focus(field);
      } else setFormError(err instanceof TypeError ? "Network error: Unable to connect to server" : message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-labelledby="change-password-title">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="change-password-title">Change password</h2>
          </CardTitle>
          <CardDescription>Enter your current password, then choose a new one. Every other device and API token is signed out; this browser stays signed in.</CardDescription>
        </CardHeader>
        <CardContent className="flex max-w-md flex-col gap-5">
          {formError ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertDescription className="text-destructive">{formError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-col gap-2">
            <Label htmlFor="security-currentPassword">Current password</Label>
            <PasswordInput autoComplete="current-password" {...fieldProps("currentPassword")} />
            <FieldError id="security-currentPassword-error" message={errors.currentPassword} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="security-newPassword">New password</Label>
            <PasswordInput
              autoComplete="new-password"
              {...fieldProps("newPassword")}
              aria-describedby={[errors.newPassword ? "security-newPassword-error" : "", "security-newPassword-rules"].filter(Boolean).join(" ")}
            />
            <FieldError id="security-newPassword-error" message={errors.newPassword} />
            <PasswordStrength id="security-newPassword-rules" password={values.newPassword} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="security-confirmPassword">Confirm new password</Label>
            <PasswordInput autoComplete="new-password" {...fieldProps("confirmPassword")} />
            <FieldError id="security-confirmPassword-error" message={errors.confirmPassword} />
          </div>
        </CardContent>
        <CardFooter className="border-t pt-6">
          <Button type="submit" loading={submitting}>
            {submitting ? "Changing password..." : "Change password"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
