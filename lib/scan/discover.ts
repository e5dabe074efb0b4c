/**
 * Finds a competitor's pricing, features and integrations pages from the home page's links
 * (labels and URL paths, navigation weighted highest, many languages) and the sitemap.
 * Same-origin only; tracking parameters are removed from the returned URLs.
 */
import { parseDocument, textOf } from "./extract/dom";
import { resolveUrl, simplify } from "./extract/strings";
import { cleanUrl } from "@/lib/scan/extract/stable-text";
import { sitemapUrls } from "./fetch/sitemap";
import { squash } from "@/lib/norm-text";

export { sitemapUrls };

export type DiscoverKind = "pricing" | "features" | "integrations";
export type DiscoveredPages = Partial<Record<DiscoverKind, string>>;

interface Vocabulary {
  /** Whole labels (simplified) that name the page. */
  labels: string[];
  /** Words that, inside a label, point at the page. */
  words: string[];
  /** URL path segments. */
  paths: string[];
}

const VOCAB: Record<DiscoverKind, Vocabulary> = {
  pricing: {
    labels: [
      "pricing", "prices", "price", "plans", "plans pricing", "plans and pricing", "pricing plans", "pricing and plans", "compare plans",
      "preise", "preis", "preise und pakete", "tarife", "pakete", "tarifs", "prix", "nos offres", "offres", "precios", "planes", "planes y precios",
      "prezzi", "piani", "prijzen", "priser", "cennik", "precos", "planos", "tarieven", "hinnat", "ceny", "fiyatlandirma", "料金", "价格", "価格",
    ],
    words: ["pricing", "prices", "plans", "preise", "tarif", "tarife", "tarifs", "precios", "planes", "prezzi", "prijzen", "precos", "planos", "abonnement", "abonnements", "subscription"],
    paths: ["pricing", "prices", "price", "plans", "plans-and-pricing", "plans-pricing", "pricing-plans", "preise", "tarife", "pakete", "tarifs", "prix", "offres", "precios", "planes", "prezzi", "piani", "prijzen", "priser", "cennik", "precos", "planos", "tarieven", "buy", "compare-plans", "subscribe", "subscriptions"],
  },
  features: {
    labels: [
      "features", "feature", "product", "products", "product tour", "tour", "how it works", "platform", "capabilities", "overview", "solutions",
      "funktionen", "features und funktionen", "produkt", "leistungen", "fonctionnalites", "produit", "caracteristiques", "funcionalidades",
      "caracteristicas", "producto", "funzionalita", "prodotto", "functies", "product features", "all features",
    ],
    words: ["features", "funktionen", "fonctionnalites", "funcionalidades", "caracteristicas", "funzionalita", "functies", "capabilities"],
    paths: ["features", "feature", "product", "products", "tour", "product-tour", "how-it-works", "platform", "capabilities", "funktionen", "produkt", "leistungen", "fonctionnalites", "produit", "funcionalidades", "caracteristicas", "producto", "funzionalita", "functies", "overview", "solutions"],
  },
  integrations: {
    labels: [
      "integrations", "integration", "apps", "app marketplace", "marketplace", "app store", "app directory", "connectors", "plugins", "extensions",
      "ecosystem", "partners", "integrationen", "schnittstellen", "anbindungen", "integrations et applications", "integraciones", "integrazioni",
      "integraties", "integracoes", "apps and integrations", "apps integrations",
    ],
    words: ["integrations", "integration", "marketplace", "apps", "connectors", "plugins", "integrationen", "integraciones", "integrazioni", "integraties", "integracoes", "schnittstellen"],
    paths: ["integrations", "integration", "apps", "marketplace", "app-marketplace", "app-store", "appstore", "app-directory", "connectors", "plugins", "extensions", "ecosystem", "integrationen", "schnittstellen", "integraciones", "integrazioni", "integraties", "integracoes", "partners"],
  },
};

const BAD_PATH = /\/(?:blog|news|press|articles?|posts?|docs?|documentation|help|support|kb|knowledge-?base|changelog|release-notes|careers|jobs|legal|terms|privacy|cookies?|login|log-in|signin|sign-in|signup|sign-up|register|account|cart|checkout|tag|category|author|search|wp-content|cdn-cgi)(?:\/|$)/i;
const FILE_EXT = /\.(?:pdf|png|jpe?g|gif|svg|webp|zip|xml|json|css|js|mp4|mp3|ico|txt)$/i;

interface Candidate {
  url: string;
  score: Record<DiscoverKind, number>;
}

