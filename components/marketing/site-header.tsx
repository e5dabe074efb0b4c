import Link from "next/link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavAuth } from "./nav-auth";

/** Top navigation of the public pages. Server-rendered; the account items are small client islands. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2">
          <nav aria-label="Main" className="hidden md:block">
            <Link
              href="/pricing"
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              Pricing
            </Link>
          </nav>
          <NavAuth className="hidden md:flex" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
