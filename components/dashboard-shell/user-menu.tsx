"use client";

import Link from "next/link";
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
import { useDashboardSignOut } from "@/lib/client/hooks/use-local-session";
import { initialsOf, useCurrentUser } from "@/lib/client/hooks/use-current-user";
import { isTrial, useSubscription } from "@/lib/client/hooks/use-subscription";
import { useOutbox } from "@/lib/client/hooks/use-outbox";

/** The avatar with initials; name and e-mail beside it on wide screens. */
function AccountTrigger({ name, email }: { name: string; email: string }) {
  return (
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
  );
}

/** Upgrade Plan: only on the trial plan, straight to checkout for Pro. */
function UpgradeItem({ upgrade }: { upgrade: ReturnType<typeof useUpgradeCheckout> }) {
  return (
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
  );
}

/**
 * Avatar with initials, name and e-mail. Menu: Settings, Outbox (only without an e-mail provider), Upgrade Plan (trial plan only; straight to
 * checkout for Pro) and Sign out,
 * which ends the server session, clears the stored token and demo e-mail and goes to /login.
 */
export function UserMenu() {
  const { data: user } = useCurrentUser();
  const { data: sub } = useSubscription();
  const { signOut, signingOut } = useDashboardSignOut();
  const upgrade = useUpgradeCheckout();
  // Without an e-mail provider the mail is kept in the outbox: the menu leads there.
  const outbox = useOutbox();

  const name = user?.name ?? "";
  const email = user?.email ?? "";
  return (
    <DropdownMenu>
      <AccountTrigger name={name} email={email} />
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
        {isTrial(sub) ? <UpgradeItem upgrade={upgrade} /> : null}
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
