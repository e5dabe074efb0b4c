"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { isSignedInLocally } from "@/lib/client/storage";
import { useConfirmEmail } from "@/lib/client/hooks/use-email-verification";
import { NETWORK_ERROR, serverMessage, unexpectedMessage } from "./auth-response";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";

/**
 * Confirms the address on a click (opening the link changes nothing, so mail scanners that fetch
 * links cannot spend it). Works signed in or not.
 */
export function VerifyEmailConfirm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const confirmEmail = useConfirmEmail();
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "done"; email: string } | { kind: "error"; message: string }>(
    token ? { kind: "idle" } : { kind: "error", message: "The verification link is incomplete. Open the link from the e-mail again." },
  );
  useEffect(() => {
    if (window.location.search.includes("token=")) window.history.replaceState(null, "", window.location.pathname);
  }, []);

  async function confirm() {
    setState({ kind: "busy" });
    try {
      const result = await confirmEmail(token);
      if (result.ok) setState({ kind: "done", email: result.email });
      else setState({ kind: "error", message: serverMessage(result.body) ?? "Could not verify your address. Please try again." });
    } catch (err) {
      setState({ kind: "error", message: err instanceof TypeError ? NETWORK_ERROR : unexpectedMessage(err) });
    }
  }

  // Read after hydration only: the server render has no local storage.
  const next = hydrated && isSignedInLocally() ? { href: "/dashboard", label: "Go to dashboard" } : { href: "/login", label: "Sign in" };

  if (state.kind === "done") {
    return (
      <div className="space-y-5">
        <Alert variant="success" role="status" data-testid="verify-done">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>E-mail address verified</AlertTitle>
          <AlertDescription className="text-foreground">
            {state.email ? <strong className="break-all">{state.email}</strong> : "Your address"} is confirmed. Change alerts and digests can now reach you.
          </AlertDescription>
        </Alert>
        <Button asChild size="lg" className="w-full">
          <Link href={next.href}>{next.label}</Link>
        </Button>
      </div>
    );
  }

  if (state.kind === "error") {
    return (
      <div className="space-y-5">
        <Alert variant="destructive" data-testid="verify-error">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>This link cannot be used</AlertTitle>
          <AlertDescription className="text-destructive">{state.message}</AlertDescription>
        </Alert>
        <Button asChild size="lg" className="w-full" variant="outline">
          <Link href={next.href}>{next.label}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted-foreground">Confirm that this is your address, so Rivalscope can send you change alerts and weekly digests.</p>
      <Button size="lg" className="w-full" onClick={confirm} loading={state.kind === "busy"} disabled={!hydrated}>
        {state.kind === "busy" ? "Confirming..." : "Confirm my e-mail address"}
      </Button>
    </div>
  );
}
