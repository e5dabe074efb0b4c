/**
 * Word-level diff of a baseline and a current text, for the side-by-side view of a change.
 *
 * Texts are split into words, single punctuation marks and whitespace runs; the common prefix and
 * suffix are taken off, and the middle is compared by jsdiff (`diffArrays`, Myers' O(ND) algorithm)
 * over those tokens. Whitespace runs compare equal to each other (a re-wrapped paragraph is not a
 * change) unless one holds a line break and the other does not. Short unchanged gaps (whitespace only) between two edits are folded
 * into the edit so the result reads as phrases, not confetti. When the texts differ too much to
 * compare cheaply, the differing middle is reported as one removal and one addition.
 */

import { diffArrays } from "diff";

export type DiffKind = "equal" | "removed" | "added";

export interface DiffPart {
  kind: DiffKind;
  /** The text on the side it belongs to (for `equal`, the current text). */
  text: string;
  /** For `equal` parts: the baseline's text, which may differ from `text` in whitespace only. */
  oldText?: string;
}

export interface WordDiff {
  parts: DiffPart[];
  /** Words (not whitespace or punctuation) removed from and added to the baseline. */
  removedWords: number;
  addedWords: number;
  /** True when the texts were too different and the middle was not compared word by word. */
  coarse: boolean;
}

/** Edit distance above which the comparison gives up (keeps the work well under a frame). */
export const MAX_EDITS = 1_200;

const TOKEN = /[\p{L}\p{N}_'’]+|\s+|[^\p{L}\p{N}_\s]/gu;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

function isSpace(token: string): boolean {
  return /^\s+$/.test(token);
}

function key(token: string): string {
  if (!isSpace(token)) return token;
  return token.includes("\n") ? "\n" : " ";
}

function isWord(token: string): boolean {
  return /[\p{L}\p{N}]/u.test(token);
}

function push(parts: DiffPart[], kind: DiffKind, text: string, oldText?: string): void {
  if (!text && !oldText) return;
  const prev = parts[parts.length - 1];
  if (prev && prev.kind === kind) {
    prev.text += text;
    if (kind === "equal") prev.oldText = (prev.oldText ?? "") + (oldText ?? "");
    return;
  }
  parts.push(kind === "equal" ? { kind, text, oldText: oldText ?? text } : { kind, text });
}

/**
 * Folds whitespace-only equal gaps that sit between edits into those edits, and orders each run of
 * edits as one removal followed by one addition.
 */
function tidy(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let i = 0;
  while (i < parts.length) {
    if (parts[i].kind === "equal") {
      push(out, "equal", parts[i].text, parts[i].oldText);
      i++;
      continue;
    }
    let removed = "";
    let added = "";
    let j = i;
    while (j < parts.length) {
      const p = parts[j];
      if (p.kind === "removed") removed += p.text;
      else if (p.kind === "added") added += p.text;
      else if (isSpace(p.text) && j + 1 < parts.length && parts[j + 1].kind !== "equal" && (removed || added)) {
        removed += p.oldText ?? p.text;
        added += p.text;
      } else break;
      j++;
    }
    // Folded whitespace alone is not an edit: keep it unmarked on the side that has nothing else.
    const removedReal = removed.trim() !== "";
    const addedReal = added.trim() !== "";
    if (!removedReal && removed) push(out, "equal", "", removed);
    if (!addedReal && added) push(out, "equal", added, "");
    if (removedReal) out.push({ kind: "removed", text: removed });
    if (addedReal) out.push({ kind: "added", text: added });
    i = j;
  }
  return out;
}

/** The word diff of `before` (baseline) and `after` (current). Null/undefined count as empty. */
export function diffWords(before: string | null | undefined, after: string | null | undefined, maxEdits = MAX_EDITS): WordDiff {
  const a = tokenize(before ?? "");
  const b = tokenize(after ?? "");
  let start = 0;
  while (start < a.length && start < b.length && key(a[start]) === key(b[start])) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && key(a[endA - 1]) === key(b[endB - 1])) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const raw: DiffPart[] = [];
  for (let i = 0; i < start; i++) push(raw, "equal", b[i], a[i]);

  // jsdiff rather than its diffWords: that one keeps only the current text's spacing in unchanged
  // parts (the baseline side could not be rebuilt) and splits non-Latin words into letters.
  const ops = midA.length && midB.length
    ? diffArrays(midA.map(key), midB.map(key), { maxEditLength: maxEdits })
    : undefined;
  if (ops) {
    let x = 0;
    let y = 0;
    for (const op of ops) {
      const n = op.count;
      if (op.added) push(raw, "added", midB.slice(y, (y += n)).join(""));
      else if (op.removed) push(raw, "removed", midA.slice(x, (x += n)).join(""));
      else for (let i = 0; i < n; i++) push(raw, "equal", midB[y++], midA[x++]);
    }
  } else {
    push(raw, "removed", midA.join(""));
    push(raw, "added", midB.join(""));
  }
  const coarse = !ops && midA.length > 0 && midB.length > 0;
  for (let i = 0; i < a.length - endA; i++) push(raw, "equal", b[endB + i], a[endA + i]);

  const parts = tidy(raw);
  let removedWords = 0;
  let addedWords = 0;
  for (const p of parts) {
    const words = tokenize(p.text).filter(isWord).length;
    if (p.kind === "removed") removedWords += words;
    else if (p.kind === "added") addedWords += words;
  }
  return { parts, removedWords, addedWords, coarse };
}

/** The baseline side: equal and removed parts (it reproduces `before` exactly). */
export function baselineSide(diff: WordDiff): DiffPart[] {
  return diff.parts.filter((p) => p.kind !== "added").map((p) => (p.kind === "equal" ? { kind: p.kind, text: p.oldText ?? p.text } : p));
}

/** The current side: equal and added parts (it reproduces `after` exactly). */
export function currentSide(diff: WordDiff): DiffPart[] {
  return diff.parts.filter((p) => p.kind !== "removed").map((p) => (p.kind === "equal" ? { kind: p.kind, text: p.text } : p));
}
