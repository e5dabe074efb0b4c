/**
 * Integration categories from the taxonomy (taxonomy.ts): a known product gets its category; an
 * unknown one gets the category its name, the page's own label for it, or the line naming it says
 * ("Acme Pay", "Booking platform sync (…)"); failing all, "Other". Also finds the known products a
 * site names in its plans and feature lists when it has no integrations section.
 */
import type { Integration } from "@/lib/scan/types";
import type { Passage } from "./passages";
import { simpleKey } from "./passages";
import { AMBIGUOUS_NAMES, CARD_NETWORKS, CATEGORY_CUES, KNOWN_PRODUCTS, type IntegrationCategory } from "./taxonomy";
import { escapeRegExp } from "@/lib/regex-escape";

interface Known {
  key: string;
  name: string;
  category: IntegrationCategory;
}

const KNOWN: Known[] = (() => {
  const byKey = new Map<string, Known>();
  for (const [category, names] of Object.entries(KNOWN_PRODUCTS) as Array<[IntegrationCategory, string[]]>) {
    for (const name of names) {
      const key = simpleKey(name);
      if (key && !byKey.has(key)) byKey.set(key, { key, name, category });
    }
  }
  // longer names first: "Google Ads" before "Google", "Microsoft Teams" before "Teams"
  return [...byKey.values()].sort((a, b) => b.key.length - a.key.length);
})();

const KNOWN_BY_KEY = new Map(KNOWN.map((k) => [k.key, k]));

/**
 * Known names by the first three letters of their leading word. A name is found only where its
 * leading word starts a word of the line, so each word of a line looks up the names it could begin
 * (its first one, two and three letters) instead of every line testing all known names.
 */
const BY_PREFIX = (() => {
  const byPrefix = new Map<string, Known[]>();
  const always: Known[] = [];
  for (const k of KNOWN) {
    const lead = /^[\p{L}\p{N}]+/u.exec(k.name.toLowerCase())?.[0];
    if (!lead) always.push(k);
    else byPrefix.set(lead.slice(0, 3), [...(byPrefix.get(lead.slice(0, 3)) ?? []), k]);
  }
  return { byPrefix, always, rank: new Map(KNOWN.map((k, i) => [k, i])) };
})();

/** The known names a line could contain, in KNOWN's order (longer names first). */
function candidatesIn(lower: string): Known[] {
  const found = new Set<Known>(BY_PREFIX.always);
  for (const word of lower.split(/[^\p{L}\p{N}]+/u)) {
    for (let n = 1; n <= Math.min(3, word.length); n++) for (const k of BY_PREFIX.byPrefix.get(word.slice(0, n)) ?? []) found.add(k);
  }
  return [...found].sort((a, b) => BY_PREFIX.rank.get(a)! - BY_PREFIX.rank.get(b)!);
}

/** The known product a name is, or starts with ("Slack notifications", "Google Maps Integration"). */
export function knownProduct(name: string): Known | null {
  const key = simpleKey(name);
  if (!key) return null;
  const exact = KNOWN_BY_KEY.get(key);
  if (exact) return exact;
  // short or common-word names (Box, Make, Front, X) only match exactly
  return KNOWN.find((k) => k.key.length >= 5 && key.startsWith(k.key) && key.length - k.key.length <= 14) ?? null;
}

function cueCategory(text: string): IntegrationCategory | null {
  if (!text) return null;
  for (const [category, re] of CATEGORY_CUES) if (re.test(text)) return category;
  return null;
}

/**
 * The category of an integration: the taxonomy's for a known product, else what its name, the label
 * the page gave it (a section heading or tag) or the text around it says; "Other" when nothing does.
 */
export function categorizeIntegration(name: string, pageLabel = "", context = ""): IntegrationCategory {
  return knownProduct(name)?.category ?? cueCategory(name) ?? cueCategory(pageLabel) ?? cueCategory(context) ?? "Other";
}

/** Extracted integrations with their categories from the taxonomy (the page's label is a hint). */
export function categorizeIntegrations(list: Integration[]): Integration[] {
  return list.map((i) => ({ ...i, category: categorizeIntegration(i.name, i.category === "General" ? "" : i.category) }));
}

