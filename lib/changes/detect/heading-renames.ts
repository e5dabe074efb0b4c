/**
 * A pricing-page section renamed (issue 22: a renamed plan is a rename, not a removal plus an
 * addition): a heading edited in place where a word of it is replaced by another ("Starter Plan" →
 * "Trial Plan") is only rewording of the heading, unless the page renames the thing throughout —
 * the same words replaced by the same words in another block too (the section's own sentences,
 * a mention elsewhere). Then what the heading names was renamed: a plan or offer of the pricing
 * page, one change, `plan_renamed`, and the section list's "1 added, 1 removed" is the same edit.
 * The new words must be a name there (written with a capital where no sentence starts, "the Trial
 * plan"): a heading reworded alone ("Questions" → "Common questions"), or with the same common word
 * replaced in its text ("Running machines" → "Started machines"), stays what it was.
 */
import { normWords } from "@/lib/norm-text";
import { wordsChanged } from "./text-compare";
import { kindOf, pageOf, strings } from "./merge-copy";
import { namesOfBlocks } from "./fact-keeping";
import type { DetectedChange } from "./types";



/** The words a pair of texts took out and put in. */
const replaced = (before: string, after: string) => wordsChanged(normWords(before), normWords(after));

/** A copy edit of the pricing page that puts nothing in or out, only edits blocks in place. */
const inPlace = (e: DetectedChange) =>
  pageOf(e) === "pricing" && ["copy_changed", "plan_terms_changed"].includes(kindOf(e)) && Number(e.facts.pairedOnly) === 1 && strings(e.facts.blocksBefore).length === strings(e.facts.blocksAfter).length;

/** A heading renamed in place: old and new wording, and the words replaced. */
interface Rename {
  from: string;
  to: string;
  gone: string[];
  come: string[];
  edit: DetectedChange;
}

function headingRenames(e: DetectedChange): Rename[] {
  const heads = new Set(strings(e.facts.headings));
  const [before, after] = [strings(e.facts.blocksBefore), strings(e.facts.blocksAfter)];
  const out: Rename[] = [];
  before.forEach((from, k) => {
    const to = after[k];
    if (!heads.has(from) || !heads.has(to)) return;
    const { gone, come } = replaced(from, to);
    // A word replaced while the heading keeps others: not a heading that only gained or lost words, nor one rewritten.
    const kept = normWords(from).length - gone.length;
    if (gone.length && come.length && kept > 0 && gone.length <= kept) out.push({ from, to, gone, come, edit: e });
  });
  return out;
}

/** Does a pair of blocks replace the rename's words (its old words gone, its new ones come)? */
const carries = (r: Rename, before: string, after: string) => {
  const { gone, come } = replaced(before, after);
  return r.gone.every((w) => gone.includes(w)) && r.come.every((w) => come.includes(w));
};

/**
 * The pricing page's sections renamed throughout (see the file comment), each as one change, from the
 * page's copy edits.
 */
export function sectionRenames(edits: DetectedChange[]): DetectedChange[] {
  const placed = edits.filter(inPlace);
  const out: DetectedChange[] = [];
  for (const r of placed.flatMap(headingRenames)) {
    const elsewhere = placed.flatMap((e) => {
      const [before, after] = [strings(e.facts.blocksBefore), strings(e.facts.blocksAfter)];
      return after.filter((a, k) => before[k] !== r.from && carries(r, before[k], a));
    });
    const names = namesOfBlocks(elsewhere);
    if (!r.come.every((w) => names.has(w))) continue;
    out.push({
      type: "pricing",
      description: `${r.from} renamed to ${r.to}`,
      oldContent: r.from,
      newContent: r.to,
      url: r.edit.url,
      magnitude: 0.3,
      facts: { kind: "plan_renamed", oldName: r.from, newName: r.to, plan: r.to, page: "pricing", section: r.to, headings: [r.from, r.to] },
    });
  }
  return out;
}
