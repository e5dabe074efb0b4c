import { Sparkles, ShieldCheck, Zap } from "lucide-react";
import { PLANS, TRIAL_DAYS } from "@/lib/billing/plans";

const BENEFITS = [
  {
    icon: Zap,
    title: "Instant setup",
    body: "Add a competitor's domain and the first scan starts right away. No scripts, no integrations.",
  },
  {
    icon: ShieldCheck,
    title: "GDPR compliant",
    body: "We only read public pages, process your data under the GDPR, and export or delete it on request.",
  },
  {
    icon: Sparkles,
    title: "AI insights",
    body: "Changes scored by importance, persuasion tactics decoded, and predictions of what comes next.",
  },
];

/** The signup page's side panel: the trial badge and the three benefits. */
export function SignupBenefits() {
  return (
    <aside aria-labelledby="benefits-heading" className="rounded-2xl border bg-primary/5 p-6 sm:p-8">
      <p className="inline-flex items-center rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
        {TRIAL_DAYS}-day free trial
      </p>
      <h2 id="benefits-heading" className="mt-4 text-xl font-semibold tracking-tight">
        Full Pro access. No credit card.
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Up to {PLANS.pro.competitorLimit} competitors, hourly checks and Dark Psychology analysis, free for {TRIAL_DAYS}{" "}
        days.
      </p>
      <ul className="mt-6 space-y-5">
        {BENEFITS.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-background text-primary shadow-xs">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div>
              <h3 className="text-sm font-semibold">{title}</h3>
              <p className="mt-0.5 text-sm text-muted-foreground">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
