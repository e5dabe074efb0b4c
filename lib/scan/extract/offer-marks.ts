/**
 * Marks of an offer that is bought once as an item, not subscribed to as a plan: a date or time of
 * its own (an event's ticket, a course's start: a <time> element, a date or time input) or a cart
 * form (a form that posts a quantity: a number input with a submit button).
 *
 * Read before cleaning, which drops <time> elements and inputs: the answer is the set of elements that
 * hold a mark, so that a card found after cleaning can be looked up in it.
 */
import { findAll, findFirst, tagIs, tagOf } from "./dom";

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

/** A calendar date written in figures in the text (an event's day, a course's start), read by its shape. */
export function hasCalendarDate(text: string): boolean {
  const dmy = DMY_RE.exec(text);
  if (dmy && isDayMonth(+dmy[1], +dmy[3])) return true;
  const iso = ISO_RE.exec(text);
  return !!iso && isDayMonth(+iso[3], +iso[2]);
}

// day first or month first (US order): either reading must be a real day and month
const isDayMonth = (a: number, b: number) => a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
