/**
 * Price-string evaluation: runs parsePriceString on the real-world price strings
 * (`<extract folder>/price-parser/cases.json`) and scores amount and currency.
 *
 * Scoring. Amount: right when |got − expected| < 1e-6 (null must give null). Currency: scored on the
 * cases whose expected currency text is non-null; the answer (an ISO code) is right when it equals the
 * expected text or the answer key (`currencies.json`, ISO code → spellings) lists the expected text
 * under that code. Spellings are compared after removing bidi marks, spaces, surrounding dots and case
 * ("ج.م" = "ج.م.\u200f", "CHf" = "CHF", "AU $" = "AU$").
 *
 * The answer key lacks many common spellings (no "US$", "₽", "lei", ...), so no ISO answer can be right
 * for about 15% of the cases under the key alone. `currency` therefore also accepts the spellings of the
 * code in Unicode CLDR as Node's Intl gives them (lib/pricing/currency-cldr.ts with every language:
 * the code, symbols and narrow symbols in every language, display names in every language, counted names
 * such as "Swiss francs"; not the nouns or "AUD$" forms the product infers from them);
 * `currencyKeyOnly` is the figure under the key alone. No spelling is taken from the cases.
 *
 * Under the key alone about a fifth of the check part's strings cannot be scored right by any ISO answer:
 * their expected spelling ("US$", "₽", "грн.") is listed under no code in the key. `currencyKeyDecidable`
 * is the key-alone figure on the strings it can decide (those listed, or answered right), and
 * `currencyDecidable` the key + CLDR figure on the strings either can decide; each part's ceiling for
 * `currencyKeyOnly` / `currency` is that denominator's share of all strings with a currency.
 *
 * Cases are split into a tune and a check part (scripts/eval/split.ts), each case its own source.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parsePriceString } from "@/lib/pricing/money-parse";
import { cldrSpellings } from "@/lib/pricing/currency-cldr";
import { checkSources, type Part } from "./split";

interface Case {
  price_raw: string | null;
  currency_raw: string | null;
  amount_float: number | null;
  currency: string | null;
  group: string;
}

type Ratio = [number, number];
type Parse = (raw: string, hint?: string | null) => { amount: number | null; currency: string | null };

export interface PriceStringsResult {
  total: number;
  withCurrency: number;
  amount: Ratio;
  currency: Ratio;
  /** Currency under the answer key's spellings only (no evaluator extras). */
  currencyKeyOnly: Ratio;
  /**
   * Currency under the key alone on the strings the key can decide: those whose expected spelling is an
   * ISO code or is listed under some code in the key. For the others ("US$", "₽", "грн.") no ISO answer
   * can be right under the key alone, so `currencyKeyOnly` cannot exceed decidable / all.
   */
  currencyKeyDecidable: Ratio;
  /** The same on the strings the key or CLDR can decide (the ceiling of `currency` is their share). */
  currencyDecidable: Ratio;
  amountAll: Ratio;
  groups: Record<string, { amount: Ratio; currency: Ratio }>;
  part: Part;
  misses: Array<{ raw: string | null; currencyRaw: string | null; expected: { amount: number | null; currency: string | null }; got: { amount: number | null; currency: string | null } }>;
}

/** Lower-cased, spaces and bidi marks removed, surrounding dots dropped. */
const normSpelling = (s: string) => s.replace(/[\u200e\u200f\u061c\s]/g, "").replace(/^\.+|\.+$/g, "").toLowerCase();

/** ISO code → normalised CLDR spellings (CLDR's own text only). */
function cldrByCode(): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>(Intl.supportedValuesOf("currency").map((c) => [c, new Set([normSpelling(c)])]));
  for (const s of cldrSpellings(true)) if (!s.derived) map.get(s.code)?.add(normSpelling(s.text));
  return map;
}

function currencyRight(got: string | null, expected: string, key: Record<string, string[]>, cldr: Map<string, Set<string>> | null): boolean {
  if (!got) return false;
  const want = normSpelling(expected);
  if (normSpelling(got) === want) return true;
  return (key[got] ?? []).some((s) => normSpelling(s) === want) || (cldr?.get(got)?.has(want) ?? false);
}

/** Whether some ISO answer could be right: the expected spelling is a code or is listed under one (or the answer was right). */
function decidable(expected: string, key: Record<string, string[]>, cldr: Map<string, Set<string>> | null): boolean {
  const want = normSpelling(expected);
  if (cldr?.has(want.toUpperCase()) || want.toUpperCase() in key) return true;
  return Object.values(key).some((list) => list.some((s) => normSpelling(s) === want)) || [...(cldr?.values() ?? [])].some((set) => set.has(want));
}

