"use client";

import Link from "next/link";
import { LogoMark } from "@/components/marketing/logo";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { BetaNotice, NavList } from "./side-nav";

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Under 768 px the side navigation collapses into this drawer, opened from the top bar. */
export function MobileNav({ open, onOpenChange }: MobileNavProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 gap-0 bg-sidebar p-0 text-sidebar-foreground" closeLabel="Close navigation">
        <SheetHeader className="h-14 flex-row items-center border-b border-sidebar-border px-4 py-0">
          <SheetTitle asChild>
            <Link href="/dashboard" onClick={close} className="inline-flex items-center gap-2 font-semibold tracking-tight">
              <LogoMark />
              Rivalscope
            </Link>
          </SheetTitle>
          <SheetDescription className="sr-only">Dashboard navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-3">
          <NavList onNavigate={close} />
        </nav>
        <div className="border-t border-sidebar-border p-3">
          <BetaNotice />
        </div>
      </SheetContent>
    </Sheet>
  );
}
