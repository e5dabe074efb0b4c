"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { signupForm } from "@/lib/auth/form-schemas";
import { TRIAL_DAYS } from "@/lib/billing/plans";
import { failureMessage, postForm, storeAuthResponse } from "./auth-response";
import { useSchemaForm } from "./form-parts";

/** Simulated submit of the private-beta mode (spec §9). */
export const BETA_SUBMIT_DELAY_MS = 500;

const EMPTY = { name: "", email: "", company: "", password: "", confirmPassword: "" };

/**
 * The signup form's state and submit. Open mode creates the account and signs in (or, when the
 * address already has an account with other credentials, asks to check the inbox); beta mode
 * simulates a submit and opens the beta dialog.
 */
export function useSignup(betaMode: boolean) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const [betaOpen, setBetaOpen] = useState(false);
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const form = useSchemaForm(signupForm, EMPTY);
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async (account) => {
    if (betaMode) {
      await new Promise((resolve) => window.setTimeout(resolve, BETA_SUBMIT_DELAY_MS));
      return setBetaOpen(true);
    }
    try {
      const created = await postForm("/api/auth/signup", account);
      if (!created.ok) {
        const message = created.message ?? "Could not create your account. Please try again.";
        if (created.status === 400 && /password/i.test(message)) return setError("password", { message }, { shouldFocus: true });
        return setError("root.server", { message });
      }
      // The signup answers alike for a new address and for one that has an account; signing in with
      // the same credentials tells this user (and only the owner of those credentials) which it was.
      const signedIn = await postForm("/api/auth/signin", { email: account.email, password: account.password });
      if (!signedIn.ok) return setCheckInbox(account.email);
      storeAuthResponse(signedIn.body);
      setLeaving(true);
      toast.success(`Welcome to Rivalscope! Your ${TRIAL_DAYS}-day Pro trial has started.`);
      router.push("/dashboard");
    } catch (err) {
      setError("root.server", { message: failureMessage(err) });
    }
  });

  return { form, onSubmit, leaving, betaOpen, setBetaOpen, checkInbox, clearCheckInbox: () => setCheckInbox(null) };
}
