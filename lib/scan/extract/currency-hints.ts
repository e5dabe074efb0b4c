/**
 * What a page says about its currency (language, country domain, declared priceCurrency), and the ISO
 * code an ambiguous symbol ("$", "¥", "kr") names on that page. Symbols are recognised by lib/pricing/currency.ts.
 */
import { ISO_CODES, lookupSymbol, words } from "@/lib/pricing/currency";
import { REGION_CURRENCY, VANITY_TLDS } from "@/lib/pricing/currency-tables";
import { findAllIn, tagIs, tagOf } from "./dom";
import type { PageLocale } from "@/lib/pricing/locale-money";

/** What a page says about its currency. */
export interface CurrencyHints {
  /** `<html lang>` ("en-AU", "sv"). */
  lang?: string | null;
  hostname?: string | null;
  /** ISO codes the page declares (JSON-LD priceCurrency, microdata, product meta), most frequent first. */
  declared?: string[];
}

const pairs = (s: string) => new Map(words(s).map((p) => p.split(":") as [string, string]));
const REGION = pairs(REGION_CURRENCY);
const VANITY = new Set(words(VANITY_TLDS));

/** The country a hostname's country-code domain names ("shop.com.au" → AU), ignoring .io, .ai, .co... */
function hostRegion(hostname: string | null | undefined): string | null {
  const labels = (hostname ?? "").toLowerCase().replace(/\.$/, "").split(".");
  const tld = labels[labels.length - 1];
  if (!tld || tld.length !== 2 || labels.length < 2) return null;
  if (VANITY.has(tld) && !/^(com|net|org|gov|edu|co|ac)$/.test(labels[labels.length - 2] ?? "")) return null;
  return tld.toUpperCase();
}

/** Region and language of a BCP 47 tag: "en-AU" → AU/en, "zh-Hant" → TW/zh, "sv" → null/sv. */
function langParts(lang: string | null | undefined): { language: string; region: string | null } {
  const parts = (lang ?? "").trim().replace(/_/g, "-").split("-");
  const language = parts[0].toLowerCase();
  const region = parts.slice(1).find((p) => /^[A-Za-z]{2}$/.test(p))?.toUpperCase() ?? (parts.some((p) => /^hant$/i.test(p)) ? "TW" : null);
  return { language, region };
}

/** The country a language most likely means (CLDR likely subtags: "sv" → SE, "ja" → JP, "en" → US). */
function likelyRegion(language: string): string | null {
  try {
    return language ? (new Intl.Locale(language).maximize().region ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * The ISO code a symbol names on a page: the symbol's only currency, else the one the page declares,
 * its country domain, its language region or language names among the symbol's currencies, else the
 * most likely ("$" → USD, "¥" → JPY, "kr" → SEK). Null when the text is no currency symbol.
 */
export function resolveCurrency(symbol: string, hints: CurrencyHints): string | null {
  const sym = lookupSymbol(symbol.trim(), "price");
  if (!sym) return null;
  const codes = sym.codes;
  if (codes.length === 1) return codes[0];
  const pick = (code: string | null | undefined) => (code && codes.includes(code) ? code : null);
  for (const d of hints.declared ?? []) if (pick(d.toUpperCase())) return d.toUpperCase();
  const { language, region } = langParts(hints.lang);
  const host = hostRegion(hints.hostname);
  return (
    pick(host && REGION.get(host)) ??
    pick(region && REGION.get(region)) ??
    pick(REGION.get(likelyRegion(language) ?? "")) ??
    codes[0]
  );
}

/**
 * The page's locale and its own currency, when the page tells: the currency it declares, else its
 * country's (domain, language region, the language's likeliest country); the locale is the page's
 * language in that country ("de" on a .ch domain → de-CH). Null when the page says nothing.
 */
export function pageLocale(hints: CurrencyHints): PageLocale | null {
  const { language, region } = langParts(hints.lang);
  const host = hostRegion(hints.hostname);
  const country = host ?? region ?? (language ? likelyRegion(language) : null);
  const currency = hints.declared?.[0]?.toUpperCase() ?? (country ? REGION.get(country) : undefined);
  if (!currency || !country) return null;
  let lang = language;
  if (!/^[a-z]{2,3}$/.test(lang)) {
    try {
      lang = new Intl.Locale(`und-${country}`).maximize().language;
    } catch {
      return null;
    }
  }
  return { locale: `${lang}-${country}`, currency };
}

/** Collects every `priceCurrency` value in a JSON-LD tree. */
function jsonLdCurrencies(node: unknown, out: string[], depth = 0): void {
  if (depth > 12 || node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const x of node.slice(0, 500)) jsonLdCurrencies(x, out, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === "priceCurrency" && typeof v === "string") out.push(v);
    else if (typeof v === "object") jsonLdCurrencies(v, out, depth + 1);
  }
}

// meta, script[type="application/ld+json"] and [itemprop="priceCurrency"] as the selectors read them
// (a type's value in any letter case in an HTML document), without a selector to compile
const isMeta = tagIs("meta");
const isJsonLd = (el: Element) => tagOf(el) === "script" && el.getAttribute("type")?.toLowerCase() === "application/ld+json";
const declaresCurrency = (el: Element) => el.getAttribute("itemprop") === "priceCurrency";

/** Reads a page's currency hints: `<html lang>` (or og:locale), declared currencies and the hostname. */
export function currencyHintsOf(doc: Document, url?: string): CurrencyHints {
  const metas = findAllIn(doc, isMeta);
  const meta = (...names: string[]) =>
    metas.filter((m) => names.includes((m.getAttribute("property") ?? m.getAttribute("name") ?? m.getAttribute("http-equiv") ?? "").toLowerCase())).map((m) => (m.getAttribute("content") ?? "").trim());
  let lang = doc.documentElement?.getAttribute("lang")?.trim() || meta("content-language")[0] || null;
  const ogLocale = meta("og:locale")[0];
  if (ogLocale && (!lang || !langParts(lang).region) && langParts(ogLocale).region) lang = ogLocale.replace(/_/g, "-");

  const found: string[] = [];
  for (const s of findAllIn(doc, isJsonLd)) {
    try {
      jsonLdCurrencies(JSON.parse(s.textContent ?? ""), found);
    } catch {
      // Broken JSON-LD is common; it says nothing.
    }
  }
  for (const el of findAllIn(doc, declaresCurrency)) found.push(el.getAttribute("content") ?? el.textContent ?? "");
  found.push(...meta("og:price:currency", "product:price:currency"));
  const counts = new Map<string, number>();
  for (const f of found) {
    const code = f.trim().toUpperCase();
    if (ISO_CODES.has(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const declared = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);

  const hostOf = (u: string | null | undefined) => {
    try {
      return u ? new URL(u).hostname : null;
    } catch {
      return null;
    }
  };
  // the address the page declares for itself (canonical, og:url) when the one it was fetched from names no country
  const declaredHosts = [doc.querySelector('link[rel="canonical"]')?.getAttribute("href"), meta("og:url")[0]].map(hostOf);
  let hostname = hostOf(url) ?? declaredHosts.find(Boolean) ?? null;
  if (!hostRegion(hostname)) hostname = declaredHosts.find((h) => hostRegion(h)) ?? hostname;
  return { lang, hostname, declared };
}
