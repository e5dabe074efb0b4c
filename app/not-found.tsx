import type { Metadata } from "next";
import Link from "next/link";
import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/marketing/logo";
import { NotFoundLogger } from "@/components/marketing/not-found-logger";

export const metadata: Metadata = { title: "Page not found" };

/**
 * The 404 page. Next renders the root not-found boundary alongside every page on the server, so the
 * path is logged by a client island that only runs when this page is actually shown.
 */
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <NotFoundLogger />
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 pb-24 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Compass aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-6 text-sm font-semibold text-primary">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          We watch thousands of pages, but not this one. It may have moved, or it never existed.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link href="/">Return to Home</Link>
        </Button>
      </main>
    </div>
  );
}
