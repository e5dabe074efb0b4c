import type { Metadata } from "next";
import { VerifyEmailConfirm } from "@/components/auth/verify-email-confirm";

export const metadata: Metadata = { title: "Verify your e-mail", referrer: "no-referrer" };

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return (
    <div className="w-full max-w-md rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">Verify your e-mail address</h1>
      <div className="mt-4">
        <VerifyEmailConfirm token={typeof token === "string" ? token.slice(0, 200) : ""} />
      </div>
    </div>
  );
}
