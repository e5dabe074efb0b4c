"use client";

import { useState } from "react";
import { AlertTriangle, Crosshair, HeartPulse, Quote, ShieldAlert, Sparkles, Target, TrendingDown, Users, Zap } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { Analysis } from "@/lib/client/hooks/use-psychology";

type Level = "low" | "medium" | "high";
type Rating = "ethical" | "questionable" | "manipulative";

const LEVEL_BADGE: Record<Level, "info" | "warning" | "destructive"> = { low: "info", medium: "warning", high: "destructive" };
const EFFECTIVENESS_BADGE: Record<Level, "muted" | "info" | "default"> = { low: "muted", medium: "info", high: "default" };
const RATING_BADGE: Record<Rating, "success" | "warning" | "destructive"> = { ethical: "success", questionable: "warning", manipulative: "destructive" };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Confidence level of an analysis from its 0..1 confidence. */
export function confidenceLevel(confidence: number): "High" | "Medium" | "Low" {
  if (confidence >= 0.7) return "High";
  if (confidence >= 0.4) return "Medium";
  return "Low";
}

function Section({ title, icon: Icon, count, children, testId, className }: { title: string; icon: typeof Target; count?: number; children: React.ReactNode; testId: string; className?: string }) {
  const id = `psy-${testId}`;
  return (
    <section aria-labelledby={id} data-testid={`psychology-${testId}`} className={cn("flex min-w-0 flex-col gap-3", className)}>
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold">
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
        {title}
        {count !== undefined ? <span className="font-normal text-muted-foreground">({count})</span> : null}
      </h3>
      {children}
    </section>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function Evidence({ items }: { items: string[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, 3);
  return (
    <ul className="flex flex-col gap-1" aria-label="Evidence">
      {shown.map((e, i) => (
        <li key={`${i}-${e}`} className="flex gap-1.5 rounded-md bg-muted/60 px-2 py-1 text-xs text-muted-foreground">
          <Quote aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
          <span className="line-clamp-3 break-words">{e}</span>
        </li>
      ))}
      {items.length > 3 ? (
        <li>
          <button type="button" className="rounded-sm text-xs text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" onClick={() => setAll(!all)} aria-expanded={all}>
            {all ? "Show less" : `Show ${items.length - 3} more`}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

function Bullets({ items, empty, testId }: { items: string[]; empty: string; testId: string }) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm marker:text-muted-foreground" data-testid={testId}>
      {items.map((w, i) => (
        <li key={`${i}-${w}`}>{w}</li>
      ))}
    </ul>
  );
}

export function ProfileSection({ profile }: { profile: Analysis["profile"] }) {
  return (
    <Section title="Profile" icon={Users} testId="profile" className="lg:col-span-2">
      {profile.summary ? <p className="text-sm leading-relaxed">{profile.summary}</p> : <Empty>No summary available.</Empty>}
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-1">
          <dt className="text-xs font-medium text-muted-foreground">Target audience</dt>
          <dd className="text-sm">{profile.targetAudience || "Not identified"}</dd>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <dt className="text-xs font-medium text-muted-foreground">Emotional triggers</dt>
          <dd className="flex flex-wrap gap-1">
            {profile.emotionalTriggers.length ? profile.emotionalTriggers.map((t) => <Badge key={t} variant="secondary" className="whitespace-normal text-left">{t}</Badge>) : <span className="text-sm text-muted-foreground">None found</span>}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <dt className="text-xs font-medium text-muted-foreground">Competitive advantages</dt>
          <dd>
            {profile.competitiveAdvantages.length ? (
              <ul className="flex list-disc flex-col gap-1 pl-4 text-sm">
                {profile.competitiveAdvantages.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            ) : (
              <span className="text-sm text-muted-foreground">None found</span>
            )}
          </dd>
        </div>
      </dl>
    </Section>
  );
}

export function TechniquesSection({ techniques }: { techniques: Analysis["techniques"] }) {
  return (
    <Section title="Persuasion techniques" icon={Zap} count={techniques.length} testId="techniques">
      {techniques.length === 0 ? (
        <Empty>No persuasion techniques found on the scanned pages.</Empty>
      ) : (
        <ul className="flex flex-col gap-3">
          {techniques.map((t) => (
            <li key={t.tactic} className="flex flex-col gap-1.5 rounded-lg border p-3" data-testid="psychology-technique">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium">{t.tactic}</span>
                <Badge variant={EFFECTIVENESS_BADGE[t.effectiveness as Level] ?? "muted"}>{cap(t.effectiveness)} effectiveness</Badge>
              </div>
              <p className="text-sm text-muted-foreground">{t.description}</p>
              <Evidence items={t.evidence} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function DarkPatternsSection({ patterns }: { patterns: Analysis["darkPatterns"] }) {
  return (
    <Section title="Dark patterns" icon={ShieldAlert} count={patterns.length} testId="dark-patterns">
      {patterns.length === 0 ? (
        <Empty>No dark patterns found on the scanned pages.</Empty>
      ) : (
        <ul className="flex flex-col gap-3">
          {patterns.map((p) => (
            <li key={`${p.category}-${p.type}`} className="flex flex-col gap-1.5 rounded-lg border p-3" data-testid="psychology-dark-pattern">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium">
                  {p.type} <span className="font-normal text-muted-foreground">· {p.category}</span>
                </span>
                <Badge variant={LEVEL_BADGE[p.severity as Level] ?? "muted"}>{cap(p.severity)} severity</Badge>
              </div>
              <p className="text-sm text-muted-foreground">{p.description}</p>
              <Evidence items={p.evidence} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function WeaknessesSection({ items }: { items: string[] }) {
  return (
    <Section title="Weaknesses" icon={TrendingDown} count={items.length} testId="weaknesses">
      <Bullets items={items} empty="No weaknesses identified." testId="psychology-weakness-list" />
    </Section>
  );
}

export function CounterTacticsSection({ items }: { items: string[] }) {
  return (
    <Section title="Counter tactics" icon={Crosshair} count={items.length} testId="counter-tactics">
      <Bullets items={items} empty="No counter tactics suggested." testId="psychology-counter-list" />
    </Section>
  );
}

export function EthicalConcernsSection({ concerns }: { concerns: Analysis["ethicalConcerns"] }) {
  return (
    <Section title="Ethical concerns" icon={HeartPulse} count={concerns.length} testId="ethical-concerns" className="lg:col-span-2">
      {concerns.length === 0 ? (
        <Empty>No ethical concerns raised.</Empty>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {concerns.map((c) => {
            const severe = c.rating === "manipulative";
            return (
              <li
                key={c.tactic}
                data-testid="psychology-ethical-concern"
                data-rating={c.rating}
                className={cn("flex flex-col gap-1.5 rounded-lg border p-3", severe && "border-destructive/50 bg-[color-mix(in_oklab,var(--destructive)_7%,var(--card))]")}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className={cn("flex items-center gap-1.5 text-sm font-medium", severe && "text-destructive")}>
                    {severe ? <AlertTriangle aria-hidden="true" className="size-4" /> : null}
                    {c.tactic}
                  </span>
                  <Badge variant={RATING_BADGE[c.rating as Rating] ?? "muted"}>{cap(c.rating)}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">{c.description}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** Confidence level, data points, date and where the analysis came from. */
export function AnalysisMeta({ analysis }: { analysis: Analysis }) {
  const pct = Math.round((analysis.confidence ?? 0) * 100);
  const level = confidenceLevel(analysis.confidence ?? 0);
  const date = new Date(analysis.createdAt);
  return (
    <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm" data-testid="psychology-meta">
      <div className="flex items-center gap-1.5">
        <dt className="text-muted-foreground">Confidence</dt>
        <dd>
          <Badge variant={level === "High" ? "success" : level === "Medium" ? "info" : "warning"} data-testid="psychology-confidence">
            {level} · {pct}%
          </Badge>
        </dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="text-muted-foreground">Data points</dt>
        <dd className="font-medium tabular-nums" data-testid="psychology-data-points">{analysis.dataPoints}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="text-muted-foreground">Analyzed</dt>
        <dd>
          <time dateTime={analysis.createdAt} className="font-medium" data-testid="psychology-date">
            {date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
          </time>
        </dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">Source</dt>
        <dd className="flex items-center gap-1 text-xs text-muted-foreground">
          <Sparkles aria-hidden="true" className="size-3" />
          {analysis.source === "model" ? "AI model analysis" : "Local analysis (without an AI model)"}
        </dd>
      </div>
    </dl>
  );
}