function pathScore(kind: DiscoverKind, url: URL, base: URL): number {
  const basePath = base.pathname.replace(/\/[^/]*$/, "/");
  const rel = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname.replace(/^\//, "");
  const segments = rel.replace(/\.(?:html?|php|aspx?)$/i, "").split("/").filter(Boolean).map((s) => s.toLowerCase());
  if (!segments.length) return 0;
  const langPrefix = /^[a-z]{2}(?:-[a-z]{2})?$/.test(segments[0]) && segments.length > 1 ? 1 : 0;
  const meaningful = segments.slice(langPrefix);
  const last = meaningful[meaningful.length - 1] ?? "";
  const vocab = VOCAB[kind];
  let score = 0;
  if (vocab.paths.includes(last)) score = 8;
  else if (meaningful.some((s) => vocab.paths.includes(s))) score = 3;
  else if (vocab.words.some((w) => last.includes(w))) score = 4;
  if (score) score -= Math.max(0, meaningful.length - 1) * 1.5;
  return score;
}

function labelScore(kind: DiscoverKind, label: string): number {
  const s = simplify(label);
  if (!s || s.length > 40) return 0;
  const vocab = VOCAB[kind];
  if (vocab.labels.includes(s)) return 10;
  const words = s.split(" ");
  if (vocab.words.some((w) => words.includes(w))) return words.length <= 4 ? 6 : 3;
  return 0;
}

function sameSite(url: URL, home: URL): boolean {
  const strip = (h: string) => h.replace(/^www\./, "");
  return url.protocol.startsWith("http") && strip(url.host) === strip(home.host);
}

function isHome(url: URL, home: URL): boolean {
  return url.pathname.replace(/\/(?:index\.html?)?$/, "") === home.pathname.replace(/\/(?:index\.html?)?$/, "");
}

/** Chooses the pricing, features and integrations pages of a site. */
export function discoverPages(homeUrl: string, homeHtml: string, sitemapXml?: string): DiscoveredPages {
  const home = new URL(homeUrl);
  const candidates = new Map<string, Candidate>();
  const bump = (url: URL, kind: DiscoverKind, value: number) => {
    const key = cleanUrl(url);
    let c = candidates.get(key);
    if (!c) {
      c = { url: key, score: { pricing: 0, features: 0, integrations: 0 } };
      candidates.set(key, c);
    }
    c.score[kind] = Math.max(c.score[kind], value);
  };
  const consider = (href: string, label: string, where: "nav" | "footer" | "body" | "sitemap") => {
    const url = resolveUrl(href, homeUrl);
    if (!url || !sameSite(url, home) || isHome(url, home)) return;
    if (FILE_EXT.test(url.pathname) || BAD_PATH.test(url.pathname)) return;
    for (const kind of Object.keys(VOCAB) as DiscoverKind[]) {
      const p = pathScore(kind, url, home);
      const l = where === "sitemap" ? 0 : labelScore(kind, label);
      if (p <= 0 && l <= 0) continue;
      const placement = where === "nav" ? 3 : where === "footer" ? 1 : where === "sitemap" ? 0 : 1.5;
      bump(url, kind, Math.max(p, 0) + l + placement + (url.hash && !url.pathname ? -5 : 0));
    }
  };

  const doc = parseDocument(homeHtml);
  for (const a of Array.from(doc.querySelectorAll("a[href]"))) {
    const href = a.getAttribute("href") ?? "";
    if (href.startsWith("#")) continue;
    const label = squash(textOf(a) || a.getAttribute("aria-label") || a.getAttribute("title") || "");
    const where = a.closest("nav,header,[role=navigation],[role=banner]") ? "nav" : a.closest("footer,[role=contentinfo]") ? "footer" : "body";
    consider(href, label, where);
  }
  if (sitemapXml) {
    for (const loc of sitemapUrls(sitemapXml)) consider(loc, "", "sitemap");
  }

  const chosen: DiscoveredPages = {};
  const used = new Set<string>();
  // Pricing is the most valuable page: choose it first so that it is not taken by another kind.
  for (const kind of ["pricing", "integrations", "features"] as DiscoverKind[]) {
    let best: Candidate | null = null;
    for (const c of candidates.values()) {
      if (used.has(c.url) || c.score[kind] < 6) continue;
      if (!best || c.score[kind] > best.score[kind] || (c.score[kind] === best.score[kind] && c.url.length < best.url.length)) best = c;
    }
    if (best) {
      chosen[kind] = best.url;
      used.add(best.url);
    }
  }
  return chosen;
}
