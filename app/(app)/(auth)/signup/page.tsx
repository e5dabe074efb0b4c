import type { Metadata } from "next";
import { connection } from "next/server";
import { SignupBenefits } from "@/components/auth/signup-benefits";
import { SignupForm } from "@/components/auth/signup-form";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Start your free trial" };

export default async function SignupPage() {
  await connection(); // SIGNUP_MODE is read per request, not baked in at build time.
  const betaMode = env().SIGNUP_MODE === "beta";
  return (
    <div className="grid w-full max-w-5xl gap-6 lg:grid-cols-[1.25fr_1fr] lg:items-start">
      <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Create your account</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Start watching your competitors in minutes. They won&apos;t know. Probably.
        </p>
        <div className="mt-6">
          <SignupForm betaMode={betaMode} />
        </div>
      </div>
      <SignupBenefits />
    </div>
  );
}
