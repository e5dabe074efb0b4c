/**
 * Test kit for the stress histories (stress-histories*.test.ts): a page version is HTML, read by
 * the real extraction as a scan reads it (extractSite), and two versions are compared with
 * detectChanges. A reader's truth items (type, importance, tokens a correct report mentions) are
 * matched to the raised changes one to one, as the change evaluation scores them: a change matches
 * an item when its text (description, excerpts, facts) holds every token, case-insensitively.
 * Used only by tests. With STRESS_DEBUG=1 in the environment it prints what extraction read and the
 * changes raised, to read a failure.
 */
import { baseImportance } from "@/lib/changes/score";
import type { ImportanceLevel } from "@/lib/changes/score/importance";
import type { PageKind } from "@/lib/scan/types";
import { snapshotOf } from "@/scripts/eval/changes-run";
import { detectChanges } from "@/lib/changes/detect/index";
import type { DetectedChange, SnapshotLike } from "@/lib/changes/detect/types";

export interface TruthItem {
  type: DetectedChange["type"];
  /** The level a reader gives it; two when readers differ (as the evaluation's truth allows). */
  importance: ImportanceLevel | ImportanceLevel[];
  mustMention: string[];
  /** At least one of these too (a plan's name or one of its aliases), when given. */
  mentionOneOf?: string[];
}

const SITE = "https://rival.example";

/** A page wrapped as served: a title, a main element holding `body`. */
export const html = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;

/** A snapshot of one page version, shaped as a scan stores it (the evaluation's own reading). */
export function snapshotOfHtml(page: string, kind: PageKind = "pricing"): SnapshotLike {
  return { ...snapshotOf(page, kind, `${SITE}/${kind === "home" ? "" : kind}`), url: SITE };
}

export interface Raised {
  type: string;
  importance: ImportanceLevel;
  /** The detector's kind (facts.kind). */
  kind: string;
  description: string;
  text: string;
}

/** Lower case, emphasis marks and thousands separators dropped, whitespace collapsed. */
function matchText(s: string): string {
  // grouping marks dropped before NFKC, which turns the no-break spaces of French and other CLDR formats into plain spaces
  return s
    .replace(/(\d)[,'\u2019\u00a0\u202f](?=\d{3}\b)/g, "$1")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ");
}

/** The changes raised between two versions of a page, with their importance before any learning. */
export function changesBetween(before: string, after: string, kind: PageKind = "pricing"): Raised[] {
  const sa = snapshotOfHtml(before, kind);
  const sb = snapshotOfHtml(after, kind);
  const found = detectChanges(sa, sb);
  if (process.env.STRESS_DEBUG) {
    const md = (s: SnapshotLike) => (kind === "pricing" ? s.extractedData.pricingMarkdown : kind === "features" ? s.extractedData.featuresMarkdown : s.extractedData.markdown);
    console.log(md(sa), "\n----\n", md(sb));
    for (const s of [sa, sb]) console.log(JSON.stringify(s.extractedData.pricingPlans.map((p) => [p.name, p.price, p.currency, p.period, p.unit, p.features])));
    for (const c of found) console.log(c.type, c.facts.kind, c.magnitude, c.description, "\n   OLD:", c.oldContent, "\n   NEW:", c.newContent, "\n   SUP:", JSON.stringify(c.facts.supporting ?? null));
  }
  return found.map((c) => ({
    type: c.type,
    importance: baseImportance(c).level,
    kind: typeof c.facts.kind === "string" ? c.facts.kind : "",
    description: c.description,
    text: matchText([c.description, c.oldContent ?? "", c.newContent ?? "", JSON.stringify(c.facts)].join("\n")),
  }));
}

/** Each item's change (index into `raised`) under a one-to-one matching, or -1 when no change reports it. */
export function matchItems(raised: Raised[], items: TruthItem[]): number[] {
  const has = (c: Raised, t: string) => c.text.includes(matchText(t).trim());
  const reports = (c: Raised, item: TruthItem) =>
    item.mustMention.every((t) => has(c, t)) && (!item.mentionOneOf?.length || item.mentionOneOf.some((t) => has(c, t)));
  const owner: Array<number | null> = items.map(() => null);
  const assign = (i: number, seen: boolean[]): boolean => {
    for (let j = 0; j < items.length; j++) {
      if (seen[j] || !reports(raised[i], items[j])) continue;
      seen[j] = true;
      if (owner[j] === null || assign(owner[j]!, seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < raised.length; i++) assign(i, items.map(() => false));
  return owner.map((i) => i ?? -1);
}

/** What a reader checks of one pair: each item reported by its own change, of its type and importance, and nothing else. */
export function verdict(raised: Raised[], items: TruthItem[]) {
  const owner = matchItems(raised, items);
  return {
    count: raised.length,
    items: items.map((item, k) => {
      const c = owner[k] >= 0 ? raised[owner[k]] : null;
      const importance = c && Array.isArray(item.importance) && item.importance.includes(c.importance) ? item.importance : (c?.importance ?? null);
      return { tokens: item.mustMention.join(" + "), found: !!c, type: c?.type ?? null, importance };
    }),
    unmatched: raised.filter((_, i) => !owner.includes(i)).map((c) => `${c.type}/${c.importance}: ${c.description}`),
  };
}

/** The verdict a reader expects when the detector reports exactly the items. */
export function expected(items: TruthItem[]) {
  return {
    count: items.length,
    items: items.map((item) => ({ tokens: item.mustMention.join(" + "), found: true, type: item.type, importance: item.importance })),
    unmatched: [],
  };
}
