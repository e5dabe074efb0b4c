import { z } from "zod";
import { EMAIL_PATTERN } from "./password-rules";

export const signupBody = z.object({
  name: z.string().max(200),
  email: z.string().max(320),
  company: z.string().max(200).optional().nullable(),
  password: z.string().max(1024),
});

export const signinBody = z.object({
  email: z.string().trim().min(1, "Please enter your email").max(320),
  password: z.string().min(1, "Please enter your password").max(1024),
});

export const refreshBody = z.object({ refreshToken: z.string().min(10).max(200) });

export const userSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
  tokenType: z.literal("Bearer"),
});

const linkToken = (invalid: string) => z.string({ error: invalid }).min(1, invalid).max(200, invalid);

/** POST /api/auth/password-reset: answered 202 alike whether or not the account exists. */
export const passwordResetBody = z.object({
  email: z.string({ error: "Please enter your email" }).trim().min(1, "Please enter your email").max(320, "Please enter a valid email").regex(EMAIL_PATTERN, "Please enter a valid email"),
});

/** POST /api/auth/password-reset/confirm: the e-mailed token and the new password (never trimmed). */
export const passwordResetConfirmBody = z.object({
  token: linkToken("This reset link is invalid, has expired or was already used. Ask for a new one."),
  password: z.string({ error: "Password is required" }).max(1024, "Password must be at most 128 characters"),
});

/** POST /api/user/password (Settings → Security). */
export const changePasswordBody = z.object({
  currentPassword: z.string({ error: "Please enter your current password" }).min(1, "Please enter your current password").max(1024, "Your current password is incorrect"),
  newPassword: z.string({ error: "Please enter a new password" }).max(1024, "New password must be at most 128 characters"),
});

/** POST /api/auth/verify-email: the e-mailed token. */
export const verifyEmailBody = z.object({
  token: linkToken("This verification link is invalid, has expired or was already used. Sign in and send a new one from the banner in your dashboard."),
});
