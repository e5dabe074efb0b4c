import { ArrowDownRight, ArrowUpRight, Reply } from "lucide-react";
import type { Claim, Section, Source } from "@/lib/compare/battlecard-types";
import { cn } from "@/lib/utils";

const TONE = {
  stronger: { label: "Their edge", icon: ArrowUpRight, className: "border-l-warning" },
  weaker: { label: "Our edge", icon: ArrowDownRight, className: "border-l-success" },
  neutral: null,
} as const;

/** Superscript references to the card's numbered sources. */
export function SourceRefs({ sources, numberOf }: { sources: Source[]; numberOf: (s: Source) => number }) {
  return (
    <span className="ml-1 inline-flex flex-wrap gap-0.5 align-super text-[0.7rem] leading-none">
      {sources.map((s) => {
        const n = numberOf(s);
        return (
          <a key={`${s.kind}-${s.id}-${s.url}`} href={`#source-${n}`} className="rounded px-0.5 font-medium text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" aria-label={`Source ${n}: ${s.label}`}>
            [{n}]
          </a>
        );
      })}
    </span>
  );
}

function ClaimItem({ claim, numberOf }: { claim: Claim; numberOf: (s: Source) => number }) {
  const tone = TONE[claim.tone];
  return (
    <li className={cn("break-inside-avoid border-l-2 border-l-transparent py-1.5 pl-3", tone?.className)} data-claim={claim.id}>
      <p className="text-sm leading-relaxed">
        {tone ? (
          <span className="mr-1.5 inline-flex items-center gap-0.5 text-xs font-semibold text-muted-foreground">
            <tone.icon aria-hidden="true" className="size-3.5" />
            {tone.label}:
          </span>
        ) : null}
        {claim.text}
        <SourceRefs sources={claim.sources} numberOf={numberOf} />
      </p>
      {claim.counter ? (
        <p className="mt-1 flex gap-1.5 text-sm text-muted-foreground">
          <Reply aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 rotate-180" />
          <span>
            <span className="font-semibold text-foreground">Counter: </span>
            {claim.counter}
          </span>
        </p>
      ) : null}
    </li>
  );
}

/** One section of the card: its heading, its claims (or why it has none), and anything placed before them. */
export function BattlecardSection({ section, numberOf, hideClaims = [], children }: { section: Section; numberOf: (s: Source) => number; hideClaims?: string[]; children?: React.ReactNode }) {
  const id = `battlecard-${section.key}`;
  const claims = section.claims.filter((c) => !hideClaims.includes(c.id));
  return (
    <section aria-labelledby={id} className="battlecard-section rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5" data-section={section.key}>
      <h2 id={id} className="mb-2 text-base font-semibold tracking-tight">
        {section.title}
      </h2>
      {children}
      {claims.length ? (
        <ul className="flex flex-col gap-1">
          {claims.map((c) => (
            <ClaimItem key={c.id} claim={c} numberOf={numberOf} />
          ))}
        </ul>
      ) : section.claims.length === 0 ? (
        <p className="text-sm text-muted-foreground">{section.empty ?? "Nothing to show yet."}</p>
      ) : null}
    </section>
  );
}
