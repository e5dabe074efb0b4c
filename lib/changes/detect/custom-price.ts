/**
 * How a page words a plan's custom price. A plan with no amount ("Custom", "Contact us", "Auf
 * Anfrage") is stored with a null price; a change about it should say what the page says, not a
 * stock phrase. The wording is read from the page's markdown: the cell of the plan's table row that
 * is a custom-price text, or the first such line in the few blocks after the plan's name (its card).
 */
import { parseBlocks, type PageBlock } from "./copy-blocks";
import { isCustomText } from "@/lib/pricing/money-parse";
import { planKey } from "@/lib/pricing/plan-key";
import { priceLabel } from "@/lib/pricing/money-format";
import type { PricingPlan } from "@/lib/pricing/types";

/** Blocks after a plan's name that still belong to its card. */
const CARD_BLOCKS = 4;

function fromRow(b: PageBlock, key: string): string | null {
  if (!b.cells || planKey(b.cells[0] ?? "") !== key) return null;
  return b.cells.slice(1).find((c) => isCustomText(c)) ?? null;
}

function fromCard(blocks: PageBlock[], at: number): string | null {
  for (let i = at + 1; i < blocks.length && i <= at + CARD_BLOCKS; i++) {
    if (blocks[i].kind === "heading") return null;
    if (isCustomText(blocks[i].text)) return blocks[i].text;
  }
  return null;
}

/** The page's words for the plan's custom price, or null when the page shows none. */
export function customWording(markdown: string, plan: string): string | null {
  const key = planKey(plan);
  if (!key || !markdown) return null;
  const blocks = parseBlocks(markdown);
  for (const b of blocks) {
    const cell = fromRow(b, key);
    if (cell) return cell;
    if (!b.cells && planKey(b.text) === key) {
      const line = fromCard(blocks, b.index);
      if (line) return line;
    }
  }
  return null;
}

/** A plan's price as a change shows it: the page's custom wording for a plan with no amount. */
export function pagePriceLabel(p: PricingPlan, markdown: string | undefined): string {
  if (p.price !== null) return priceLabel(p);
  return customWording(markdown ?? "", p.name) ?? priceLabel(p);
}
