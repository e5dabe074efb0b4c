import Link from "next/link";
import { ArrowLeft } from "lucide-react";

/** Today's date, formatted for the 'Last updated' line (the pages render per request). */
export function formatLegalDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

interface LegalPageProps {
  title: string;
  lastUpdated: Date;
  children: React.ReactNode;
}

/** Frame of the static legal pages: back-to-home link, title, 'Last updated' and readable prose. */
export function LegalPage({ title, lastUpdated, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <Link
        href="/"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to home
      </Link>
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Last updated: <time dateTime={lastUpdated.toISOString().slice(0, 10)}>{formatLegalDate(lastUpdated)}</time>
      </p>
      <div className="mt-10 space-y-8 text-[0.95rem] leading-relaxed [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_p]:text-muted-foreground [&_ul]:mt-3 [&_ul]:space-y-1.5 [&_ul]:text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
        {children}
      </div>
    </article>
  );
}