/** Lines about paying for the product itself, or legal notices: products named there are not integrations. */
const BILLING_OR_LEGAL =
  /\b(?:we accept|accepted|payment (?:methods?|processor|processing|options)|payments? (?:are|is) (?:processed|handled)|process(?:es|ed)? (?:payments|by)|processed by|moyens? de paiement|zahlungsmethoden|formas de pago|metodi di pagamento|abonnement|subscription|invoices?|billing (?:portal|address)|credit card|trademarks?|registered|©|copyright|all rights reserved)\b/i;

/** A card network named as a whole word: the line shows how a buyer pays ("Visa · Mastercard · …"). */
const CARD_LINE = new RegExp(`(?:^|[^\\p{L}])(?:${CARD_NETWORKS.join("|")})(?:$|[^\\p{L}])`, "u");

/** Support channels ("a private Slack channel with a response-time SLA") are how a vendor answers, not integrations. */
const SUPPORT_CHANNEL = /\b(?:(?:private|dedicated|shared)\s+(?:\S+\s+){0,3}channels?|support channels?|response time|service desk)\b/i;

/** Words that say a line lists things the product connects to. */
const CONNECTS = /\b(?:integrat\w*|sync\w*|connect\w*|works? with|plug-?ins?|extensions?|connectors?|anbindung\w*|intégration\w*|integraci\w+|integrazion\w+|koppeling\w*|eingebunden|einbindung|連携)\b/i;

const NAME_LIST = /\(([^()]{2,80})\)/;

/**
 * Known products named in the site's plans, feature lists, headings and lines that are not about
 * paying for the product itself; names listed in brackets after a word such as "sync" or
 * "integration" are taken too, categorised by that line when unknown.
 */
export function namedIntegrations(passages: Passage[], siteName?: string): Integration[] {
  const site = siteName ? simpleKey(siteName) : "";
  const found = new Map<string, Integration>();
  const add = (name: string, category: IntegrationCategory) => {
    const key = simpleKey(name);
    if (!key || key === site || (site && site.startsWith(key)) || found.has(key)) return;
    found.set(key, { name, category, mentioned: true });
  };
  for (const p of passages) {
    if (p.text.length > 400 || BILLING_OR_LEGAL.test(p.text) || SUPPORT_CHANNEL.test(p.text)) continue;
    const words = p.text;
    const lower = words.toLowerCase();
    const wholeKey = simpleKey(words);
    const connects = CONNECTS.test(words);
    if (!connects && CARD_LINE.test(words)) continue;
    // running prose names products in passing ("your X account"); only its lines about connecting list integrations
    if (!connects && p.kind === "text" && words.length > 120) continue;
    for (const k of candidatesIn(lower)) {
      if ((k.key.length < 4 || AMBIGUOUS_NAMES.has(k.name)) && !connects && wholeKey !== k.key) continue;
      if (!containsName(words, lower, k.name)) continue;
      // a longer known name already found in this line covers this one ("Google Maps" covers "Google")
      if ([...found.values()].some((f) => f.name !== k.name && simpleKey(f.name).includes(k.key) && containsName(words, lower, f.name))) continue;
      add(k.name, k.category);
    }
    const list = connects ? words.match(NAME_LIST) : null;
    if (list) {
      for (const part of list[1].split(/\s*(?:,|\/|&|\band\b|\bund\b|\bet\b|\by\b)\s*/)) {
        const name = part.trim();
        if (!/^\p{Lu}[\p{L}\p{N}.' -]{1,30}$/u.test(name) || name.split(/\s+/).length > 3) continue;
        add(knownProduct(name)?.name ?? name, categorizeIntegration(name, "", words));
      }
    }
  }
  return [...found.values()];
}

const nameRes = new Map<string, { words: string[]; re: RegExp }>();

/** Is `name` in `text` (`lower` is its lower case) as a whole word, starting with the same letter case (any spacing of its parts)? */
function containsName(text: string, lower: string, name: string): boolean {
  let entry = nameRes.get(name);
  if (!entry) {
    const words = name.split(/[\s.]+/).filter(Boolean);
    const parts = words.map((w) => escapeRegExp(w));
    entry = { words: words.map((w) => w.toLowerCase()), re: new RegExp(`(?:^|[^\\p{L}\\p{N}])(${parts.join("[\\s.-]?")})(?:$|[^\\p{L}\\p{N}])`, "giu") };
    nameRes.set(name, entry);
  }
  // every word of the name in the line, before the (costly) Unicode expression runs
  for (const w of entry.words) if (!lower.includes(w)) return false;
  for (const m of text.matchAll(entry.re)) if (m[1][0] === name[0]) return true;
  return false;
}
