/**
 * The plan card a price-only edit sits in. A toggle's other price ("$53.99 billed every 6 months"
 * beside the monthly "$59.99") is no price the extractor reads as the plan's, so its edit comes from
 * the copy diff with no heading to name it ("Pricing page: “$53.99” → “$64.79”"). The card is known by
 * the amount next to it: when the nearest block above the edit that states money states exactly one
 * plan's own price (read on either version), the edit is that plan's.
 */
import type { PricingPlan } from "@/lib/pricing/types";
import { amountOnly, moneyKey, type CopyEdit, type PageBlock } from "./copy-blocks";

export function planBeside(e: CopyEdit, a: PageBlock[], b: PageBlock[], plans: PricingPlan[]): string | null {
  const all = [...e.before, ...e.after];
  if (!all.length || !all.every(amountOnly)) return null;
  const owners = new Map<string, Set<string>>();
  for (const p of plans) {
    if (!p.currency) continue;
    for (const amount of [p.price, p.annualPrice]) {
      if (typeof amount !== "number") continue;
      const k = moneyKey(p.currency, amount);
      owners.set(k, (owners.get(k) ?? new Set()).add(p.name));
    }
  }
  const [blocks, mine] = e.after.length ? [b, e.after] : [a, e.before];
  const inEdit = new Set(mine.map((x) => x.index));
  for (let k = Math.min(...inEdit) - 1; k >= 0; k--) {
    if (inEdit.has(k) || !blocks[k].money.length) continue;
    const names = new Set(blocks[k].money.flatMap((m) => [...(owners.get(m) ?? [])]));
    return names.size === 1 ? [...names][0] : null;
  }
  return null;
}
