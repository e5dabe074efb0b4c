"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useLocalSignIn } from "@/lib/client/hooks/use-local-session";
import { useSignOut } from "./nav-auth";

const itemClass =
  "flex h-11 items-center rounded-md px-3 text-base font-medium hover:bg-accent hover:text-accent-foreground";

/**
 * The drawer of the mobile menu. Loaded on the first open, so the landing page does not ship the
 * dialog machinery to every visitor.
 */
export default function MobileMenuPanel({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const signedIn = useLocalSignIn();
  const { signOut, signingOut } = useSignOut();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="right" closeLabel="Close menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
          <SheetClose asChild>
            <Link href="/pricing" className={itemClass}>
              Pricing
            </Link>
          </SheetClose>
          {signedIn ? (
            <SheetClose asChild>
              <Link href="/dashboard" className={itemClass}>
                Dashboard
              </Link>
            </SheetClose>
          ) : (
            <SheetClose asChild>
              <Link href="/login" className={itemClass}>
                Sign In
              </Link>
            </SheetClose>
          )}
        </nav>
        <div className="mt-auto flex flex-col gap-2 p-4">
          {signedIn ? (
            <Button
              variant="outline"
              size="lg"
              loading={signingOut}
              onClick={async () => {
                await signOut();
                setOpen(false);
              }}
            >
              Sign Out
            </Button>
          ) : (
            <SheetClose asChild>
              <Button asChild size="lg">
                <Link href="/signup">Start Free Trial</Link>
              </Button>
            </SheetClose>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
