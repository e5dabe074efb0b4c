import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Logo } from "@/components/marketing/logo";
import { cn } from "@/lib/utils";

interface EdgePageFrameProps {
  children: React.ReactNode;
  /** Where the header's way back leads (the dashboard for signed-in pages, else home). */
  backHref?: string;
  backLabel?: string;
  className?: string;
}

/**
 * The frame of the edge pages (error, checkout results): the logo linking home and a way back in a
 * header, so no page is a dead end.
 */
export function EdgePageFrame({ children, backHref = "/", backLabel = "Back to home", className }: EdgePageFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <Link href={backHref} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel}
          </Link>
        </div>
      </header>
      <main id="main" className={cn("flex flex-1 flex-col items-center justify-center px-4 py-12", className)}>
        {children}
      </main>
    </div>
  );
}
