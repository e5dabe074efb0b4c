/**
 * What a superscript right after a number means (used when the text of an element is read: dom.ts, the
 * price and markdown readers).
 */
import { squash } from "@/lib/norm-text";
import { findMoney } from "@/lib/pricing/money-parse";

/** A footnote mark: one digit, or asterisks, daggers and the like ("1", "*", "†", "**"). */
const FOOTNOTE_RE = /^(?:\d|[*†‡§¹²³⁴⁵⁶⁷⁸⁹]{1,3}|\d[*†‡])$/;

/**
 * What a superscript directly after a number stands for, by structure: two digits are its cents
 * ("$12<sup>99</sup>" = 12.99); a footnote mark after an amount ("$10<sup>1</sup>", "$10<sup>*</sup>")
 * is no part of it and is dropped. Null: the superscript is read as it is (an exponent, "2<sup>nd</sup>").
 */
export function supAfterNumber(inner: string, before: string): string | null {
  const text = squash(inner);
  const head = before.trimEnd();
  if (!/\d$/.test(head)) return null;
  if (/^\d{2}$/.test(text)) return `.${text}`;
  if (!FOOTNOTE_RE.test(text)) return null;
  const tail = head.slice(-24);
  return findMoney(tail).some((m) => m.index + m.raw.length === tail.length) ? "" : null;
}
