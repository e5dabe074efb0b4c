import { describe, expect, it } from "vitest";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { changePasswordForm, forgotPasswordForm, resetPasswordForm, signinForm, signupForm } from "./form-schemas";
import { changePasswordBody, passwordResetBody, signinBody, signupBody } from "./schemas";

const STRONG = "Long-enough-1";

/** What a form shows: react-hook-form's zod resolver, one message per field (the first issue). */
async function messages<V extends FieldValues, O>(schema: z.ZodType<O, V>, values: V): Promise<Record<string, string>> {
  const { errors } = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, (e as { message: string }).message]));
}

async function output<V extends FieldValues, O>(schema: z.ZodType<O, V>, values: V) {
  const result = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  expect(result.errors).toEqual({});
  return result.values;
}

describe("signinForm (spec §5 Login)", () => {
  it("requires both fields, blank counting as empty", async () => {
    expect(await messages(signinForm, { email: "", password: "" })).toEqual({ email: "Please enter your email", password: "Please enter your password" });
    expect(await messages(signinForm, { email: "   ", password: "   " })).toEqual({ email: "Please enter your email", password: "Please enter your password" });
  });

  it("trims both before sending, and what it sends passes the route's body", async () => {
    const sent = await output(signinForm, { email: "  a@b.co ", password: ` ${STRONG}\t` });
    expect(sent).toEqual({ email: "a@b.co", password: STRONG });
    expect(signinBody.safeParse(sent).success).toBe(true);
  });
});

describe("signupForm (spec §5 Signup)", () => {
  const empty = { name: "", email: "", company: "", password: "", confirmPassword: "" };

  it("gives the specification's messages, one per field", async () => {
    expect(await messages(signupForm, empty)).toEqual({ name: "Name is required", email: "Email is required", password: "Password is required" });
    expect(await messages(signupForm, { ...empty, name: "Ada", email: "nope", password: "short1A!", confirmPassword: "other" })).toEqual({
      email: "Please enter a valid email",
      password: "Password does not meet all requirements",
      confirmPassword: "Passwords don't match",
    });
    expect(await messages(signupForm, { ...empty, name: "Ada", email: "a@b.co", password: `${STRONG} `, confirmPassword: `${STRONG} ` })).toEqual({
      password: "Password cannot start or end with a space",
    });
  });

  it("sends trimmed name, e-mail and company (none when blank), the password untouched", async () => {
    const sent = await output(signupForm, { name: " Ada ", email: " a@b.co ", company: "  ", password: STRONG, confirmPassword: STRONG });
    expect(sent).toEqual({ name: "Ada", email: "a@b.co", company: undefined, password: STRONG });
    expect(signupBody.safeParse(sent).success).toBe(true);
    expect((await output(signupForm, { name: "Ada", email: "a@b.co", company: " Acme ", password: STRONG, confirmPassword: STRONG })).company).toBe("Acme");
  });
});

describe("forgotPasswordForm", () => {
  it("is the route's body: required, valid, trimmed", async () => {
    expect(forgotPasswordForm).toBe(passwordResetBody);
    expect(await messages(forgotPasswordForm, { email: " " })).toEqual({ email: "Please enter your email" });
    expect(await messages(forgotPasswordForm, { email: "nope" })).toEqual({ email: "Please enter a valid email" });
    expect(await output(forgotPasswordForm, { email: " a@b.co " })).toEqual({ email: "a@b.co" });
  });
});

describe("resetPasswordForm", () => {
  it("checks the rules, then the confirmation", async () => {
    expect(await messages(resetPasswordForm, { password: "", confirm: "x" })).toEqual({ password: "Password is required" });
    expect(await messages(resetPasswordForm, { password: "weak", confirm: "x" })).toEqual({ password: "Password does not meet all requirements" });
    expect(await messages(resetPasswordForm, { password: STRONG, confirm: `${STRONG}x` })).toEqual({ confirm: "Passwords don't match" });
    expect(await output(resetPasswordForm, { password: STRONG, confirm: STRONG })).toEqual({ password: STRONG });
  });
});

describe("changePasswordForm", () => {
  it("requires the current password and names the new one in its messages", async () => {
    expect(await messages(changePasswordForm, { currentPassword: "", newPassword: "weak", confirmPassword: "" })).toEqual({
      currentPassword: "Please enter your current password",
      newPassword: "New password does not meet all requirements",
    });
    expect(await messages(changePasswordForm, { currentPassword: "old", newPassword: STRONG, confirmPassword: "x" })).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it("sends the route's body, without the confirmation", async () => {
    const sent = await output(changePasswordForm, { currentPassword: " old ", newPassword: STRONG, confirmPassword: STRONG });
    expect(sent).toEqual({ currentPassword: " old ", newPassword: STRONG });
    expect(changePasswordBody.safeParse(sent).success).toBe(true);
  });
});
