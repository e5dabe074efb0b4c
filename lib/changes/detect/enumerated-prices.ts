/**
 * Priced members of an enumeration in one sentence (issue 22: one change per fact). A sentence can
 * list several offers, each with its own amount: "a Basic (€9/month), Plus (€19/month) or Studio
 * (from €49/month) subscription". An edit that brings, drops or reprices members of such a list holds
 * one fact per member, not one edit.
 *
 * A sentence is an enumeration when each of its money amounts (lib/pricing's findMoney, CLDR) is
 * preceded by a short name of its own: the text between one member's amount and the next amount,
 * cut at the list's separators (punctuation, and the list conjunctions of the locales the runtime
 * knows, from Intl.ListFormat), is the next member's name. The members are written alike: each amount
 * in parentheses after its name, or each right after its name. The first member's name is cut from
 * the sentence's lead-in to as many words as the longest other name.
 *
 * Members are matched by name between the edit's changed sentences; a member whose amount came, went
 * or changed is a fact. A sentence whose only change is its members (the same words around the list)
 * leaves the edit; any other changed sentence stays in the edit's prose, without the amounts the
 * member facts report.
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { blockKey, moneyIn } from "./copy-blocks";
import { findMoney } from "@/lib/pricing/money-parse";
import { changedWords } from "./rate-facts";
import { narrowed, sentencesOf, unmatched, type Sentence } from "./sentence-facts";

export interface Member {
  name: string;
  /** The amount as written, with what its parentheses say around it ("from €49/month"). */
  amount: string;
  /** The amount normalised ("EUR 49"). */
  money: string;
  /** Where the member's name starts and its amount ends in the sentence. */
  start: number;
  end: number;
}

export interface MemberDiff {
  before: { sentence: Sentence; member: Member } | null;
  after: { sentence: Sentence; member: Member } | null;
}

/** Longest name a member may have, in words: past this the text before an amount is prose, not a name. */
const MAX_NAME_WORDS = 4;

let conjunctions: Set<string> | null = null;

