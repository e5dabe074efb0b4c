/**
 * A rewrite itemised by whose limits it changes (issue 22: one change per fact). Limits, quotas and
 * lengths of time are quantities without money: a number with the noun it counts ("Max 5 members per
 * project", "Up to 1 GB of disk", "30-day history"). The blocks of one pricing-page copy edit are
 * grouped by the block they hang under (a plan's lead-in line or sub-heading, as priced-groups.ts
 * groups them); when the list items of two or more groups change the quantities they state (one comes,
 * goes or is replaced), each such group is one change, named by what it hangs under — the lead-in and
 * the heading above it — and the edit's other blocks stay one change. A group taken out whole whose
 * quantities all still stand elsewhere on the page says no limit went, and stays with the rest.
 * Money is left to the priced groups; a calendar date or a year is no quantity (CLDR month names of the
 * runtime's locale and English via Intl.DateTimeFormat). A quantity's noun is read as its CLDR unit
 * where it is one (duration-words.ts for time; Intl.NumberFormat's byte units), so "30 days", "30-day"
 * and "30 Tage" are one length, "2 GB" and "2 gigabytes" one size.
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { findMoney } from "@/lib/pricing/money-parse";
import { asEdit, groupsOf, restOf, type Group } from "./priced-groups";
import { durationNoun } from "./duration-words";

/** A number and the word right after it (a hyphen or space between): "5 members", "1 GB", "30-day". */
const QUANTITY = /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)[\s\u00a0-]?(\p{L}[\p{L}\p{M}]*)/gu;

let months: Set<string> | null = null;
let bytes: Map<string, string> | null = null;

// Bytes before bits: lower-cased, "GB" (gigabyte) and "Gb" (gigabit) are one word, and pages mean bytes.
const BYTE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte", "bit", "kilobit", "megabit", "gigabit", "terabit"];

/** The words of the byte units in CLDR, short and long, in English and the runtime's locale ("GB", "gigabytes"). */
function byteUnit(word: string): string | null {
  if (!bytes) {
    bytes = new Map();
    for (const locale of ["en", undefined]) {
      for (const unit of BYTE_UNITS) {
        for (const unitDisplay of ["short", "long"] as const) {
          const f = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay });
          for (const n of [1, 2]) {
            const noun = f.formatToParts(n).filter((p) => p.type === "unit").map((p) => p.value).join("").toLowerCase();
            if (noun && !bytes.has(noun)) bytes.set(noun, unit);
          }
        }
      }
    }
  }
  return bytes.get(word) ?? null;
}

/** Month names, full and short, as CLDR writes them for the runtime's locale and English. */
function monthNames(): Set<string> {
  if (months) return months;
  months = new Set();
  for (const locale of [undefined, "en"]) {
    for (const month of ["long", "short"] as const) {
      const f = new Intl.DateTimeFormat(locale, { month, timeZone: "UTC" });
      for (let m = 0; m < 12; m++) months.add(f.format(new Date(Date.UTC(2000, m, 15))).toLowerCase().replace(/\.$/, ""));
    }
  }
  return months;
}

/** The text with its money amounts blanked: their figures are prices, not limits. */
function withoutMoney(text: string): string {
  let out = text;
  for (const m of findMoney(text)) out = out.slice(0, m.index) + " ".repeat(m.raw.length) + out.slice(m.index + m.raw.length);
  return out;
}

/** The quantities a text states, normalised ("5 members", "1 gigabyte", "30 day"): no money, no dates. */
export function quantitiesIn(text: string): string[] {
  const plain = withoutMoney(text);
  const names = monthNames();
  const out: string[] = [];
  for (const m of plain.matchAll(QUANTITY)) {
    const [num, word] = [m[1], m[2].toLowerCase()];
    if (names.has(word)) continue;
    // "July 3, 2023": the figures after a month name are a day and a year.
    const before = plain.slice(0, m.index).trim().split(/\s+/).slice(-2).map((w) => w.toLowerCase().replace(/[.,]$/, ""));
    if (before.some((w) => names.has(w))) continue;
    out.push(`${num.replace(",", ".")} ${durationNoun(word) ?? byteUnit(word) ?? word}`);
  }
  return out;
}

const listed = (xs: PageBlock[]) => xs.filter((x) => x.kind === "item");
const stated = (xs: PageBlock[]) => listed(xs).flatMap((x) => quantitiesIn(x.text)).sort().join("|");

/** A heading or lead-in's text without the colon that introduces its list. */
const bare = (t: string) => t.replace(/\s*[:：]\s*$/, "");

/** What a group hangs under, in words: its lead-in, after the heading above it ("Pro · Limits"). */
function ownerOf(g: Group, a: PageBlock[], b: PageBlock[]): string | null {
  const blocks = g.key.startsWith("o") ? a : b;
  const at = Number(g.key.slice(1));
  if (!Number.isInteger(at) || !blocks[at]) return null;
  const lead = blocks[at];
  const head = lead.kind === "heading" ? null : lead.parent !== null ? blocks[lead.parent] : null;
  const parts = [head, lead].filter((x): x is PageBlock => x !== null && x.text.length <= 60).map((x) => bare(x.text));
  return parts.length ? parts.join(" · ") : null;
}

/** The edit split into one edit per group whose listed quantities changed, plus one for the rest; null when it stays whole. */
export function splitQuantityGroups(e: CopyEdit, a: PageBlock[], b: PageBlock[]): CopyEdit[] | null {
  const groups = groupsOf(e, a, b);
  const changing = groups.filter((g) => g.key !== "nnull" && g.key !== "onull" && stated(g.before) !== stated(g.after));
  if (changing.length < 2) return null;
  const pageB = new Set(b.flatMap((x) => quantitiesIn(x.text)));
  // A group taken out whole while every quantity it stated still stands on the page says no limit went.
  const explained = (g: Group) => !g.after.length && listed(g.before).every((x) => quantitiesIn(x.text).every((q) => pageB.has(q)));
  const limits = changing.filter((g) => !explained(g));
  if (limits.length < 2) return null;
  const out: CopyEdit[] = limits.map((g) => ({ ...asEdit(g.before, g.after, g.pairs), limits: ownerOf(g, a, b) ?? "" }));
  const left = restOf(e, groups.filter((g) => !limits.includes(g)));
  return left ? [...out, left] : out;
}
