/**
 * Runs the product's extraction and change detection over a page-history folder (the layout of
 * shared/data/real-world/history: index.json listing pages and their versions, one HTML file per
 * version). Every version is extracted once; every consecutive pair of a page is compared the way
 * a scan compares the previous snapshot with the new one. Evaluation only: the product never reads
 * these folders.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { detectChanges, type DetectedChange, type SnapshotLike } from "../../lib/changes/detect";
import { baseImportance, emptyModel, scoreChange, type LearningModel } from "../../lib/changes/score";
import { extractSite } from "../../lib/scan/extract/index";
import type { PageKind, SnapshotMetadata } from "../../lib/scan/types";

export interface HistoryVersion {
  commit: string;
  date?: string;
  file: string;
}

export interface HistoryPage {
  page: string;
  /** The repository the page's versions come from (the source of the tune / check split). */
  repo?: string;
  kind: PageKind;
  url?: string;
  versions: HistoryVersion[];
}

/** A change as the product would store it: detected, then scored. */
export interface RaisedChange {
  type: string;
  importance: "low" | "medium" | "high";
  score: number;
  /** The rule-based score before any learning (what learned feedback shifts); `score` when absent. */
  baseScore?: number;
  kind: string;
  description: string;
  oldContent: string | null;
  newContent: string | null;
  facts: Record<string, unknown>;
}

export interface PairRun {
  page: string;
  from: string;
  to: string;
  fromIndex: number;
  /** When the newer version was published (the index's date), which orders feedback in time. */
  date?: string;
  /** Visible text of both versions equal once whitespace is collapsed. */
  sameText: boolean;
  changes: RaisedChange[];
}

export function loadIndex(dir: string): HistoryPage[] {
  const raw = JSON.parse(readFileSync(path.join(dir, "index.json"), "utf8")) as Array<Partial<HistoryPage>>;
  return raw.map((p) => ({
    page: String(p.page),
    repo: typeof p.repo === "string" ? p.repo : undefined,
    kind: (p.kind === "home" || p.kind === "features" || p.kind === "integrations" ? p.kind : "pricing") as PageKind,
    url: p.url,
    versions: (p.versions ?? []) as HistoryVersion[],
  }));
}

/** The page's visible text (tags, scripts, styles and comments dropped, whitespace collapsed). */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<title>[\s\S]*?<\/title>/gi, (t) => ` ${t.replace(/<[^>]+>/g, "")} `)
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A snapshot of one page version, shaped as the scan job stores it (no screenshots). */
export function snapshotOf(html: string, kind: PageKind, url: string): SnapshotLike {
  const extracted = extractSite([{ kind, url, html }]);
  const metadata: SnapshotMetadata = {
    markdownLength: extracted.extractedData.markdown.length,
    hasPublicPricing: extracted.extractedData.pricingPlans.some((p) => p.price !== null),
    hasPricingPage: kind === "pricing",
    pages: extracted.pages,
    screenshots: {},
    fetchMode: "http",
    warnings: extracted.warnings ?? [],
  };
  return { extractedData: extracted.extractedData, metadata, url };
}

export function scoreRaised(found: DetectedChange[], model: LearningModel, competitorId: string): RaisedChange[] {
  return found.map((c) => {
    const { level, score } = scoreChange(c, model, competitorId);
    return {
      type: c.type,
      importance: level,
      score,
      baseScore: baseImportance(c).score,
      kind: typeof c.facts.kind === "string" ? c.facts.kind : "",
      description: c.description,
      oldContent: c.oldContent,
      newContent: c.newContent,
      facts: c.facts,
    };
  });
}

const shortCommit = (c: string) => c.slice(0, 12);

/**
 * Detection over every consecutive pair of every page (or only the pairs `only` names, keyed
 * "page from to" with 12-character commits). The learning model scores importance, as the
 * product does with the user's recorded feedback.
 */
export function runHistory(
  dir: string,
  opts: { model?: LearningModel; only?: Set<string>; pages?: string[] } = {},
): PairRun[] {
  const model = opts.model ?? emptyModel();
  const runs: PairRun[] = [];
  for (const page of loadIndex(dir)) {
    if (opts.pages?.length && !opts.pages.includes(page.page)) continue;
    const url = page.url ?? `https://${page.page}.example/${page.kind === "home" ? "" : page.kind}`;
    const cache = new Map<number, { snap: SnapshotLike; text: string }>();
    const load = (i: number) => {
      let hit = cache.get(i);
      if (!hit) {
        const html = readFileSync(path.join(dir, page.versions[i].file), "utf8");
        hit = { snap: snapshotOf(html, page.kind, url), text: visibleText(html) };
        cache.set(i, hit);
      }
      return hit;
    };
    for (let i = 0; i + 1 < page.versions.length; i++) {
      const from = shortCommit(page.versions[i].commit);
      const to = shortCommit(page.versions[i + 1].commit);
      if (opts.only && !opts.only.has(`${page.page} ${from} ${to}`)) continue;
      const a = load(i);
      const b = load(i + 1);
      cache.delete(i - 1);
      const found = detectChanges(a.snap, b.snap);
      runs.push({
        page: page.page,
        from,
        to,
        fromIndex: i,
        date: page.versions[i + 1].date,
        sameText: a.text === b.text,
        changes: scoreRaised(found, model, page.page),
      });
    }
  }
  return runs;
}
