"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ChevronDown, Inbox, LogOut, Settings, Sparkles } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "sonner";
import { useUpgradeCheckout } from "@/lib/client/hooks/use-upgrade-checkout";
import { AUTH_CHANGED_EVENT } from "@/components/marketing/local-session";
import { api } from "@/lib/client/api";
import { clearSignIn } from "@/lib/client/hooks/route-guard";
import { initialsOf, useCurrentUser } from "@/lib/client/hooks/use-current-user";
import { isTrial, useSubscription } from "@/lib/client/hooks/use-subscription";
import { useOutbox } from "@/lib/client/hooks/use-outbox";

/**
 * Avatar with initials, name and e-mail. Menu: Settings, Outbox (only without an e-mail provider), Upgrade Plan (trial plan only; straight to
 * checkout for Pro) and Sign out,
 * which ends the server session, clears the stored token and demo e-mail and goes to /login.
 */
export function UserMenu() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const { data: sub } = useSubscription();
  const [signingOut, setSigningOut] = useState(false);
  const upgrade = useUpgradeCheckout();
  // Without an e-mail provider the mail is kept in the outbox: the menu leads there.
  const outbox = useOutbox();

  const signOut = async () => {
    setSigningOut(true);
    try {
      await api("/api/auth/signout", { method: "POST" });
    } catch {
      // The local sign-out must work even when the server cannot be reached.
    }
    clearSignIn(localStorage);
    window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
    queryClient.clear();
    router.replace("/login");
  };

  const name = user?.name ?? "";
  const email = user?.email ?? "";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="user-menu-trigger"
        aria-label={`Account menu${name ? ` for ${name}` : ""}`}
        className="flex min-w-0 items-center gap-2 rounded-md p-1 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar className="size-8">
          <AvatarFallback>{initialsOf(name, email)}</AvatarFallback>
        </Avatar>
        <span className="hidden min-w-0 flex-col lg:flex">
          <span className="truncate text-sm leading-tight font-medium">{name}</span>
          <span className="max-w-48 truncate text-xs leading-tight text-muted-foreground">{email}</span>
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-muted-foreground lg:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/dashboard/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        {outbox.isSuccess ? (
          <DropdownMenuItem asChild>
            <Link href="/dashboard/outbox" data-testid="menu-outbox">
              <Inbox aria-hidden="true" />
              Outbox
            </Link>
          </DropdownMenuItem>
        ) : null}
        {isTrial(sub) ? (
          <DropdownMenuItem
            disabled={upgrade.pending}
            data-testid="menu-upgrade-plan"
            onSelect={() => {
              void upgrade.start().then((message) => message && toast.error(message));
            }}
          >
            <Sparkles aria-hidden="true" />
            {upgrade.pending ? "Opening checkout..." : "Upgrade Plan"}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={(e) => {
            e.preventDefault();
            void signOut();
          }}
        >
          <LogOut aria-hidden="true" />
          {signingOut ? "Signing out..." : "Sign out"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
