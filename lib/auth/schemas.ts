import { z } from "zod";

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
  createdAt: z.string(),
});

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
  tokenType: z.literal("Bearer"),
});