/** The words that join the last two items of a list, in every locale Intl.ListFormat has data for. */
function listWords(): Set<string> {
  if (conjunctions) return conjunctions;
  const codes: string[] = [];
  for (let i = 97; i < 123; i++) for (let j = 97; j < 123; j++) codes.push(String.fromCharCode(i, j));
  const words = new Set<string>();
  for (const locale of Intl.ListFormat.supportedLocalesOf(codes)) {
    for (const type of ["conjunction", "disjunction"] as const) {
      const parts = new Intl.ListFormat(locale, { type }).formatToParts(["x", "y", "z"]);
      // Only words standing between spaces: a conjunction written inside a word (no spaces) cannot be cut at.
      for (const p of parts) if (p.type === "literal" && /^\P{L}*\s\p{L}+\s$/u.test(p.value)) words.add(p.value.trim().replace(/^\P{L}+/u, "").toLowerCase());
    }
  }
  return (conjunctions = words);
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const normal = (m: { currency: string; amount: number }) => `${m.currency} ${Math.round(m.amount * 1e6) / 1e6}`;

const SEPARATOR = /^\s*[,;、，；]/;

/**
 * A member's name from the text between the previous member and its amount: that text is a list
 * separator (punctuation, a list conjunction or both) and the name, nothing else; null when it is not.
 * The first member's name is what follows the sentence's last separator before its amount.
 */
function nameIn(between: string, first: boolean): string | null {
  let rest = between;
  if (first) rest = rest.split(/[,;、，；]/).pop() ?? "";
  const punct = SEPARATOR.test(rest);
  rest = rest.replace(SEPARATOR, "");
  if (!first && /[,;、，；]/.test(rest)) return null;
  const ws = words(rest.replace(/[\s:=\-–—]+$/u, ""));
  const joined = ws.length > 1 && listWords().has(ws[0].toLowerCase());
  if (joined) ws.shift();
  if (!first && !punct && !joined) return null;
  return ws.join(" ");
}

/** The enumerated priced members of a sentence, or null when it is no such list (see the file comment). */
export function membersOf(text: string): Member[] | null {
  const money = findMoney(text);
  if (money.length < 2) return null;
  const spans = money.map((m, k) => {
    const open = text.lastIndexOf("(", m.index);
    const close = text.indexOf(")", m.index);
    const inParens = open >= 0 && close > 0 && !text.slice(open, m.index).includes(")") && !text.slice(m.index, close).includes("(") && money.every((o, n) => n === k || o.index < open || o.index > close);
    if (inParens) return { nameEnd: open, end: close + 1, amount: text.slice(open + 1, close).trim(), inParens };
    const unit = /^\s*\/\s*\p{L}+/u.exec(text.slice(m.index + m.raw.length))?.[0] ?? "";
    return { nameEnd: m.index, end: m.index + m.raw.length + unit.length, amount: `${m.raw}${unit.replace(/\s+/g, "")}`, inParens };
  });
  if (spans.some((s) => s.inParens !== spans[0].inParens)) return null;
  const found = spans.map((s, k) => nameIn(text.slice(k ? spans[k - 1].end : 0, s.nameEnd), k === 0));
  if (found.some((n) => n === null)) return null;
  const names = found as string[];
  const longest = Math.max(...names.slice(1).map((n) => words(n).length));
  names[0] = words(names[0]).slice(-longest).join(" ");
  // A word every name ends with ("Basic at", "Plus at") joins name and amount: it is no part of the names.
  while (names.every((n) => words(n).length > 1 && words(n).at(-1)!.toLowerCase() === words(names[0]).at(-1)!.toLowerCase())) {
    for (let k = 0; k < names.length; k++) names[k] = words(names[k]).slice(0, -1).join(" ");
  }
  const keys = names.map(blockKey);
  if (keys.some((k) => !k || /\d/.test(k)) || new Set(keys).size !== keys.length) return null;
  if (names.some((n) => words(n).length > MAX_NAME_WORDS)) return null;
  return spans.map((s, k) => ({ name: names[k], amount: s.amount, money: normal(money[k]), start: text.lastIndexOf(names[k], s.nameEnd), end: s.end }));
}

/** A sentence's words around its list: the text with its members taken out. */
function frame(s: Sentence, members: Member[]): string {
  let text = s.text;
  for (const m of [...members].sort((x, y) => y.start - x.start)) text = text.slice(0, Math.max(0, m.start)) + " " + text.slice(m.end);
  return blockKey(text);
}

/** Removes one occurrence of each of `drop` from `xs`. */
function without(xs: string[], drop: string[]): string[] {
  const left = [...drop];
  return xs.filter((x) => {
    const k = left.indexOf(x);
    if (k >= 0) left.splice(k, 1);
    return k < 0;
  });
}

/**
 * The edit's enumerated members that came, went or changed, and the edit without them (see the file
 * comment); null when no changed sentence of the edit lists priced members that changed.
 */
export function splitEnumerations(e: CopyEdit, a: PageBlock[], b: PageBlock[]): { diffs: MemberDiff[]; rest: CopyEdit | null } | null {
  const prose = (xs: PageBlock[]) => xs.filter((x) => x.kind === "para" || x.kind === "item");
  const before = prose(e.before).flatMap(sentencesOf);
  const after = prose(e.after).flatMap(sentencesOf);
  const gone = unmatched(before, after).map((s) => ({ s, members: membersOf(s.text) }));
  const come = unmatched(after, before).map((s) => ({ s, members: membersOf(s.text) }));
  if (!gone.some((x) => x.members) && !come.some((x) => x.members)) return null;
  const byName = (xs: typeof gone) => {
    const m = new Map<string, { sentence: Sentence; member: Member }>();
    for (const x of xs) for (const member of x.members ?? []) if (!m.has(blockKey(member.name))) m.set(blockKey(member.name), { sentence: x.s, member });
    return m;
  };
  const [was, is] = [byName(gone), byName(come)];
  // An amount that stood elsewhere on the other version is no new or dropped price, only a mention of it.
  const pageA = new Set(a.flatMap((x) => x.money));
  const pageB = new Set(b.flatMap((x) => x.money));
  const diffs: MemberDiff[] = [];
  for (const key of new Set([...was.keys(), ...is.keys()])) {
    const [o, n] = [was.get(key) ?? null, is.get(key) ?? null];
    if (o && n ? o.member.money === n.member.money : n ? pageA.has(n.member.money) : pageB.has(o!.member.money)) continue;
    diffs.push({ before: o, after: n });
  }
  if (!diffs.length) return null;
  // Sentences whose words around the list are the same on both sides changed only in their members;
  // a list that came or went whole, each member a fact, is only those facts with their lead-in.
  const explained = new Set<Sentence>();
  for (const g of gone) {
    const twin = g.members && come.find((c) => c.members && !explained.has(c.s) && frame(c.s, c.members) === frame(g.s, g.members!));
    if (twin) explained.add(g.s).add(twin.s);
  }
  const facts = new Set(diffs.flatMap((d) => [d.before?.member, d.after?.member]));
  for (const x of [...gone, ...come]) if (x.members?.every((m) => facts.has(m))) explained.add(x.s);
  const itemised = (side: "before" | "after", block: number) => diffs.flatMap((d) => (d[side]?.sentence.block === block ? [d[side]!.member.money] : []));
  // Paragraphs and items are cut down to their changed sentences left, as sentence-facts.ts does, when
  // a sentence went to the facts; the rest keeps its blocks, without the amounts the facts report.
  const restOf = (xs: PageBlock[], changed: Sentence[], side: "before" | "after") =>
    xs.flatMap((x) => {
      const cut = explained.size && (x.kind === "para" || x.kind === "item") ? narrowed(x, changed.filter((s) => !explained.has(s))) : x;
      return cut ? [{ ...cut, money: without(cut === x ? x.money : moneyIn(cut.text), itemised(side, x.index)) }] : [];
    });
  const restBefore = restOf(e.before, gone.map((g) => g.s), "before");
  const restAfter = restOf(e.after, come.map((c) => c.s), "after");
  const whole = (xs: PageBlock[], i: number) => xs.find((x) => x.index === i)?.text === (xs === restBefore ? a : b)[i].text;
  const pairs = e.pairs.filter(([i, j]) => whole(restBefore, i) && whole(restAfter, j));
  const words = changedWords(restBefore, restAfter, pairs);
  return { diffs, rest: (restBefore.length || restAfter.length) && words > 0 ? { before: restBefore, after: restAfter, pairs, changedWords: words } : null };
}
