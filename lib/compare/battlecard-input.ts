/**
 * What a battlecard is built from, already loaded and scoped to one user: each side's latest scan
 * (as the chat's snapshot view reads it), the competitor's changes, its psychology analysis and the
 * pricing and feature moves of every tracked competitor, its kept predictions. Plus the source references built from them.
 */
import type { BattlecardChange, MoveEvent } from "@/db/queries/battlecard";
import type { CompetitorRow, SnapshotRow } from "@/db/queries/competitors";
import type { TrackRecord } from "@/lib/analysis/predict/track-record";
import type { PsychologyAnalysis } from "@/lib/analysis/psychology/schema";
import type { CompetitorView } from "@/lib/chat/snapshot-view";
import type { PageKind } from "@/lib/scan/types";
import type { Claim, Source } from "./battlecard-types";

export interface Side {
  row: CompetitorRow;
  snap: SnapshotRow | undefined;
  view: CompetitorView;
  side: "competitor" | "baseline";
}

export interface PsychologyInputs {
  analysis: Pick<PsychologyAnalysis, "techniques" | "darkPatterns" | "profile">;
  /** The snapshot the analysis read; undefined when it is no longer kept. */
  snapshot: { id: string; createdAt: Date } | undefined;
  completedAt: Date;
}

export interface BattlecardInput {
  them: Side;
  us: Side | null;
  /** The competitor's changes of the last 90 days, newest first. */
  changes: BattlecardChange[];
  /** Null: none completed yet; "locked": the user's plan has no psychology analyses. */
  psychology: PsychologyInputs | null | "locked";
  /** Pricing and feature moves of the user's tracked competitors over the last year, oldest first. */
  events: MoveEvent[];
  /** The competitor's kept predictions and their record (the one its insight shows). */
  record: TrackRecord;
  now: number;
}

export const day = (d: Date | string | number) => new Date(d).toISOString().slice(0, 10);

const PAGE_NAMES: Record<PageKind, string> = { home: "home page", pricing: "pricing page", features: "features page", integrations: "integrations page" };

/** The latest scan of a side, cited for a fact read on one of its pages. */
export function snapshotSource(s: Side, page: PageKind): Source | null {
  if (!s.snap) return null;
  const url = s.view.sources[page] ?? s.view.sources.home ?? s.view.url;
  return { kind: "snapshot", id: s.snap.id, side: s.side, label: `${s.row.name} ${PAGE_NAMES[page]}, scan of ${day(s.snap.createdAt)}`, url, at: s.snap.createdAt.toISOString() };
}

export function changeSource(c: BattlecardChange | MoveEvent, name: string): Source {
  return { kind: "change", id: c.id, side: "competitor", label: `${name} ${c.type} change of ${day(c.detectedAt)}`, url: c.url, at: c.detectedAt.toISOString() };
}

/** The same record read on the same page. */
export const sameSource = (a: Source, b: Source) => a.kind === b.kind && a.id === b.id && a.url === b.url;

/** A claim, or null when it has no source to cite (a claim without a source is never shown). */
export function claim(id: string, text: string, sources: Array<Source | null>, tone: Claim["tone"] = "neutral", counter: string | null = null): Claim | null {
  const cited = sources.filter((s): s is Source => s !== null);
  const unique = cited.filter((s, i) => cited.findIndex((o) => sameSource(o, s)) === i);
  return unique.length ? { id, text, counter, tone, sources: unique } : null;
}

export const present = <T>(items: Array<T | null>): T[] => items.filter((x): x is T => x !== null);

export function money(amount: number, currency: string | null): string {
  if (!currency) return String(amount);
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
