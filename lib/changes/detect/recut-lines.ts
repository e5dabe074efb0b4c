/**
 * Lines joined into one or cut into several that state the same thing (a plan card's "20 projects",
 * "5 seats" → "20 projects and 5 seats", or back): the same figures, and the same words on both sides
 * but for at most one joining word per line gained or lost, which is no figure, no name (a capital)
 * and no negation. The card is re-cut; no fact changed (issue 22 point 3). Read from the lines'
 * structure and grammar only.
 */
import { NEGATIONS } from "./fact-keeping";

/** Words as written, punctuation around them dropped. */
const wordsOf = (xs: string[]) => xs.flatMap((x) => x.split(/\s+/)).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")).filter(Boolean);

/** Are `after` the lines `before` joined or cut, stating the same (see the file comment)? */
export function recutLines(before: string[], after: string[]): boolean {
  if (!before.length || !after.length || before.length === after.length) return false;
  const [a, b] = [wordsOf(before), wordsOf(after)];
  const figures = (ws: string[]) => ws.filter((w) => /\d/.test(w)).sort().join(" ");
  if (figures(a) !== figures(b)) return false;
  const [sa, sb] = [new Set(a.map((w) => w.toLowerCase())), new Set(b.map((w) => w.toLowerCase()))];
  const extra = [...a, ...b].filter((w) => !sa.has(w.toLowerCase()) || !sb.has(w.toLowerCase()));
  return extra.length <= Math.abs(before.length - after.length) && extra.every((w) => !/\d/.test(w) && !/^\p{Lu}/u.test(w) && !NEGATIONS.has(w.toLowerCase()));
}
