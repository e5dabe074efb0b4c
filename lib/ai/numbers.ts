/**
 * The numbers a text states, as values, for checking what a model wrote against the data it was given
 * (the chat's figures, the battlecard's phrasing).
 */
/** Numbers as values: "1,299" and "1299" are the same, "12.50" and "12.5" too; a date gives its parts. */
export function numbersIn(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
    const raw = m[0];
    const grouped = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw) ? raw.replace(/,/g, "") : raw.replace(/,/g, ".");
    const n = Number(grouped);
    if (Number.isFinite(n)) out.add(n);
  }
  return out;
}
