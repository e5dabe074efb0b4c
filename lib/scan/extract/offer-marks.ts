/**
 * Marks of an offer that is bought once as an item, not subscribed to as a plan: a date or time of
 * its own (an event's ticket, a course's start: a <time> element, a date or time input) or a cart
 * form (a form that posts a quantity: a number input with a submit button).
 *
 * Read before cleaning, which drops <time> elements and inputs: the answer is the set of elements that
 * hold a mark, so that a card found after cleaning can be looked up in it.
 */
import { findAll, findFirst, tagIs, tagOf } from "./dom";
import { escapeRegExp } from "@/lib/regex-escape";

const isTime = tagIs("time");
const isForm = tagIs("form");
const isInput = tagIs("input");
const DATE_INPUT = new Set(["date", "time", "datetime-local"]);
const inputType = (el: Element) => (el.getAttribute("type") ?? "text").toLowerCase();

/** Every element that holds an offer mark (the mark's ancestors, up to the root). */
export function offerHolders(root: Element): Set<Element> {
  const marks = findAll(root, (e) => isTime(e) || (isInput(e) && DATE_INPUT.has(inputType(e))) || (isForm(e) && isCartForm(e)));
  const holders = new Set<Element>();
  for (const mark of marks) {
    for (let cur: Element | null = mark; cur && !holders.has(cur); cur = cur.parentElement) holders.add(cur);
  }
  return holders;
}

/** A form that posts a quantity: a number input and a submit (a button defaults to submit inside a form). */
function isCartForm(form: Element): boolean {
  if ((form.getAttribute("method") ?? "").toLowerCase() !== "post") return false;
  const submits = (e: Element) => (tagOf(e) === "button" && (e.getAttribute("type") ?? "submit").toLowerCase() === "submit") || (isInput(e) && inputType(e) === "submit");
  return !!findFirst(form, (e) => isInput(e) && inputType(e) === "number") && !!findFirst(form, submits);
}

// a day, month and four-digit year in figures ("14.03.2027", "14. 3. 2027", "14/3/2027") or ISO ("2027-03-14")
const DMY_RE = /(?<!\d)(\d{1,2})([./-]) ?(\d{1,2})\2 ?((?:19|20)\d\d)(?!\d)/;
const ISO_RE = /(?<!\d)((?:19|20)\d\d)-(\d\d)-(\d\d)(?!\d)/;

/**
 * A calendar date in the text (an event's day, a course's start): in figures, read by its shape, or with
 * a month named in the page's language (its names from CLDR through Intl), a day and a four-digit year.
 */
export function hasCalendarDate(text: string, lang?: string): boolean {
  const dmy = DMY_RE.exec(text);
  if (dmy && isDayMonth(+dmy[1], +dmy[3])) return true;
  const iso = ISO_RE.exec(text);
  if (iso && isDayMonth(+iso[3], +iso[2])) return true;
  const named = lang ? namedDateRe(lang) : null;
  return !!named && named.test(text);
}

const namedDates = new Map<string, RegExp | null>();

/**
 * "14 March 2027", "14. března 2027", "12 de abril de 2027", "March 14, 2027": the page language's own
 * date pattern (its parts and the words between them, from CLDR through Intl) with its month names, or null.
 */
function namedDateRe(lang: string): RegExp | null {
  if (namedDates.has(lang)) return namedDates.get(lang)!;
  let re: RegExp | null = null;
  try {
    const patterns: string[] = [];
    for (const month of ["long", "short"] as const) {
      const f = new Intl.DateTimeFormat(lang, { day: "numeric", month, year: "numeric", timeZone: "UTC" });
      const names = new Set<string>();
      for (let m = 0; m < 12; m++) {
        const name = f.formatToParts(new Date(Date.UTC(2024, m, 15))).find((p) => p.type === "month")?.value.replace(/\.$/, "");
        if (name && name.length >= 3 && /^\p{L}+$/u.test(name)) names.add(escapeRegExp(name));
      }
      if (names.size < 12) continue;
      const parts = f.formatToParts(new Date(Date.UTC(2024, 0, 15))).map((p) => {
        if (p.type === "day") return "\\d{1,2}";
        if (p.type === "year") return "(?:19|20)\\d\\d";
        if (p.type === "month") return `(?:${[...names].join("|")})\\.?`;
        return p.value.trim() ? `\\s?${escapeRegExp(p.value.trim())}\\s?` : "\\s?";
      });
      patterns.push(parts.join(""));
    }
    if (patterns.length) re = new RegExp(`(?<![\\p{L}\\d])(?:${patterns.join("|")})(?!\\d)`, "iu");
  } catch {
    re = null;
  }
  namedDates.set(lang, re);
  return re;
}


// day first or month first (US order): either reading must be a real day and month
const isDayMonth = (a: number, b: number) => a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
