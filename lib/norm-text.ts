/** The comparable form of a text, shared by plan identity (lib/pricing) and the change detectors. */

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