const amountRight = (got: number | null, want: number | null) => (want === null ? got === null : got !== null && Math.abs(got - want) < 1e-6);

/** Scores a price-string parser on `<folder>/price-parser/cases.json` (folder = an `extract/` folder). */
const caseSource = (c: Case) => JSON.stringify([c.group, c.price_raw, c.currency_raw]);

/** Scores a price-string parser on one part of `<folder>/price-parser/cases.json` (folder = an `extract/` folder). */
export function evalPriceStrings(folder: string, part: Part, parse: Parse = parsePriceString): PriceStringsResult {
  const dir = path.join(folder, "price-parser");
  const all = JSON.parse(readFileSync(path.join(dir, "cases.json"), "utf8")) as Case[];
  const check = checkSources(all.map(caseSource));
  const cases = all.filter((c) => check.has(caseSource(c)) === (part === "check"));
  const key = JSON.parse(readFileSync(path.join(dir, "currencies.json"), "utf8")) as Record<string, string[]>;
  const cldr = cldrByCode();
  const r: PriceStringsResult = { total: cases.length, withCurrency: 0, amount: [0, 0], currency: [0, 0], currencyKeyOnly: [0, 0], currencyKeyDecidable: [0, 0], currencyDecidable: [0, 0], amountAll: [0, 0], groups: {}, part, misses: [] };
  for (const c of cases) {
    const got = c.price_raw === null ? { amount: null, currency: null } : parse(c.price_raw, c.currency_raw);
    const g = (r.groups[c.group] ??= { amount: [0, 0], currency: [0, 0] });
    const aOk = amountRight(got.amount, c.amount_float);
    r.amountAll[1]++;
    if (aOk) r.amountAll[0]++;
    let cOk = true;
    if (c.currency !== null) {
      r.withCurrency++;
      cOk = currencyRight(got.currency, c.currency, key, cldr);
      r.amount[1]++;
      r.currency[1]++;
      r.currencyKeyOnly[1]++;
      g.amount[1]++;
      g.currency[1]++;
      if (aOk) {
        r.amount[0]++;
        g.amount[0]++;
      }
      if (cOk) {
        r.currency[0]++;
        g.currency[0]++;
      }
      const keyOk = currencyRight(got.currency, c.currency, key, null);
      if (keyOk) r.currencyKeyOnly[0]++;
      if (keyOk || decidable(c.currency, key, null)) {
        r.currencyKeyDecidable[1]++;
        if (keyOk) r.currencyKeyDecidable[0]++;
      }
      if (cOk || decidable(c.currency, key, cldr)) {
        r.currencyDecidable[1]++;
        if (cOk) r.currencyDecidable[0]++;
      }
    }
    if (!aOk || !cOk) r.misses.push({ raw: c.price_raw, currencyRaw: c.currency_raw, expected: { amount: c.amount_float, currency: c.currency }, got });
  }
  return r;
}

const pct = ([n, d]: Ratio) => (d ? `${((100 * n) / d).toFixed(1)}%` : "–");
const cell = (x: Ratio) => `${pct(x)} (${x[0]}/${x[1]})`.padEnd(18);

/** For the tune part a per-group table (and every miss when verbose); then the part's line. */
export function printPriceStrings(r: PriceStringsResult, verbose = false): void {
  if (r.part === "tune") {
    console.log(`${"group (tune part)".padEnd(40)}${"amount".padEnd(18)}currency`);
    for (const [name, g] of Object.entries(r.groups)) console.log(`${name.padEnd(40)}${cell(g.amount)}${cell(g.currency)}`);
    if (verbose) for (const m of r.misses) console.log(`    · ${JSON.stringify(m.raw)} (${JSON.stringify(m.currencyRaw)}): ${JSON.stringify(m.got)} ≠ ${JSON.stringify(m.expected)}`);
  }
  console.log(
    `Price strings, ${r.part} part: amount ${pct(r.amount)} (${r.amount[0]}/${r.amount[1]}), currency ${pct(r.currency)} (${r.currency[0]}/${r.currency[1]}; ` +
      `answer key alone ${pct(r.currencyKeyOnly)}, key + CLDR above) on ${r.withCurrency} strings with a currency; all strings amount ${pct(r.amountAll)} (${r.amountAll[0]}/${r.amountAll[1]})`,
  );
  console.log(
    `  currency where an ISO answer can be right: answer key alone ${pct(r.currencyKeyDecidable)} (${r.currencyKeyDecidable[0]}/${r.currencyKeyDecidable[1]} strings whose spelling the key lists), ` +
      `key + CLDR ${pct(r.currencyDecidable)} (${r.currencyDecidable[0]}/${r.currencyDecidable[1]}); the other strings' spellings are in neither, so no ISO code is scored right on them`,
  );
}
