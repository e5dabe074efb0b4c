import Link from "next/link";
import { ArrowLeft } from "lucide-react";

interface ContentPageProps {
  title: string;
  lead: string;
  children: React.ReactNode;
}

/** Frame of the simple company pages (About, Blog, Security): back-to-home link, title, lead, prose. */
export function ContentPage({ title, lead, children }: ContentPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <Link href="/" className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to home
      </Link>
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{lead}</p>
      <div className="mt-10 space-y-8 text-[0.95rem] leading-relaxed [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_p]:text-muted-foreground [&_ul]:mt-3 [&_ul]:space-y-1.5 [&_ul]:text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
        {children}
      </div>
    </article>
  );
}
