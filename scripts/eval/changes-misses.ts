/**
 * Where a missed change is lost (npm run eval:changes -- --misses). For each truth item no raised
 * change reports, its mustMention tokens are followed through the pipeline:
 *
 *  (a) wording: a token is in neither version's visible text (a plain tag strip: block tags as line
 *      breaks, head/script/style ignored), or no token is in the lines that differ between the two;
 *  (b) extraction: the tokens are in the visible text diff, but not in the diff of the text the
 *      detector compares (pricing/home markdown blocks, plans, add-ons, features, page titles): the
 *      detail says whether the extracted text lacks the token altogether or holds it unchanged;
 *  (c) detection: the compared text differs with the tokens, yet no change was raised that
 *      mentions them all and is free to report it: the tokens are lumped into a change the scorer
 *      pairs with another item (in its own words, or only in its facts such as plan rows), or the
 *      closest change lacks some (the detail says which), or no change mentions any.
 *
 * Tokens are matched as the scorer matches them (changes-score.ts matchText, case-insensitive
 * substrings). Evaluation only.
 */
import type { DetectedChange, SnapshotLike } from "../../lib/changes/detect";
import { splitBlocks } from "../../lib/changes/detect/content";
import { parseDocument } from "../../lib/scan/extract/parse-document";
import type { RaisedChange } from "./changes-run";
import { changeText, matchText } from "./changes-score";

const SKIP = new Set(["head", "script", "style", "template"]);
const BLOCK = new Set([
  "address", "article", "aside", "blockquote", "br", "caption", "dd", "details", "dialog", "div", "dl", "dt", "fieldset",
  "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol",
  "option", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
]);

/** The page's visible text, one line per block (every tag's text, hidden or not: what a reader of the source sees). */
export function visibleLines(html: string): string[] {
  const doc = parseDocument(html);
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? "");
    if (node.nodeType !== 1) return;
    const tag = (node as Element).tagName.toLowerCase();
    if (SKIP.has(tag)) return;
    const block = BLOCK.has(tag);
    if (block) parts.push("\n");
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block) parts.push("\n");
  };
  if (doc.documentElement) walk(doc.documentElement);
  return parts.join("").split("\n").map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** Lines of each side not matched (as a multiset, after normalisation) by a line of the other. */
export function lineDiff(before: string[], after: string[]): { removed: string[]; added: string[] } {
  const pool = new Map<string, number>();
  for (const l of before) pool.set(matchText(l), (pool.get(matchText(l)) ?? 0) + 1);
  const added: string[] = [];
  for (const l of after) {
    const n = pool.get(matchText(l)) ?? 0;
    if (n > 0) pool.set(matchText(l), n - 1);
    else added.push(l);
  }
  const left = new Map(pool);
  const removed = before.filter((l) => {
    const n = left.get(matchText(l)) ?? 0;
    if (n > 0) left.set(matchText(l), n - 1);
    return n > 0;
  });
  return { removed, added };
}

/** The units of text the detector compares, per source, for one snapshot. */
export function comparedUnits(s: SnapshotLike): Record<string, string[]> {
  const d = s.extractedData;
  return {
    markdown: [...splitBlocks(d.pricingMarkdown ?? ""), ...splitBlocks(d.markdown ?? "")].map((b) => b.text),
    plans: (d.pricingPlans ?? []).map((p) => JSON.stringify(p)),
    addOns: (d.pricingAddOns ?? []).map((a) => String(a)),
    features: (d.features ?? []).map((f) => JSON.stringify(f)),
    titles: (s.metadata.pages ?? []).map((p) => p.title ?? "").filter(Boolean),
  };
}

export type LossClass = "a" | "b" | "c";

export interface MissVerdict {
  cls: LossClass;
  /** A short reason label, free of page text (what check-part counts are grouped by). */
  reason: string;
  /** Tokens and sources involved (printed for tune pages only). */
  detail: string;
}

export interface VersionPair {
  beforeHtml: string;
  afterHtml: string;
  before: SnapshotLike;
  after: SnapshotLike;
}

const has = (text: string, token: string) => matchText(text).includes(matchText(token).trim());

function diffUnits(a: string[], b: string[]): string[] {
  const d = lineDiff(a, b);
  return [...d.removed, ...d.added];
}

const sentences = (block: string) => block.split(/(?<=[.!?;:])\s+|\s+[-–—•|]\s+/).filter(Boolean);

/**
 * Whether the missed item could be told apart from the item its change reports: its tokens all sit
 * in a differing copy block (or plan) that lacks the other item's tokens ("own block"), else in a
 * sentence of a shared block that lacks them ("own sentence"), else not ("same sentence"), or they
 * are in no single differing unit at all ("spread over blocks").
 */
