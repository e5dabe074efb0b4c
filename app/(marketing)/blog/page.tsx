import type { Metadata } from "next";
import Link from "next/link";
import { Newspaper } from "lucide-react";
import { ContentPage } from "@/components/marketing/content-page";
import { Button } from "@/components/ui/button";
import { SUPPORT_EMAIL } from "@/lib/billing/plans";

export const metadata: Metadata = { title: "Blog" };

export default function BlogPage() {
  return (
    <ContentPage title="Blog" lead="Notes on competitive intelligence, pricing moves and how Rivalscope works.">
      <section data-testid="blog-empty" className="flex flex-col items-center rounded-2xl border border-dashed px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Newspaper aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4">No posts yet</h2>
        <p className="max-w-md">
          Our first articles are being written. Want to hear when they are out, or suggest a topic? Write to{" "}
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Blog")}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <Button asChild variant="outline" className="mt-6 no-underline">
          <Link href="/">Back to home</Link>
        </Button>
      </section>
    </ContentPage>
  );
}
