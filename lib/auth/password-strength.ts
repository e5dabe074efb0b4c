import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { normalizePassword } from "./password-rules";

/**
 * Server-side strength of new passwords, with zxcvbn-ts (dictionaries of ~49,000 breached passwords and
 * common words, l33t substitutions, keyboard patterns, sequences, repeats, dates and the user's own
 * name and address). Kept apart from password-rules.ts, which the forms bundle: the dictionaries are
 * about a megabyte.
 */

export const BREACHED_PASSWORD = "This password has appeared in data breaches. Please choose a different password.";
export const GUESSABLE_PASSWORD = "This password is too easy to guess (a common pattern, date, keyboard row or your own name or address). Please choose a different password.";

/**
 * zxcvbn's top score, 10^10 guesses or more. Score 3 (10^8) is not enough here: zxcvbn floors any
 * password of three parts at 10^8, so "Summer2024!!", "Welcome2024!!" and "1qaz@WSX3edc" reach it,
 * while 12 characters of four kinds that follow no pattern, or two words with a number and a
 * symbol ("Coffee@Morning99", "Blue-Kettle-Rain-3"), score 4.
 */
export const MIN_PASSWORD_SCORE = 4;

let factory: ZxcvbnFactory | null = null;

/** Built on first use: ranking the dictionaries takes a moment and only signup, reset and change need it. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

/**
 * A breached password dressed up to meet the rules: one entry of the breached list (l33t allowed, at
 * least 4 characters) holds every letter of the password, the rest being digits and symbols around
 * it ("Password123!", "P@ssw0rd2024!", "Freep@$$2024!").
 */
function isDecoratedBreached(password: string, result: ZxcvbnResult): boolean {
  // zxcvbn's match indexes count UTF-16 units, as string indexes do.
  const letters: number[] = [];
  let unit = 0;
  for (const c of password) {
    if (/\p{L}/u.test(c)) letters.push(unit);
    unit += c.length;
  }
  if (!letters.length) return false;
  return result.sequence.some(
    (m) => m.pattern === "dictionary" && m.dictionaryName === "passwords-common" && m.token.length >= 4 && letters.every((u) => u >= m.i && u <= m.j),
  );
}

/**
 * Why a new password (already within the five rules) is refused, or null. `userInputs`: the account's
 * e-mail, name and company, so a password made of them counts as guessable.
 */
export function passwordStrengthError(password: string, userInputs: string[] = []): string | null {
  const normalized = normalizePassword(password);
  const inputs = userInputs.flatMap((s) => [s, ...s.split(/[@.\s_-]+/)]).filter((s) => s.length >= 3);
  const result = zxcvbn().check(normalized, inputs);
  if (isDecoratedBreached(normalized, result)) return BREACHED_PASSWORD;
  if (result.score < MIN_PASSWORD_SCORE) return GUESSABLE_PASSWORD;
  // zxcvbn prefers few long matches, so digits and symbols on both sides can hide a breached word
  // ("#Leonid2024!" reads as brute force + year): check the letters between them on their own.
  const core = normalized.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (core !== normalized && core.length >= 4 && isDecoratedBreached(core, zxcvbn().check(core))) return BREACHED_PASSWORD;
  return null;
}
