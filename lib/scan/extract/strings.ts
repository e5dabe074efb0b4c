/** String helpers of the extractors that need no document: URL resolution and label comparison. */

/** Resolves an href against a base URL; null for javascript:, mailto:, tel: and unparsable values. */
export function resolveUrl(href: string | null | undefined, base: string): URL | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (!trimmed || /^(javascript|mailto|tel|data|sms):/i.test(trimmed)) return null;
  try {
    return new URL(trimmed, base);
  } catch {
    return null;
  }
}

/** Lower-cases, strips accents and punctuation: for comparing labels and names. */
export function simplify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
