/** Plain-text normal forms shared by extraction, the pricing model and the change detectors. */

/** Lower-case, strip accents, markdown markup and punctuation, collapse whitespace. */
export function normText(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // markdown links / images → their text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a text in normal form (normText), empty words dropped. */
export function normWords(s: string): string[] {
  return normText(s).split(" ").filter(Boolean);
}

/** Collapses whitespace (including nbsp and thin spaces) and trims. */
export function squash(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u2009\u200b]+/g, " ").trim();
}

/** A key for list items: normText plus naive singularisation, so "Audit logs" = "audit log". */
export function itemKey(s: string): string {
  return normText(s)
    .split(" ")
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w))
    .join(" ");
}
