import { z } from "zod";
import { newPasswordError, validateSignup } from "./password-rules";
import { changePasswordBody, passwordResetBody, signinBody, type signupBody } from "./schemas";

/**
 * The auth and settings forms' schemas (react-hook-form's zod resolver), built from the route bodies
 * and the server's own rules in password-rules.ts, so a form says what the server would. Client-safe:
 * zod and pure modules only. Each parses to the body its route takes.
 */

export const PASSWORDS_DIFFER = "Passwords don't match";

/** Reports a message (when there is one) as an issue on one field. */
function report(ctx: z.RefinementCtx, field: string, message: string | null | undefined) {
  if (message) ctx.addIssue({ code: "custom", path: [field], message });
}

/** Login (spec §5): email and password required, both trimmed before sending. */
export const signinForm = signinBody.extend({
  password: z.string().trim().pipe(signinBody.shape.password),
});

/** Forgot password: the route's own body (trimmed e-mail that must look like one). */
export const forgotPasswordForm = passwordResetBody;

/** Signup (spec §5): the server's validateSignup, confirmation included; nothing of the password trimmed. */
export const signupForm = z
  .object({ name: z.string(), email: z.string(), company: z.string(), password: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateSignup(values))) report(ctx, field, message);
  })
  .transform((v): z.input<typeof signupBody> => ({ name: v.name.trim(), email: v.email.trim(), company: v.company.trim() || undefined, password: v.password }));

/** Reset password: the new-password rules, then the confirmation. The route adds the e-mailed token. */
export const resetPasswordForm = z
  .object({ password: z.string(), confirm: z.string() })
  .superRefine(({ password, confirm }, ctx) => {
    const error = newPasswordError(password);
    report(ctx, "password", error);
    if (!error && confirm !== password) report(ctx, "confirm", PASSWORDS_DIFFER);
  })
  .transform(({ password }) => ({ password }));

/** Settings → Security: the route's body (current password required) plus the rules and the confirmation. */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    const error = newPasswordError(newPassword);
    report(ctx, "newPassword", error?.replace(/^Password/, "New password"));
    if (!error && confirmPassword !== newPassword) report(ctx, "confirmPassword", PASSWORDS_DIFFER);
  })
  .transform(({ currentPassword, newPassword }): z.input<typeof changePasswordBody> => ({ currentPassword, newPassword }));
