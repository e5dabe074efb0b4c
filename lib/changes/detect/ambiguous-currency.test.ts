/**
 * A plan's price written with a symbol that names several currencies ("$", "¥"), read by the
 * extraction as the page's currency (its language or region), by the copy diff as the symbol's most
 * likely one: the price change is one change, the copy edit that shows it folded into it.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, type TruthItem } from "@/tests/helpers/change-stress-kit";

const doc = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string, per: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><p>${per}</p><ul><li>3 projects</li><li>Email support</li></ul><a href="/signup">Buy</a></div>`;
const page = (lang: string, names: string[], sym: string, per: string, amount: string) =>
  doc(lang, `<h1>Pricing</h1><div class="plans">${card(names[0], `${sym}19`, per)}${card(names[1], `${sym}${amount}`, per)}${card(names[2], `${sym}99`, per)}</div>`);
const verdictOf = (before: string, after: string, items: TruthItem[]) => {
  const raised = changesBetween(before, after);
  return { count: raised.length, items: items.map((i) => i.mustMention.every((t) => raised.some((c) => c.text.includes(t.toLowerCase())))) };
};

describe("a price in a symbol the page's region reads as its own currency", () => {
  for (const [lang, names, sym, per] of [
    ["en-AU", ["Basic", "Team", "Scale"], "$", "per month"],
    ["es-MX", ["Básico", "Equipo", "Empresa"], "$", "al mes"],
    ["zh-CN", ["基础版", "专业版", "企业版"], "¥", "每月"],
  ] as const) {
    it(`${lang}: the price raised is one change`, () => {
      const items: TruthItem[] = [{ type: "pricing", importance: "high", mustMention: [names[1], "49", "59"] }];
      expect(verdictOf(page(lang, [...names], sym, per, "49"), page(lang, [...names], sym, per, "59"), items)).toEqual({ count: 1, items: [true] });
    });
  }

});
