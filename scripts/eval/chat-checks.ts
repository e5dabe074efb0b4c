/**
 * Checks on a chat answer: facts it must state (an amount in a currency, a date, a name, a source
 * link, names in an order, a fact on the same line as a name) and facts it must not. Amounts and
 * dates are matched in the usual spellings (€45, 45 €, 45,00 €; Nov 5, 2026, 2026-11-05, 5 Nov).
 */

export interface Check {
  label: string;
  /** true: the fact must be stated; false: it must not be. */
  must: boolean;
  test: (answer: string) => boolean;
}

const reEsc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The answer without the local-analysis footer and markdown emphasis / escapes. */
export function plain(answer: string): string {
  return answer.split("\n---\n_Local analysis")[0].replace(/\\([\\`*_{}[\]<>|~])/g, "$1").replace(/\*\*/g, "");
}

function amountPattern(n: number): string {
  const fixed = Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, "");
  const [int, frac] = fixed.split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, "[,  .]?");
  const decimals = frac ? `[.,]${frac}0?` : "(?:[.,]00)?";
  return `${grouped}${decimals}`;
}

const SYMBOL: Record<string, string> = { USD: "\\$|US\\$", EUR: "€", GBP: "£", AUD: "A\\$|AU\\$" };

/** A regular expression for the amount in the currency, in the usual spellings. */
export function moneyRe(n: number, currency: string): RegExp {
  const a = amountPattern(n);
  const sym = SYMBOL[currency] ?? reEsc(currency);
  return new RegExp(`(?:(?:${sym})\\s?${a}(?![\\d])|(?<![\\d.,])${a}\\s?(?:${sym}|${currency}))`);
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A regular expression for a calendar day (UTC) in the usual spellings. */
export function dateRe(d: Date): RegExp {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  const mon = MONTHS[m].slice(0, 3);
  const iso = `${y}-${String(m + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return new RegExp(`${iso}|${mon}[a-z]*\\.? ${day}(?!\\d)|(?<!\\d)${day} ${mon}`, "i");
}

export const has = (label: string, re: RegExp | string): Check => ({ label, must: true, test: (a) => (typeof re === "string" ? plain(a).toLowerCase().includes(re.toLowerCase()) : re.test(plain(a))) });
export const hasNot = (label: string, re: RegExp | string): Check => ({ label, must: false, test: (a) => (typeof re === "string" ? plain(a).toLowerCase().includes(re.toLowerCase()) : re.test(plain(a))) });
export const money = (n: number, currency: string, what = ""): Check => has(`${what ? `${what} ` : ""}${currency} ${n}`, moneyRe(n, currency));
export const date = (d: Date, what = ""): Check => has(`date ${d.toISOString().slice(0, 10)}${what ? ` (${what})` : ""}`, dateRe(d));
export const names = (...list: string[]): Check[] => list.map((n) => has(`names ${n}`, new RegExp(`\\b${reEsc(n)}\\b`)));
export const source = (host: string): Check => ({ label: `cites a page of ${host}`, must: true, test: (a) => new RegExp(`\\]\\(https?://${reEsc(host)}[^)]*\\)`).test(a) });

/** Facts on one line (a table row or a list item) that also names the competitor. */
export function onLineOf(name: string, label: string, re: RegExp): Check {
  return { label: `${name}: ${label}`, must: true, test: (a) => plain(a).split("\n").some((l) => l.includes(name) && re.test(l)) };
}

/** No line (table row or list item) names the competitor together with the fact. */
export function notOnLineOf(name: string, label: string, re: RegExp): Check {
  return { label: `${name}: ${label}`, must: false, test: (a) => plain(a).split("\n").some((l) => l.includes(name) && re.test(l)) };
}

/** The names appear (first mention) in this order. */
export function inOrder(label: string, list: string[]): Check {
  return {
    label: `order ${label}: ${list.join(" < ")}`,
    must: true,
    test: (a) => {
      const text = plain(a);
      const at = list.map((n) => text.search(new RegExp(`\\b${reEsc(n)}\\b`)));
      return at.every((x) => x >= 0) && at.every((x, i) => i === 0 || at[i - 1] < x);
    },
  };
}

/** Other competitors are not named before the answer has dealt with the one asked about. */
export function focusedOn(name: string, others: string[], chars = 500): Check {
  return {
    label: `focused on ${name} (no other competitor in the first ${chars} characters)`,
    must: true,
    test: (a) => {
      const head = plain(a).slice(0, chars);
      return head.includes(name) && others.every((o) => !new RegExp(`\\b${reEsc(o)}\\b`).test(head));
    },
  };
}

/** Checks every answer gets: no word cut off, a complete last sentence, a source for stated prices. */
export function generalChecks(): Check[] {
  return [
    { label: "no word cut off (letter followed by …)", must: false, test: (a) => /\p{L}…/u.test(plain(a)) },
    {
      label: "ends with a complete sentence, list item or table row",
      must: true,
      test: (a) => {
        const last = plain(a).trimEnd().split("\n").pop() ?? "";
        return /[.!?)|_”"*:]$/.test(last.trim());
      },
    },
    {
      label: "a stated price cites its source",
      must: true,
      test: (a) => !/[$€£]\s?\d/.test(a) || /\]\(https?:\/\//.test(a),
    },
  ];
}
