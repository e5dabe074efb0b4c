"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { signOutAndClear, useLocalSignIn } from "@/lib/client/hooks/use-local-session";

/** Sign Out: server session ended, all local storage cleared, back to the landing page. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  return {
    signingOut,
    signOut: async () => {
      setSigningOut(true);
      await signOutAndClear();
      setSigningOut(false);
      router.push("/");
      router.refresh();
    },
  };
}

/** The account items of the top navigation (desktop): Dashboard + Sign Out, or Sign In + Start Free Trial. */
export function NavAuth({ className }: { className?: string }) {
  const signedIn = useLocalSignIn();
  const { signOut, signingOut } = useSignOut();

  if (signedIn) {
    return (
      <div className={cn("flex items-center gap-2", className)}>
        <Button asChild variant="ghost">
          <Link href="/dashboard">Dashboard</Link>
        </Button>
        <Button variant="outline" onClick={signOut} loading={signingOut}>
          Sign Out
        </Button>
      </div>
    );
  }
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Button asChild variant="ghost">
        <Link href="/login">Sign In</Link>
      </Button>
      <Button asChild>
        <Link href="/signup">Start Free Trial</Link>
      </Button>
    </div>
  );
}
