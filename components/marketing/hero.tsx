import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TRIAL_DAYS } from "@/lib/billing/plans";
import { LiveFeed } from "./live-feed";

const SAMPLE_STATS = [
  { value: "2,847", label: "competitors monitored" },
  { value: "14,392", label: "changes detected today" },
  { value: "5 min", label: "update cycles" },
];

/** Hero with the two calls to action, and the simulated live-activity feed beside it. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_18%,transparent),transparent_65%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-24">
        <div>
          <Badge variant="outline" className="rounded-full px-3 py-1 text-xs">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
            {TRIAL_DAYS}-day free trial · no credit card
          </Badge>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl xl:text-[3.5rem] xl:leading-[1.05]"
          >
            Know every move your competitors make.{" "}
            <span className="text-primary">Before they announce it.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Rivalscope watches their pricing pages, feature lists and headlines in 5-minute update cycles,
            remembers everything it sees, and builds a memory that learns your industry. Smart alerts tell you
            only what matters. It&apos;s borderline creepy. Your competitors would hate it.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/signup">
                Start Free Trial
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/login">Sign in</Link>
            </Button>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4">
            {SAMPLE_STATS.map((s) => (
              <div key={s.label} className="flex flex-col-reverse justify-end">
                <dt className="text-xs text-muted-foreground">{s.label}</dt>
                <dd className="text-2xl font-bold tracking-tight">{s.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted-foreground">Sample figures for illustration.</p>
        </div>

        <section
          aria-labelledby="live-activity-heading"
          className="overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-lg"
        >
          <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
            <h2 id="live-activity-heading" className="flex items-center gap-2 text-sm font-semibold">
              <span aria-hidden="true" className="size-2 animate-pulse-dot rounded-full bg-success text-success" />
              Live activity
            </h2>
            <Badge variant="muted">Sample data</Badge>
          </div>
          <LiveFeed />
        </section>
      </div>
    </section>
  );
}
