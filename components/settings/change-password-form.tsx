"use client";

import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { NETWORK_ERROR } from "@/components/auth/auth-response";
import { FormAlert, useSchemaForm } from "@/components/auth/form-parts";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { changePasswordForm } from "@/lib/auth/form-schemas";
import { ApiClientError } from "@/lib/client/api";
import { useChangePassword } from "@/lib/client/hooks/use-profile";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Which field a server message belongs to. */
function fieldOf(message: string): Field | null {
  if (/current password/i.test(message)) return "currentPassword";
  if (/password/i.test(message)) return "newPassword";
  return null;
}

/** Settings → Security → Change password: current password required; every other session ends. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const { register, handleSubmit, setError, clearErrors, reset, control, formState } = useSchemaForm(changePasswordForm, EMPTY);
  const { errors, isSubmitting } = formState;
  const newPassword = useWatch({ control, name: "newPassword" });
  // A field's message goes as soon as the field is edited.
  const field = (f: Field) => ({ id: `security-${f}`, error: errors[f], className: "flex flex-col gap-2", ...register(f, { onChange: () => clearErrors(f) }) });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await changePassword(body);
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
          <PasswordField label="Current password" autoComplete="current-password" {...field("currentPassword")} />
          <PasswordField label="New password" autoComplete="new-password" strength={newPassword} {...field("newPassword")} />
          <PasswordField label="Confirm new password" autoComplete="new-password" {...field("confirmPassword")} />
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
