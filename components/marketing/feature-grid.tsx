import { BellRing, Brain, Eye, MessagesSquare, Radar, TrendingUp, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

interface Feature {
  title: string;
  body: string;
  icon: LucideIcon;
  popular?: boolean;
}

const FEATURES: Feature[] = [
  {
    title: "Real-time change detection",
    body: "Pricing, features, integrations, copy and design: every public page, re-checked in 5-minute update cycles and diffed against what it said before.",
    icon: Radar,
  },
  {
    title: "Dark Psychology Analysis",
    body: "See the persuasion tricks behind their pages: decoy plans, fake scarcity, anchoring and confirmshaming, named and explained. Slightly unsettling. Very useful.",
    icon: Eye,
    popular: true,
  },
  {
    title: "A memory that learns your industry",
    body: "Rivalscope remembers every version of every page and learns what is normal in your market, so it notices when something is not.",
    icon: Brain,
  },
  {
    title: "Smart alerts",
    body: "Each change is scored low, medium or high. Give it a thumbs up or down and the scoring learns what you actually care about.",
    icon: BellRing,
  },
  {
    title: "Predictive intelligence reports",
    body: "Patterns across hiring pages, pricing experiments and launches turn into predictions of what each competitor is likely to do next.",
    icon: TrendingUp,
  },
  {
    title: "Ask anything",
    body: "Chat with your competitive data in plain English, from the dashboard, the API, or your desktop AI assistant.",
    icon: MessagesSquare,
  },
];

/** Six feature cards; 'Dark Psychology Analysis' is marked most popular. */
export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 border-t py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Everything they change. Everything it means.
          </h2>
          <p className="mt-3 text-muted-foreground">
            Not another screenshot archive. Rivalscope reads the page, understands the move and tells you why it
            matters.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => {
            const Icon = f.icon;
            return (
              <li
                key={f.title}
                data-testid="feature-card"
                className={cn(
                  "relative rounded-2xl border bg-card p-6 text-card-foreground shadow-sm",
                  f.popular && "border-primary ring-1 ring-primary",
                )}
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {f.popular ? <Badge>Most popular</Badge> : null}
                </div>
                <h3 className="mt-4 font-semibold">{f.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{f.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
