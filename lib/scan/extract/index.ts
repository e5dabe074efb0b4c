/**
 * extractSite: everything the scanner stores for one competitor, from the fetched pages.
 * Pure: no network, no clock. Confidence (0..1) says how much of a complete picture was found.
 */
import { buildProductProfile } from "@/lib/analysis/profile";
import type { ExtractionResult, FetchedPage, PageKind } from "../types";
import { closestWhere, findAllIn, rawDocument, tagIs, tagOf, textOf } from "./dom";
import { memoExtract } from "./memo";
import { extractFeatures, mergeFeatures } from "./features";
import { htmlToMarkdown } from "./html-to-markdown";
import { extractIntegrations, mergeIntegrations } from "./integrations";
import { findMoney } from "@/lib/pricing/money-parse";
import { extractPricingDetails } from "./pricing";
import { extractSignals } from "./signals";
import type { PricingPlan } from "@/lib/pricing/types";

function pageOf(pages: FetchedPage[], kind: PageKind): FetchedPage | undefined {
  return pages.find((p) => p.kind === kind && p.html.trim());
}

// script, [id] and noscript, as the selectors read them
const isScript = tagIs("script");
const isNoscript = tagIs("noscript");
const hasId = (el: Element) => el.hasAttribute("id");

/**
 * Does a page look rendered by JavaScript (an empty app root, inline JSON state, "enable
 * JavaScript") so that a browser would show more than the static HTML?
 */
export function looksScriptRendered(html: string): boolean {
  const doc = rawDocument(html);
  const scripts = findAllIn(doc, isScript).map((s) => s.textContent ?? "");
  const inlineData = scripts.some((s) => s.length > 200 && (/"(?:price|prices|plans?|amount|tiers?)"\s*:/.test(s) || /__NEXT_DATA__|__NUXT__|__INITIAL_STATE__|__APOLLO_STATE__/.test(s)));
  // an empty mount point for content (a script-rendered nav or footer alone does not count)
  const emptyRoot = findAllIn(doc, hasId).some(
    (el) =>
      /^(?:root|app|__next|__nuxt|svelte|main-app)$|-root$|-app$|^pricing/.test(el.getAttribute("id") ?? "") &&
      !textOf(el) &&
      el.children.length === 0 &&
      !closestWhere(el, (e) => /^(?:header|nav|footer)$/.test(tagOf(e)) || /^(?:navigation|banner|contentinfo)$/.test(e.getAttribute("role") ?? "")),
  );
  const noscript = findAllIn(doc, isNoscript).some((n) => /enable javascript|javascript (?:is )?required/i.test(n.textContent ?? ""));
  const main = doc.querySelector("main") ?? doc.body;
  const text = textOf(main).length;
  return (inlineData && emptyRoot) || (emptyRoot && text < 600) || (noscript && text < 200);
}

function confidenceOf(input: {
  hasHome: boolean;
  homeChars: number;
  hasPricingPage: boolean;
  plans: PricingPlan[];
  featureCount: number;
  hasFeaturesPage: boolean;
  integrationCount: number;
  hasIntegrationsPage: boolean;
  capabilityCount: number;
}): number {
  const parts: Array<[number, number]> = [];
  parts.push([0.15, input.hasHome ? Math.min(1, input.homeChars / 400) : 0]);
  parts.push([0.1, input.hasPricingPage ? 1 : 0]);
  parts.push([0.2, Math.min(1, input.plans.length / 2)]);
  // how sure the plan reader is of each plan (structure, name, price evidence)
  const planConfidence = input.plans.reduce((s, p) => s + (p.confidence ?? 0.7), 0) / Math.max(1, input.plans.length);
  parts.push([0.15, input.plans.length ? planConfidence : 0]);
  parts.push([0.15, Math.min(1, input.featureCount / (input.hasFeaturesPage ? 6 : 3))]);
  if (input.hasIntegrationsPage || input.integrationCount > 0) parts.push([0.1, Math.min(1, input.integrationCount / 5)]);
  parts.push([0.1, Math.min(1, input.capabilityCount / 3)]);
  const weight = parts.reduce((s, [w]) => s + w, 0);
  const score = parts.reduce((s, [w, v]) => s + w * v, 0) / weight;
  return Math.round(score * 100) / 100;
}

/**
 * Notes (in `warnings`) the pages built by scripts, whose static HTML may miss what they show; true when
 * a browser is needed (a pricing page without plans, or any other such page).
 */
function scriptRenderedWarnings(pages: (FetchedPage | undefined)[], pricing: FetchedPage | undefined, hasPlans: boolean, warnings: string[]): boolean {
  let needsBrowser = false;
  for (const page of pages) {
    if (page && memoExtract("script-rendered", [], page.html, () => looksScriptRendered(page.html))) {
      if (page === pricing && !hasPlans) {
        needsBrowser = true;
        warnings.push("The pricing page renders its plans with JavaScript: no plans in the static HTML; a browser is needed.");
      } else if (page !== pricing) {
        needsBrowser = true;
        warnings.push(`The ${page.kind} page appears to be rendered with JavaScript; static extraction may be incomplete.`);
      }
    }
  }
  return needsBrowser;
}