export function separable(tokens: string[], other: string[], units: string[]): string {
  const all = (text: string, ts: string[]) => ts.every((t) => has(text, t));
  const holding = units.filter((u) => all(u, tokens));
  if (!holding.length) return "spread over blocks";
  if (holding.some((u) => !all(u, other))) return "own block";
  if (holding.some((u) => sentences(u).some((x) => all(x, tokens) && !all(x, other)))) return "own sentence";
  return "same sentence";
}

const describe = (c: RaisedChange) => `[${c.type}/${c.kind}] ${c.description.slice(0, 140)}`;

/**
 * Classifies one missed item (its tokens) for a pair of versions and the changes raised on it;
 * `matched[i]` gives the tokens of the truth item the scorer paired raised change i with (null: none);
 * `unmerged` are the detectors' findings before mergeChanges folds them (to tell a merge from one edit).
 */
export function classifyMiss(
  tokens: string[],
  v: VersionPair,
  raised: RaisedChange[],
  matched: Array<string[] | null> = [],
  unmerged: DetectedChange[] = [],
): MissVerdict {
  const visA = visibleLines(v.beforeHtml);
  const visB = visibleLines(v.afterHtml);
  const visAll = [...visA, ...visB].join("\n");
  const unseen = tokens.filter((t) => !has(visAll, t));
  if (unseen.length) return { cls: "a", reason: "token not in visible text", detail: `not visible: ${unseen.join(", ")}` };
  const vd = lineDiff(visA, visB);
  const visDiff = [...vd.removed, ...vd.added].join("\n");
  const changed = tokens.filter((t) => has(visDiff, t));
  if (!changed.length) return { cls: "a", reason: "no token in visible diff", detail: `none of ${tokens.join(", ")} in the ${vd.removed.length + vd.added.length} differing lines` };

  const ua = comparedUnits(v.before);
  const ub = comparedUnits(v.after);
  const sources = Object.keys(ua);
  const diffOf = (src: string) => {
    const d = lineDiff(ua[src], ub[src]);
    return [...d.removed, ...d.added].join("\n");
  };
  const fullOf = (src: string) => [...ua[src], ...ub[src]].join("\n");
  const comparedDiff = sources.map(diffOf).join("\n");
  const comparedAll = sources.map(fullOf).join("\n");
  const lostChanged = changed.filter((t) => !has(comparedDiff, t));
  const lostContext = tokens.filter((t) => !has(comparedAll, t));
  if (lostChanged.length || lostContext.length) {
    const lost = [...new Set([...lostChanged, ...lostContext])];
    const where = (t: string) => {
      const inSrc = sources.filter((s) => has(fullOf(s), t));
      return `${t}: ${inSrc.length ? `unchanged in ${inSrc.join("+")}` : "in no compared text"}`;
    };
    const absent = lost.some((t) => !has(comparedAll, t));
    return { cls: "b", reason: absent ? "absent from compared text" : "unchanged in compared text", detail: lost.map(where).join("; ") };
  }

  // A change that mentions every token: in its own words (description, old/new excerpts) or only in its facts (plan rows).
  const own = (c: Pick<RaisedChange, "description" | "oldContent" | "newContent">) => matchText([c.description, c.oldContent ?? "", c.newContent ?? ""].join("\n"));
  const mentionsAll = (text: string) => tokens.every((t) => text.includes(matchText(t).trim()));
  const taken = raised.map((_, i) => !!matched[i]);
  const lumped = raised.findIndex((c, i) => taken[i] && mentionsAll(own(c)));
  if (lumped >= 0) {
    const other = matched[lumped]!;
    const alone = unmerged.some((c) => mentionsAll(own(c)) && !other.every((t) => own(c).includes(matchText(t).trim())));
    const apart = alone ? "own finding, folded by the merge step" : `one edit, ${separable(tokens, other, [...diffUnits(ua.markdown, ub.markdown), ...diffUnits(ua.plans, ub.plans)])}`;
    return { cls: "c", reason: `lumped with another item: ${apart}`, detail: describe(raised[lumped]) };
  }
  const incidental = raised.findIndex((c, i) => taken[i] && mentionsAll(changeText(c)));
  if (incidental >= 0) return { cls: "c", reason: "only in the facts of a change that reports another item", detail: describe(raised[incidental]) };
  let best: { lacks: string[]; c: RaisedChange } | null = null;
  for (const c of raised) {
    const text = changeText(c);
    const lacks = tokens.filter((t) => !text.includes(matchText(t).trim()));
    if (lacks.length < tokens.length && (!best || lacks.length < best.lacks.length)) best = { lacks, c };
  }
  if (!best) return { cls: "c", reason: "no change mentions a token", detail: `${raised.length} changes raised, none with ${tokens.join(", ")}` };
  return { cls: "c", reason: "closest change lacks tokens", detail: `lacks ${best.lacks.join(", ")}: ${describe(best.c)}` };
}
