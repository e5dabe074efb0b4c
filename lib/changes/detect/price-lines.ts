/**
 * A plan's price written as a line of its feature list ("$49 per month" as the list's first line):
 * when the plan's price changed, the line taken out and the line put in that differ only by the old
 * and the new price state that price change, which the price finding reports; they are no feature
 * change of their own.
 */
import { findMoney } from "@/lib/pricing/money-parse";
import { normText } from "@/lib/norm-text";

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The line with every amount among `prices` masked, or null when it states no such amount or another amount. */
function masked(line: string, prices: number[]): string | null {
  const money = findMoney(line);
  if (!money.length || !money.every((m) => prices.some((p) => near(m.amount, p)))) return null;
  let out = line;
  for (const m of [...money].sort((x, y) => y.index - x.index)) out = `${out.slice(0, m.index)} ¤ ${out.slice(m.index + m.raw.length)}`;
  return normText(out);
}

/**
 * The lines of a plan's feature diff (taken out, put in) that only restate its price change: each
 * line taken out states only old prices, its partner only new prices, the rest of their words equal.
 */
export function priceLines(removed: string[], added: string[], oldPrices: number[], newPrices: number[]): { removed: string[]; added: string[] } {
  const olds = oldPrices.filter((p) => !newPrices.some((q) => near(p, q)));
  const news = newPrices.filter((q) => !oldPrices.some((p) => near(p, q)));
  const out = { removed: [] as string[], added: [] as string[] };
  if (!olds.length || !news.length) return out;
  const free = added.map((a) => masked(a, news));
  for (const r of removed) {
    const key = masked(r, olds);
    const k = key === null ? -1 : free.indexOf(key);
    if (k < 0) continue;
    out.removed.push(r);
    out.added.push(added[k]);
    free[k] = null;
  }
  return out;
}
