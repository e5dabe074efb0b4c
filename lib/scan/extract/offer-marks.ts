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
