/**
 * The role a rendered element plays for the person reading the page: a call to action or the option
 * that declines it, a timer, a stock notice, a badge, a price, small print. Judged from the element
 * (tag, ARIA role, class names, inline style) and the shape of its text, never from particular wording
 * of a site.
 */
import { attributeNames, headingLevel, hints, tagOf } from "@/lib/scan/extract/dom";
import { countClockUnits, findClockReading, findClockUnitSpan, normaliseText } from "../patterns/text-cues";
import type { PassageRole } from "./types";

/** A refusal option: "No thanks", "No, I …", "Not now", "Maybe later", "Skip", "Continue without …". */
const DECLINE =
  /^\W*(?:no(?:\s*[,.!—–-]|\s+(?:thanks?|thank you|i\b|i'm|i'd|i'll|way|need|more|sorry)|\s*$)|nope\b|nah\b|not (?:now|today|interested|yet)\b|maybe (?:later|next time)\b|later\b|skip\b|i'?ll pass\b|pass\b|i (?:don'?t|do not|won'?t|will not)\b|i'?d rather\b|i prefer (?:not|to pay|paying)\b|(?:continue|proceed|checkout|check out|order|shop|go on) without\b|dismiss\b|remind me later\b|decline\b|i'?m (?:not|fine|good|ok)\b)/i;

const BUTTON_HINT = /(?:^|[\s_-])(?:btn|button|cta|call-?to-?action)(?:$|[\s_-])/;
const TIMER_HINT = /countdown|(?:^|[\s_-])(?:timer|clock|ticker)(?:$|[\s_-])/;
const TIMER_ATTRS = ["data-countdown", "data-deadline", "data-expires", "data-timer", "data-end", "data-end-time", "data-countdown-date"];
const BADGE_HINT = /(?:^|[\s_-])(?:badge|tag|pill|ribbon|chip|flag|sticker|label|highlight|promo)(?:$|[\s_-])/;
const FINE_HINT = /(?:^|[\s_-])(?:fine-?print|footnotes?|disclaimer|small-?print|legal|terms-?note)(?:$|[\s_-])/;
const STRIKE_HINT = /line-?through|strike|(?:^|[\s_-])(?:was|old|regular|compare|original|list)-?price(?:$|[\s_-])/;
const COOKIE_HINT = /cookie|consent|gdpr|onetrust|cookiebot|didomi|usercentrics|cmp-|cc-(?:window|banner)|privacy-banner/;

const MONEY = /(?:[$€£¥₹]\s?\d|\d[\d.,]*\s?(?:€|£|\$|usd|eur|gbp|chf|kr)\b)/i;
const STOCK = /\b(?:left|remaining|in stock|out of stock|sold out|sold|selling fast|low stock|last (?:one|few|items?|pieces?|units?|seats?|spots?)|almost gone|few (?:left|remaining))\b/i;

/** Text as a person reads it: typographic quotes and spaced timer digits folded, whitespace collapsed. */
export function plain(text: string): string {
  return normaliseText(text);
}

export function isDeclineText(text: string): boolean {
  return DECLINE.test(text) && text.length <= 140;
}

/** A link or button styled as one, or a form's submit control. */
export function isButtonLike(el: Element): boolean {
  const tag = tagOf(el);
  if (tag === "button") return true;
  if (tag === "input") return /^(?:submit|button|image)$/i.test(el.getAttribute("type") ?? "");
  if (el.getAttribute("role") === "button") return true;
  return BUTTON_HINT.test(hints(el));
}

export function isInteractive(el: Element): boolean {
  const tag = tagOf(el);
  if (tag === "a" || tag === "button") return true;
  if (tag === "input") return /^(?:submit|button|image)$/i.test(el.getAttribute("type") ?? "");
  const role = el.getAttribute("role");
  return role === "button" || role === "link";
}

/** A countdown: named so (class, id, ARIA role, data attribute), or a few boxes of digits reading as a clock. */
export function isTimerElement(el: Element, text: string): boolean {
  if (el.getAttribute("role") === "timer" || TIMER_HINT.test(hints(el))) return /\d/.test(text);
  const names = attributeNames(el);
  if (TIMER_ATTRS.some((a) => names.has(a))) return /\d/.test(text);
  if (text.length > 80 || el.children.length < 2) return false;
  const t = plain(text);
  const rest = t.replace(/\d+|[:\s.,]|\b(?:days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/gi, "");
  return rest.length === 0 && (findClockReading(t) !== null || countClockUnits(t) >= 2);
}

export function isStruck(el: Element): boolean {
  const tag = tagOf(el);
  if (tag === "del" || tag === "s" || tag === "strike") return true;
  const style = (el.getAttribute("style") ?? "").toLowerCase();
  return style.includes("line-through") || STRIKE_HINT.test(hints(el));
}

export function isCookieBanner(el: Element): boolean {
  return COOKIE_HINT.test(hints(el)) || /cookie|consent/i.test(el.getAttribute("aria-label") ?? "");
}

export function isFinePrintElement(el: Element): boolean {
  return tagOf(el) === "small" || FINE_HINT.test(hints(el));
}

/** Role of a button or link. */
export function interactiveRole(el: Element, text: string): PassageRole {
  if (isDeclineText(text)) return "decline";
  return isButtonLike(el) ? "cta" : "link";
}

/** Role of a run of text inside `container`. */
export function textRole(container: Element, text: string, finePrint: boolean): PassageRole {
  const t = plain(text);
  if (headingLevel(container)) return "heading";
  if (finePrint || /^[*†‡]/.test(t)) return "fine print";
  if (t.length <= 120 && /\d/.test(t) && (findClockReading(t) !== null || (countClockUnits(t) >= 2 && findClockUnitSpan(t) !== null))) return "timer";
  if (t.length <= 120 && STOCK.test(t) && /\d|\b(?:few|last|low|almost)\b/i.test(t)) return "stock";
  if (t.length <= 40 && BADGE_HINT.test(hints(container))) return "badge";
  if (t.length <= 80 && MONEY.test(t)) {
    const words = t.replace(/[$€£¥₹\d.,/:()+\-–\s*]|\b(?:per|a|an|each|every|month|monthly|mo|year|yearly|annual(?:ly)?|yr|week|user|users|seat|seats|member|members|billed|usd|eur|gbp|chf|from|only|now|just|was|excl\.?|incl\.?|vat|tax|one-time|lifetime)\b/gi, "");
    if (words.length <= 3) return "price";
  }
  return "text";
}

export function hasMoney(text: string): boolean {
  return MONEY.test(text);
}
