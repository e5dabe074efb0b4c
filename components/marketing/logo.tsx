import Link from "next/link";
import { cn } from "@/lib/utils";

/** The Rivalscope mark: a scope reticle over a rising line. Decorative; the word carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-7", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="16" cy="16" r="8.5" fill="none" strokeWidth="2" className="stroke-primary-foreground" />
      <path d="M16 4.5v5M16 22.5v5M4.5 16h5M22.5 16h5" strokeWidth="2" strokeLinecap="round" className="stroke-primary-foreground" />
      <circle cx="16" cy="16" r="2.5" className="fill-primary-foreground" />
    </svg>
  );
}

/** Logo linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn("inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight", className)}
    >
      <LogoMark />
      <span>Rivalscope</span>
    </Link>
  );
}
