import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { email } = await searchParams;
  return (
    <div className="w-full max-w-md rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">Reset your password</h1>
      <p className="mt-1 text-sm text-muted-foreground">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <div className="mt-6">
        <ForgotPasswordForm initialEmail={typeof email === "string" ? email.slice(0, 320) : ""} />
      </div>
    </div>
  );
}
