/**
 * Answers about one competitor (selected, named, or "us"): its own plans first, with the annual
 * saving the page states and the recent pricing changes with their dates; only then where it stands
 * among the others. A summary question gets the competitor's profile: pricing, features,
 * integrations, latest changes and the predicted next move.
 */
import type { PlannerContext, PricingEntry } from "./context";
import { headlineOf } from "./lexicon";
import { day, esc, joinNames, link, list, money, priceLabel, table } from "./markdown";
import { monthly, priceFacts } from "./price-answers";
import { plural } from "@/lib/format";

const SAVING_WORDS = /\b(save|saving|savings|discount|off|months? free|free months?|billed (annually|yearly)|annual billing|yearly billing)\b/i;

const ANNUAL_WORDS = /\b(annual|annually|year|yearly|years|months? free|free months?|save (\d{1,2}|one|two|three|four) months?)\b/i;

/**
 * Sentences of the pricing page that state an annual saving ("Save 20% with annual billing"): a
 * saving word, a figure, and billing by the year (a percentage alone, like a non-profit discount, is
 * another deal). A fragment left where a countdown was read out ("— left") is dropped.
 */
export function statedSavings(text: string): string[] {
  const lines = text.replace(/[#*_>`|]/g, " ").split(/(?<=[.!?])\s+|\n+/).map((s) => s.replace(/\s+/g, " ").replace(/\s[—–-]\s*(left|remaining)?\s*$/i, "").trim());
  const hits = lines.filter((l) => l.length > 3 && l.length < 200 && SAVING_WORDS.test(l) && /(\d|\bfree\b|\bsave\b)/i.test(l) && ANNUAL_WORDS.test(l));
  return [...new Set(hits)].slice(0, 3);
}

const MONTH_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/** The saving a page's sentence states, as a fraction: "Save 20%" → 0.2, "2 months free" → 2/12. */
export function statedPct(sentence: string): number | null {
  const pct = /\b(?:save|saving|discount|off)\D{0,20}?(\d{1,2})\s?%|(\d{1,2})\s?%\s*(?:off|discount|saving|less)/i.exec(sentence);
  if (pct) return Number(pct[1] ?? pct[2]) / 100;
  const months = /\b(\d{1,2}|one|two|three|four) months? (?:free|for free|off)\b|\b(?:save|get) (\d{1,2}|one|two|three|four) months?\b/i.exec(sentence);
  if (months) {
    const w = (months[1] ?? months[2]).toLowerCase();
    const n = MONTH_WORDS[w] ?? Number(w);
    return n > 0 && n < 12 ? n / 12 : null;
  }
  return null;
}

/**
 * "The page says" with the saving it states, when it states one. With `shown` (the best saving the
 * plans' own annual prices give, 0..1), a stated saving that differs is named beside it rather than
 * passed off as the same one.
 */
export function statedLine(stated: string[], shown?: number | null): string | null {
  if (!stated.length) return null;
  const quote = stated.map((s) => `“${esc(s, 140)}”`).join("; ");
  const pcts = [...new Set(stated.map(statedPct).filter((x): x is number => x !== null).map((x) => Math.round(x * 100)))];
  if (!pcts.length) return `**The page says:** ${quote}.`;
  if (!shown) return `**The page says:** ${quote} — a saving of about ${pcts[0]}% for paying annually.`;
  const plans = Math.round(shown * 100);
  const other = pcts.filter((x) => Math.abs(x - plans) > 1);
  if (!other.length) return `**The page says:** ${quote} — the same saving the plans' annual prices give (${plans}%).`;
  return `**The page says:** ${quote} — it also states ${joinNames(other.map((x) => `${x}%`))}, while the plans' annual prices give up to ${plans}%.`;
}

async function pricingChanges(ctx: PlannerContext, id: string): Promise<string[]> {
  const r = await ctx.changes({ competitorId: id, type: "pricing", sinceDays: 365, limit: 10 });
  return r.changes.map((c) => `${day(c.detectedAt)} — ${esc(c.description, 220)} · ${link("source", c.url)}`);
}

async function standing(ctx: PlannerContext, entry: PricingEntry): Promise<string[]> {
  const all = (await ctx.pricing()).filter((e) => e.plans.length > 0).map(priceFacts);
  const me = all.find((f) => f.entry.competitorId === entry.competitorId)!;
  const out: string[] = [];
  if (me.cheapest && me.currency) {
    const peers = all.filter((f) => f.cheapest && f.currency === me.currency).sort((a, b) => (monthly(a.cheapest!) ?? 0) - (monthly(b.cheapest!) ?? 0));
    if (peers.length > 1) {
      const rank = peers.indexOf(me) + 1;
      out.push(`Its entry price ${priceLabel(me.cheapest)} is ${rank === 1 ? "the lowest" : rank === peers.length ? "the highest" : `number ${rank} from the lowest`} of the ${peers.length} products pricing in ${me.currency} (${peers.map((p) => `${esc(p.name, 60)} ${priceLabel(p.cheapest!)}`).join(", ")}).`);
    }
    const us = all.find((f) => f.entry.type === "baseline");
    if (us && us !== me && us.cheapest && us.currency !== me.currency) out.push(`Your product ${esc(us.name, 60)} prices in ${us.currency} (from ${priceLabel(us.cheapest)}), so the amounts are not compared.`);
  }
  return out;
}

export async function answerPricingFocused(ctx: PlannerContext, id: string): Promise<string> {
  const entry = (await ctx.pricing()).find((e) => e.competitorId === id);
  const name = entry?.competitor ?? (await ctx.competitors()).find((c) => c.id === id)?.name ?? "This competitor";
  const label = `${esc(name, 60)}${entry?.type === "baseline" ? " (your product)" : ""}`;
  const parts = [`## ${label}: pricing`];
  if (!entry || entry.plans.length === 0) {
    parts.push(`No pricing plans were found on ${esc(name, 60)}'s pages yet${entry?.source ? ` (${link("pricing page", entry.source)})` : ""}. Use Check Now once its pricing page is public.`);
    return parts.join("\n\n");
  }
  const f = priceFacts(entry);
  parts.push(
    table(
      ["Plan", "Price", "Billed annually", "Includes"],
      entry.plans.map((p) => {
        const save = p.price && p.annualPrice ? ` (save ${Math.round((1 - p.annualPrice / p.price) * 100)}%)` : "";
        return [`${esc(p.name, 40)}${p.highlighted ? " (highlighted)" : ""}`, priceLabel(p), p.annualPrice ? `${money(p.annualPrice, p.currency)}${p.unit ? `/${esc(p.unit, 20)}` : ""}/mo${save}` : "—", esc(p.features.slice(0, 3).join(", "), 120)];
      }),
    ),
  );
  parts.push(`Source: ${link("pricing page", entry.source)}${entry.scannedAt ? `, scanned ${day(entry.scannedAt)}` : ""}.`);
  const notes: string[] = [];
  if (f.annualSaving) {
    const p = f.annualSaving.plan;
    notes.push(`**Annual billing** saves up to ${Math.round(f.annualSaving.pct * 100)}% (${esc(p.name, 40)}: ${money(p.annualPrice!, p.currency)} a month instead of ${money(p.price!, p.currency)}).`);
  }
  const stated = statedSavings((await ctx.page(id, "pricing")).text);
  const said = statedLine(stated, f.annualSaving?.pct);
  if (said) notes.push(said);
  else if (!f.annualSaving) notes.push("**Annual billing:** no annual price or saving is stated on the pricing page.");
  if (f.perSeat.length) notes.push(`**Per-seat plans:** ${joinNames(f.perSeat.map((p) => `${esc(p.name, 30)} (${priceLabel(p)})`))}.`);
  if (f.contactSales.length) notes.push(`**On request:** ${joinNames(f.contactSales.map((p) => esc(p.name, 30)))} (contact sales).`);
  if (notes.length) parts.push(list(notes));
  const changes = await pricingChanges(ctx, id);
  parts.push(changes.length ? `### Recent pricing changes\n\n${list(changes)}` : `No pricing changes have been detected at ${esc(name, 60)} since it was first scanned.`);
  const where = await standing(ctx, entry);
  if (where.length) parts.push(`### Against the others\n\n${where.join(" ")}`);
  return parts.join("\n\n");
}

export async function answerProfile(ctx: PlannerContext, id: string): Promise<string> {
  const [detail, home, pricing, features, integrations] = await Promise.all([ctx.detail(id), ctx.page(id, "home"), ctx.pricing(), ctx.features(), ctx.integrations()]);
  const name = esc(detail.competitor, 60);
  const parts = [`## ${name}${detail.type === "baseline" ? " (your product)" : ""}`];
  if (!detail.scannedAt) return `${parts[0]}\n\n${name} has not been scanned yet, so there is nothing to summarise. Use Check Now on the Competitors page.`;
  const { headline, tagline } = headlineOf(home.text);
  if (headline) parts.push(`“${esc(headline, 120)}”${tagline ? ` — ${esc(tagline, 200)}` : ""} (${link("home page", home.source)})`);
  const items: string[] = [];
  const pr = pricing.find((e) => e.competitorId === id);
  if (pr?.plans.length) {
    const f = priceFacts(pr);
    items.push(`**Pricing:** ${pr.plans.map((p) => `${esc(p.name, 30)} ${priceLabel(p)}`).join(", ")}${f.annualSaving ? `; annual billing saves up to ${Math.round(f.annualSaving.pct * 100)}%` : ""} · ${link("pricing page", pr.source)}.`);
  } else items.push("**Pricing:** no public prices found.");
  const fe = features.find((e) => e.competitorId === id);
  if (fe) items.push(`**Features:** ${plural(fe.count, "feature")} in ${plural(Object.keys(fe.byCategory).length, "category", "categories")} (${esc(Object.keys(fe.byCategory).slice(0, 4).join(", "), 120)}) · ${link("features page", fe.source)}.`);
  const it = integrations.find((e) => e.competitorId === id);
  if (it) items.push(`**Integrations:** ${it.count}${it.count ? ` (${esc(it.integrations.slice(0, 8).map((i) => i.name).join(", "), 160)})` : ""} · ${link("integrations page", it.source)}.`);
  parts.push(list(items));
  const changes = await ctx.changes({ competitorId: id, sinceDays: 90, limit: 50 });
  const notable = changes.changes.filter((c) => ["pricing", "feature", "integration", "product"].includes(c.type)).slice(0, 6);
  parts.push(notable.length ? `### Latest changes\n\n${list(notable.map((c) => `${day(c.detectedAt)} — ${c.type}: ${esc(c.description, 200)} · ${link("source", c.url)}`))}` : "No pricing, feature or integration changes in the last 90 days.");
  const p = await ctx.predict({ competitorId: id });
  if (p.prediction) parts.push(`**Next move:** ${esc(p.prediction.what, 140)} — ${Math.round(p.prediction.confidence * 100)}% chance within 90 days.`);
  return parts.join("\n\n");
}
