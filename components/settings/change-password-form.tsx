"use client";

import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { useQueryClient } from "@tanstack/react-query";
import { NETWORK_ERROR } from "@/components/auth/auth-response";
import { FieldError } from "@/components/auth/field-error";
import { fieldAria, FormAlert, useSchemaForm } from "@/components/auth/form-parts";
import { PasswordInput } from "@/components/auth/password-input";
import { PasswordStrength } from "@/components/auth/password-strength";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { changePasswordForm } from "@/lib/auth/form-schemas";
import { api, ApiClientError } from "@/lib/client/api";
import { CURRENT_USER_QUERY_KEY } from "@/lib/client/hooks/use-current-user";
import { storeSignIn, type StoredUser } from "@/lib/client/storage";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };

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
  const { register, handleSubmit, setError, clearErrors, reset, control, formState } = useSchemaForm(changePasswordForm, EMPTY);
  const { errors, isSubmitting } = formState;
  const newPassword = useWatch({ control, name: "newPassword" });
  // A field's message goes as soon as the field is edited.
  const field = (f: Field, ...descriptions: string[]) => ({
    ...register(f, { onChange: () => clearErrors(f) }),
    ...fieldAria(`security-${f}`, errors[f], ...descriptions),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await api<ChangeResult>("/api/user/password", { method: "POST", json: body });
      // The old tokens stopped working with the change: keep this browser signed in with the new ones.
      storeSignIn({ tokens: result.tokens, user: result.user });
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, result.user);
      reset(EMPTY);
      toast.success("Password changed", { description: "Every other device and API token has been signed out." });
    } catch (err) {
      const message = err instanceof Error ? err.message : "Failed to change password";
      const target = err instanceof ApiClientError && err.status === 400 ? fieldOf(message) : null;
      if (target) setError(target, { message }, { shouldFocus: true });
      else setError("root.server", { message: err instanceof TypeError ? NETWORK_ERROR : message });
    }
  });

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
          <FormAlert message={errors.root?.server?.message} />
          <div className="flex flex-col gap-2">
            <Label htmlFor="security-currentPassword">Current password</Label>
            <PasswordInput autoComplete="current-password" {...field("currentPassword")} />
            <FieldError id="security-currentPassword-error" message={errors.currentPassword?.message} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="security-newPassword">New password</Label>
            <PasswordInput autoComplete="new-password" {...field("newPassword", "security-newPassword-rules")} />
            <FieldError id="security-newPassword-error" message={errors.newPassword?.message} />
            <PasswordStrength id="security-newPassword-rules" password={newPassword} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="security-confirmPassword">Confirm new password</Label>
            <PasswordInput autoComplete="new-password" {...field("confirmPassword")} />
            <FieldError id="security-confirmPassword-error" message={errors.confirmPassword?.message} />
          </div>
        </CardContent>
        <CardFooter className="border-t pt-6">
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? "Changing password..." : "Change password"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