/** Features from the features and home pages; integrations listed on the integrations, home and features pages. */
function featuresAndIntegrations(home: FetchedPage | undefined, featuresPage: FetchedPage | undefined, integrationsPage: FetchedPage | undefined, siteName: string | undefined) {
  const features = mergeFeatures(
    featuresPage ? memoExtract("features", ["features"], featuresPage.html, () => extractFeatures(featuresPage.html, "features")) : [],
    home ? memoExtract("features", ["home"], home.html, () => extractFeatures(home.html, "home")) : [],
  );
  const listedIntegrations = mergeIntegrations(
    integrationsPage ? memoExtract("integrations", ["integrations", siteName], integrationsPage.html, () => extractIntegrations(integrationsPage.html, "integrations", siteName)) : [],
    home ? memoExtract("integrations", ["other", siteName], home.html, () => extractIntegrations(home.html, "other", siteName)) : [],
    featuresPage ? memoExtract("integrations", ["other", siteName], featuresPage.html, () => extractIntegrations(featuresPage.html, "other", siteName)) : [],
  );
  return { features, listedIntegrations };
}

/** Runs every extractor over the fetched pages of one site. */
export function extractSite(pages: FetchedPage[]): ExtractionResult {
  const home = pageOf(pages, "home");
  const pricing = pageOf(pages, "pricing");
  const featuresPage = pageOf(pages, "features");
  const integrationsPage = pageOf(pages, "integrations");
  const warnings: string[] = [];
  const siteName = home ? rawDocument(home.html).querySelector("title")?.textContent?.split(/\s[—–|-]\s/)[0]?.trim() : undefined;

  const pricingOf = (page: FetchedPage) => memoExtract("pricing", [page.url], page.html, () => extractPricingDetails(page.html, page.url));
  let pricingDetails = pricing ? pricingOf(pricing) : { plans: [], addOns: [], doubt: null };
  if (!pricingDetails.plans.length && home) {
    // the home page's plans stand in for a missing pricing page, or for one with no plan; that page's doubt
    // (prices no plan was read from) still holds, so a site's scan says what its pricing page alone says
    const fromHome = pricingOf(home);
    if (fromHome.plans.length || !pricing) pricingDetails = { ...fromHome, doubt: fromHome.doubt ?? pricingDetails.doubt };
  }
  const pricingPlans = pricingDetails.plans;

  const needsBrowser = scriptRenderedWarnings([pricing, featuresPage, integrationsPage, home], pricing, pricingPlans.length > 0, warnings);
  if (pricing && !pricingPlans.length && !needsBrowser && findMoney(textOf(rawDocument(pricing.html).body)).length === 0) {
    warnings.push("The pricing page shows no prices.");
  }

  const { features, listedIntegrations } = featuresAndIntegrations(home, featuresPage, integrationsPage, siteName);

  const markdownOf = (page: FetchedPage) => memoExtract("markdown", [], page.html, () => htmlToMarkdown(page.html));
  const markdown = home ? markdownOf(home) : "";
  const pricingMarkdown = pricing ? markdownOf(pricing) : "";
  const featuresMarkdown = featuresPage ? markdownOf(featuresPage) : "";

  // who it is for, what it does and what it connects to, read from every page the scan fetched
  const profile = buildProductProfile({
    pages: [home, pricing, featuresPage, integrationsPage].filter((p): p is FetchedPage => !!p).map((p) => ({ kind: p.kind, markdown: markdownOf(p) })),
    plans: pricingPlans,
    features,
    integrations: listedIntegrations,
    siteName,
  });
  const { integrations, capabilities: keyCapabilities, audience } = profile;
  const signals = pages.filter((p) => p.html.trim()).map((p) => memoExtract("signals", [p.kind, p.url], p.html, () => extractSignals(p)));

  const confidence = confidenceOf({
    hasHome: !!home,
    homeChars: markdown.length,
    hasPricingPage: !!pricing,
    plans: pricingPlans,
    featureCount: features.length,
    hasFeaturesPage: !!featuresPage,
    integrationCount: integrations.length,
    hasIntegrationsPage: !!integrationsPage,
    capabilityCount: keyCapabilities.length,
  });

  return {
    extractedData: {
      markdown,
      pricingMarkdown,
      featuresMarkdown,
      pricingPlans,
      pricingAddOns: pricingDetails.addOns,
      features,
      aiExtractedData: { integrations, keyCapabilities, audience },
    },
    // a doubtful pricing page never shows a high percentage
    confidence: (needsBrowser && !pricingPlans.length) || pricingDetails.doubt ? Math.min(confidence, 0.5) : confidence,
    pricingDoubt: needsBrowser && !pricingPlans.length ? "The pricing page renders its plans with JavaScript." : pricingDetails.doubt,
    pages: signals,
    warnings,
    needsBrowser,
  };
}
