/**
 * A plan's feature line that states several quantities ("Up to 5 editors and 10 GB of uploads") and
 * is rewritten with other figures only ("Up to 10 editors and 20 GB of uploads") states one limit per
 * quantity: each quantity that changed is its own change, "Team plan: 5 editors → 10 editors", the
 * line kept as the change's feature lines. A line whose words changed too stays one change.
 */
import type { DetectedChange } from "./types";

/** A number with the word after it (what it counts): "5 editors", "10 GB". */
const QUANTITY = /(\d[\d,.]*)(\s*[\p{L}%]+)?/gu;

function quantities(line: string): string[] {
  return [...line.matchAll(QUANTITY)].map((m) => m[0].trim());
}

/** The line with its figures taken out: what must stay for the edit to be figures only. */
const template = (line: string) => line.replace(/\d[\d,.]*/g, "#").toLowerCase();

/** One change per quantity of a feature line rewritten with other figures only, else the change as it is. */
export function splitQuantities(c: DetectedChange | null, label: string): DetectedChange[] {
  if (!c) return [];
  const added = (c.facts.added as string[] | undefined) ?? [];
  const removed = (c.facts.removed as string[] | undefined) ?? [];
  if (added.length !== 1 || removed.length !== 1 || template(added[0]) !== template(removed[0])) return [c];
  const [was, is] = [quantities(removed[0]), quantities(added[0])];
  if (was.length !== is.length) return [c];
  const changed = was.map((q, i) => [q, is[i]] as const).filter(([x, y]) => x !== y);
  if (changed.length < 2) return [c];
  return changed.map(([x, y]) => ({
    ...c,
    description: `${label}: ${x} → ${y}`,
    magnitude: c.magnitude / changed.length,
    facts: { ...c.facts, quantity: { before: x, after: y } },
  }));
}
