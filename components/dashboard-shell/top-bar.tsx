"use client";

import Link from "next/link";
import { Menu } from "lucide-react";
import { LogoMark } from "@/components/marketing/logo";
import { NotificationBell } from "@/components/changes/notification-bell";
import { Button } from "@/components/ui/button";
import { LiveBadge } from "./live-badge";
import { PlanStatus } from "./plan-status";
import { UserMenu } from "./user-menu";

/** Top bar: (mobile) navigation button and logo, the live badge; plan badge, usage, trial days, bell and avatar menu. */
export function TopBar({ onOpenNav }: { onOpenNav: () => void }) {
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 md:px-6">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation" onClick={onOpenNav}>
        <Menu aria-hidden="true" />
      </Button>
      <Link href="/dashboard" aria-label="Rivalscope overview" className="rounded-md md:hidden">
        <LogoMark className="size-7" />
      </Link>
      <LiveBadge className="ml-1 md:ml-0" />
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
        <PlanStatus className="mr-1" />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
