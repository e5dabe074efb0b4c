/**
 * What a comparison table's cell says about a plan and a feature: a check mark (yes), a cross or a
 * dash (no), a value ("5 seats", "Limited"), or nothing (a blank cell, or an icon an older scan could
 * not read). Marks are symbols, the same in every language; the markdown renderer writes an
 * unlabelled icon's mark as ✓ / ✗ (lib/scan/extract/table-marks.ts).
 */

type CellState = "yes" | "no" | "value" | "blank";

const YES = /^[✓✔☑✅🗸]$/u;
const NO = /^[✗✘✕✖❌×—–−-]$/u;

export function cellState(cell: string): CellState {
  const t = cell.replace(/[*_~`\\]/g, "").replace(/\s+/g, "").trim();
  if (!t) return "blank";
  if (YES.test(t)) return "yes";
  if (NO.test(t)) return "no";
  return "value";
}

/**
 * A row's marks by position ("·-+" for "SSO | ✗ | ✓"), or "" when it has none. Block keys drop
 * symbols, so this is what tells "SSO | ✗ | ✓" from "SSO | ✓ | ✓" and "Included | —" from "— | Included".
 */
export function markSignature(cells: string[]): string {
  const states = cells.map(cellState);
  if (!states.some((s) => s === "yes" || s === "no")) return "";
  return states.map((s) => (s === "yes" ? "+" : s === "no" ? "-" : "·")).join("");
}

/**
 * Whether a plan gained or lost a feature between two cells: a cross or dash that became a check
 * mark or a word (no digits: a count is a limit, not an inclusion), or the reverse; null otherwise.
 */
export function inclusionFlip(before: string, after: string): "gained" | "lost" | null {
  const [a, b] = [cellState(before), cellState(after)];
  const word = (s: CellState, text: string) => s === "yes" || (s === "value" && !/\d/.test(text));
  if (a === "no" && word(b, after)) return "gained";
  if (b === "no" && word(a, before)) return "lost";
  return null;
}

/** The cell as a reader says it: a mark in words, a value as written. */
export function cellWords(cell: string): string {
  const s = cellState(cell);
  return s === "yes" ? "Included" : s === "no" ? "Not included" : cell;
}
