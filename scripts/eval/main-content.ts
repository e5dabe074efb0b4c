/**
 * Main-content extraction measured on real news / blog pages (`<folder>/readability/<page>/`:
 * `source.html` = the page as served, `expected.html` = its main content). Score: overlap of words
 * (lower-cased multiset) between the text of htmlToMarkdown(source) and the text of expected.html —
 * precision, recall, F1 — and the same for all visible body text of the page as a baseline.
 * Texts are compared as a reader sees them: inline elements run together ("<b>Z</b>imbabwe" is one
 * word), blocks are separated; markdown syntax (list numbers, markers) is not counted.
 * Evaluation material only: the product never reads it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseDocument, textOf } from "../../lib/scan/extract/dom";
import { htmlToMarkdown } from "../../lib/scan/extract/html-to-markdown";
import { checkSources, type Part } from "./split";

export interface MainContentRow {
  page: string;
  precision: number;
  recall: number;
  f1: number;
  baselineF1: number;
  /** Words in the extracted text. */
  words: number;
  empty: boolean;
  /** Extraction time (parse + clean + render) in milliseconds: median of three runs. */
  ms: number;
}

export interface MainContentResult {
  part: Part;
  rows: MainContentRow[];
  /** The lowest word-F1 of a page. */
  minF1: number;
  meanF1: number;
  medianF1: number;
  baselineMeanF1: number;
  baselineMedianF1: number;
  empty: number;
  msMedian: number;
  msP95: number;
}

// Han, kana, hangul and Thai are written without spaces: each character counts as one word there.
const WORD_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Lower-cased words of a text (markdown syntax and punctuation are not words). */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD_RE) ?? [];
}

function counts(list: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of list) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}

/** Multiset word overlap: precision and recall of `got` against `want`, and their F1. */
export function overlap(got: string[], want: string[]): { precision: number; recall: number; f1: number } {
  const a = counts(got);
  const b = counts(want);
  let common = 0;
  for (const [w, n] of a) common += Math.min(n, b.get(w) ?? 0);
  const precision = got.length ? common / got.length : 0;
  const recall = want.length ? common / want.length : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

const INVISIBLE = "script,style,noscript,template,head,title,meta,link,svg";

/** All visible text of a document's body (scripts, styles, templates, hidden elements left out). */
function visibleText(html: string): string {
  const doc = parseDocument(html);
  const body = (doc.body ?? doc.documentElement) as Element;
  for (const el of Array.from(body.querySelectorAll(INVISIBLE))) el.parentNode?.removeChild(el);
  for (const el of Array.from(body.querySelectorAll("[hidden],[style]"))) {
    const style = (el.getAttribute("style") ?? "").replace(/\s+/g, "").toLowerCase();
    if (el.hasAttribute("hidden") || /display:none|visibility:hidden/.test(style)) el.parentNode?.removeChild(el);
  }
  return textOf(body);
}

/** Text of markdown: list markers ("- ", "12. ") and quote markers are syntax, not words. */
export function markdownText(markdown: string): string {
  return markdown.replace(/^[ \t>]*(?:[-*+]|\d+\.)[ \t]+/gm, "");
}

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function percentile(xs: number[], p: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

const RUNS = 3;

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Scores htmlToMarkdown on the pages of one part of `<folder>/readability/<page>/` (source.html + expected.html; each page its own source). */
export function evalMainContent(folder: string, part: Part): MainContentResult {
  const dir = path.join(folder, "readability");
  const all = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "source.html")) && existsSync(path.join(dir, d.name, "expected.html")))
        .map((d) => d.name)
        .sort()
    : [];
  const check = checkSources(all);
  const pages = all.filter((p) => check.has(p) === (part === "check"));
  // warm-up so the first page does not carry the JIT and module start-up cost
  htmlToMarkdown("<!DOCTYPE html><html><body><main><h1>Warm</h1><p>up text for the extractor.</p></main></body></html>");
  const sources = pages.map((page) => readFileSync(path.join(dir, page, "source.html"), "utf8"));
  // Time per page: the median of RUNS passes over all pages (the machine is shared, single runs are
  // noisy). Each pass appends a different number of trailing newlines, so the per-HTML memo of the
  // content root never answers and every run parses and extracts afresh.
  const runTimes: number[][] = pages.map(() => []);
  const markdowns: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    sources.forEach((source, i) => {
      const html = source + "\n".repeat(run);
      const t0 = performance.now();
      const markdown = htmlToMarkdown(html);
      runTimes[i].push(performance.now() - t0);
      if (run === 0) markdowns.push(markdown);
    });
  }
  const rows: MainContentRow[] = pages.map((page, i) => {
    const expectedHtml = readFileSync(path.join(dir, page, "expected.html"), "utf8");
    const want = words(textOf(parseDocument(expectedHtml).body as Element));
    const got = words(markdownText(markdowns[i]));
    const score = overlap(got, want);
    const baseline = overlap(words(visibleText(sources[i])), want);
    return { page, ...score, baselineF1: baseline.f1, words: got.length, empty: got.length === 0, ms: median(runTimes[i]) };
  });
  const f1s = rows.map((r) => r.f1);
  const base = rows.map((r) => r.baselineF1);
  const times = rows.map((r) => r.ms);
  return {
    part,
    rows,
    minF1: f1s.length ? Math.min(...f1s) : 1,
    meanF1: mean(f1s),
    medianF1: median(f1s),
    baselineMeanF1: mean(base),
    baselineMedianF1: median(base),
    empty: rows.filter((r) => r.empty).length,
    msMedian: median(times),
    msP95: percentile(times, 95),
  };
}

/** Prints the per-page table (tune part only) and the summary line. */
export function printMainContent(result: MainContentResult): void {
  const width = Math.max(16, ...result.rows.map((r) => r.page.length));
  const f = (x: number) => x.toFixed(3);
  if (result.part === "tune") console.log(`${"page (tune part)".padEnd(width)}  prec   recall  F1     base   words  ms`);
  for (const r of result.part === "tune" ? result.rows : []) {
    console.log(
      `${r.page.padEnd(width)}  ${f(r.precision)}  ${f(r.recall)}   ${f(r.f1)}  ${f(r.baselineF1)}  ${String(r.words).padStart(5)}  ${r.ms.toFixed(1)}${r.empty ? "  EMPTY" : ""}`,
    );
  }
  console.log(
    `Main content, ${result.part} part (${result.rows.length} pages): mean word-F1 ${f(result.meanF1)}, median ${f(result.medianF1)}, lowest ${f(result.minF1)} ` +
      `(all-body-text baseline ${result.baselineMeanF1.toFixed(2)} / ${result.baselineMedianF1.toFixed(2)}), ` +
      `${result.empty} empty, ${result.msMedian.toFixed(1)} ms median, ${result.msP95.toFixed(1)} ms p95`,
  );
}
