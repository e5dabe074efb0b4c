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
 * The answer key lacks many common spellings (no "US$", "грн", "₽", "lei", "₺", ...), so no ISO answer
 * can be right for about 15% of the cases under the key alone. `currency` therefore also accepts the
 * evaluator's own list of extra spellings below (written for scoring, separate from the product's
 * tables) and successor codes (STN = STD, ...); `currencyKeyOnly` is the figure under the key alone.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parsePriceString } from "../../lib/scan/extract/money";

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
  amountAll: Ratio;
  groups: Record<string, { amount: Ratio; currency: Ratio }>;
  misses: Array<{ raw: string | null; currencyRaw: string | null; expected: { amount: number | null; currency: string | null }; got: { amount: number | null; currency: string | null } }>;
}

/** Common spellings the answer key does not list, by ISO code (scoring only; not the product's table). */
const EXTRA_SPELLINGS: Record<string, string[]> = {
  USD: ["US$", "U$S", "USD$", "dollar", "dollars"],
  AUD: ["A$", "AU $"],
  CAD: ["C$", "CAN$", "CAD$"],
  NZD: ["NZ$"],
  EUR: ["euro", "euros", "Eur"],
  JPY: ["yen", "円"],
  CNY: ["人民币", "人民幣", "元", "RMB", "¥", "圓"],
  TWD: ["NT", "NTD", "元", "圓"],
  HKD: ["圓"],
  RUB: ["₽", "Р", "р", "руб", "рублей"],
  UAH: ["грн", "гривень"],
  BYN: ["руб"],
  RON: ["lei", "leu"],
  MDL: ["lei"],
  TRY: ["₺", "TL"],
  IRR: ["تومان", "ریال", "﷼"],
  INR: ["₹", "र", "रु"],
  NPR: ["रू"],
  AMD: ["֏", "դր"],
  AZN: ["₼", "ман"],
  GEL: ["₾", "ლ", "ლარი", "lari"],
  GHS: ["₵", "GH¢"],
  EGP: ["E£", "£E", "ج.م", "جنيه", "LE"],
  PLN: ["zl", "zł"],
  KES: ["KSh"],
  IQD: ["ع.د", "د.ع"],
  LYD: ["ل.د", "د.ل"],
  JOD: ["د.ا", "دينار أردني"],
  KWD: ["دينار كويتي"],
  MKD: ["ден", "den"],
  MZN: ["MT", "Mt"],
  RWF: ["RF", "R₣", "FRw"],
  AED: ["Dh", "Dhs", "DH", "درهم"],
  MAD: ["Dh", "DH", "درهم"],
  PTE: ["Esc"],
  CVE: ["Esc"],
  CHF: ["SFr", "Fr."],
  VND: ["VNĐ", "đ", "Đ"],
  UZS: ["so'm", "som", "сўм", "сум"],
  KGS: ["som", "сом"],
  BAM: ["КМ", "км"],
  ERN: ["ናቕፋ"],
  SZL: ["E"],
  KZT: ["₸", "тг", "тенге"],
  FRF: ["₣"],
  BGN: ["лв"],
  AWG: ["Afl", "Afl."],
  CDF: ["FC"],
  GBP: ["GGP", "JEP", "IMP"],
};
/** The dinar word alone names several currencies, as "$" does in the key. */
for (const code of ["KWD", "JOD", "BHD", "IQD", "LYD", "TND", "DZD", "RSD"]) (EXTRA_SPELLINGS[code] ??= []).push("دينار");
/** Current codes and the codes they replaced: the same currency. */
const SUCCESSORS: Record<string, string> = { STN: "STD", MRU: "MRO", SLE: "SLL", VES: "VEF", ZMW: "ZMK", BYN: "BYR", ZWL: "ZWD" };

const norm = (s: string) => s.replace(/[\u200e\u200f\u061c\s]/g, "").replace(/^\.+|\.+$/g, "").toLowerCase();

function currencyRight(got: string | null, expected: string, key: Record<string, string[]>, extras: boolean): boolean {
  if (!got) return false;
  const want = norm(expected);
  if (norm(got) === want) return true;
  const codes = [got, ...(extras && SUCCESSORS[got] ? [SUCCESSORS[got]] : [])];
  return codes.some((code) => [...(key[code] ?? []), ...(extras ? EXTRA_SPELLINGS[code] ?? [] : [])].some((s) => norm(s) === want));
}

const amountRight = (got: number | null, want: number | null) => (want === null ? got === null : got !== null && Math.abs(got - want) < 1e-6);

/** Scores a price-string parser on `<folder>/price-parser/cases.json` (folder = an `extract/` folder). */
export function evalPriceStrings(folder: string, parse: Parse = parsePriceString): PriceStringsResult {
  const dir = path.join(folder, "price-parser");
  const cases = JSON.parse(readFileSync(path.join(dir, "cases.json"), "utf8")) as Case[];
  const key = JSON.parse(readFileSync(path.join(dir, "currencies.json"), "utf8")) as Record<string, string[]>;
  const r: PriceStringsResult = { total: cases.length, withCurrency: 0, amount: [0, 0], currency: [0, 0], currencyKeyOnly: [0, 0], amountAll: [0, 0], groups: {}, misses: [] };
  for (const c of cases) {
    const got = c.price_raw === null ? { amount: null, currency: null } : parse(c.price_raw, c.currency_raw);
    const g = (r.groups[c.group] ??= { amount: [0, 0], currency: [0, 0] });
    const aOk = amountRight(got.amount, c.amount_float);
    r.amountAll[1]++;
    if (aOk) r.amountAll[0]++;
    let cOk = true;
    if (c.currency !== null) {
      r.withCurrency++;
      cOk = currencyRight(got.currency, c.currency, key, true);
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
      if (currencyRight(got.currency, c.currency, key, false)) r.currencyKeyOnly[0]++;
    }
    if (!aOk || !cOk) r.misses.push({ raw: c.price_raw, currencyRaw: c.currency_raw, expected: { amount: c.amount_float, currency: c.currency }, got });
  }
  return r;
}

const pct = ([n, d]: Ratio) => (d ? `${((100 * n) / d).toFixed(1)}%` : "–");
const cell = (x: Ratio) => `${pct(x)} (${x[0]}/${x[1]})`.padEnd(18);

/** A short per-group table and the overall line. */
export function printPriceStrings(r: PriceStringsResult): void {
  console.log(`${"group".padEnd(40)}${"amount".padEnd(18)}currency`);
  for (const [name, g] of Object.entries(r.groups)) console.log(`${name.padEnd(40)}${cell(g.amount)}${cell(g.currency)}`);
  console.log(
    `Price strings: amount ${pct(r.amount)} (${r.amount[0]}/${r.amount[1]}), currency ${pct(r.currency)} (${r.currency[0]}/${r.currency[1]}; ` +
      `answer key alone ${pct(r.currencyKeyOnly)}) on ${r.withCurrency} strings with a currency; all strings amount ${pct(r.amountAll)} (${r.amountAll[0]}/${r.amountAll[1]})`,
  );
}
