/**
 * Form controls as passages: a checkbox or radio button with its label and state (ticked before the
 * visitor touched it, required to go on, priced), a select with the option it shows, and a form with
 * what it asks for (a new password: an account).
 */
import { attributeNames, nearestHeadingAbove, tagOf, textOf } from "@/lib/scan/extract/dom";
import { hasMoney, plain } from "./roles";
import type { Passage } from "./types";

const NONE_OPTION = /^\W*(?:none|no\b|no thanks|not now|without|skip|select|choose|-+)\W*|^\W*$/i;

function attr(el: Element, name: string): string | null {
  return attributeNames(el).has(name) ? el.getAttribute(name) : null;
}

/** The text that names a control: its <label> (wrapping or for=id), aria-label, or the text right after it. */
export function labelOf(input: Element, doc: Document): string {
  const wrapping = input.closest("label");
  if (wrapping) return plain(textOf(wrapping));
  const id = attr(input, "id");
  if (id) {
    for (const label of Array.from(doc.querySelectorAll("label"))) if (label.getAttribute("for") === id) return plain(textOf(label));
  }
  const aria = attr(input, "aria-label");
  if (aria) return plain(aria);
  const labelledBy = attr(input, "aria-labelledby");
  if (labelledBy) {
    const names = labelledBy.split(/\s+/).map((ref) => doc.getElementById(ref)).filter((e): e is HTMLElement => !!e);
    if (names.length) return plain(names.map((e) => textOf(e)).join(" "));
  }
  const parent = input.parentElement;
  return parent && parent.children.length <= 3 ? plain(textOf(parent)) : "";
}

/** The heading or legend a control or form sits under. */
export function contextOf(el: Element): string | undefined {
  const legend = el.closest("fieldset")?.querySelector("legend");
  const heading = legend ?? nearestHeadingAbove(el);
  const text = heading ? plain(textOf(heading)) : "";
  return text ? text.slice(0, 160) : undefined;
}

const isRequired = (el: Element) => attributeNames(el).has("required") || attr(el, "aria-required") === "true";

/** A checkbox, radio button or ARIA checkbox/switch. */
export function togglePassage(el: Element, doc: Document): Passage | null {
  const tag = tagOf(el);
  const type = (attr(el, "type") ?? "").toLowerCase();
  const role = attr(el, "role");
  const kind = tag === "input" && type === "radio" ? "radio" : tag === "input" && type === "checkbox" ? "checkbox" : role === "checkbox" || role === "switch" ? "checkbox" : role === "radio" ? "radio" : null;
  if (!kind) return null;
  const checked = tag === "input" ? attributeNames(el).has("checked") : attr(el, "aria-checked") === "true";
  const text = labelOf(el, doc);
  if (!text) return null;
  return { role: "option", text: text.slice(0, 280), near: contextOf(el), control: { kind, checked, required: isRequired(el), priced: hasMoney(text) } };
}

/** A select: its label and the option it shows; "checked" when that is a priced option while a free or empty one exists. */
export function selectPassage(el: Element, doc: Document): Passage | null {
  const options = Array.from(el.querySelectorAll("option"));
  if (!options.length) return null;
  const shown = options.find((o) => attributeNames(o).has("selected")) ?? options[0];
  const shownText = plain(textOf(shown));
  const label = labelOf(el, doc);
  const freeChoice = options.some((o) => o !== shown && (NONE_OPTION.test(plain(textOf(o))) || !hasMoney(textOf(o))));
  const priced = hasMoney(shownText);
  const text = label ? `${label}: ${shownText}` : shownText;
  if (!text) return null;
  return { role: "option", text: text.slice(0, 280), near: contextOf(el), control: { kind: "select", checked: priced && freeChoice && shown !== options[0], required: isRequired(el), priced } };
}

const ACCOUNT_WORDS = /\b(?:create|register|registration|sign ?up|join|new account|your account)\b/i;

/** A form, named by its heading and submit control; `form.password` when it creates an account. */
export function formPassage(form: Element): Passage | null {
  const passwords = Array.from(form.querySelectorAll("input")).filter((i) => (i.getAttribute("type") ?? "").toLowerCase() === "password");
  const submit = Array.from(form.querySelectorAll("button, input")).find((b) => tagOf(b) === "button" ? (b.getAttribute("type") ?? "submit").toLowerCase() === "submit" : /^(?:submit|image)$/i.test(b.getAttribute("type") ?? ""));
  const submitText = submit ? plain(tagOf(submit) === "input" ? submit.getAttribute("value") ?? "" : textOf(submit)) : "";
  const heading = form.querySelector("h1,h2,h3,h4,legend");
  const title = heading ? plain(textOf(heading)) : contextOf(form) ?? "";
  const text = [title, submitText].filter(Boolean).join(" — ");
  if (!text) return null;
  const createsAccount =
    passwords.length >= 2 ||
    passwords.some((p) => (p.getAttribute("autocomplete") ?? "").toLowerCase() === "new-password") ||
    (passwords.length > 0 && ACCOUNT_WORDS.test(`${title} ${submitText}`));
  return { role: "form", text: text.slice(0, 280), near: contextOf(form), form: { password: createsAccount, guestPath: false } };
}
