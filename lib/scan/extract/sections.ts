/**
 * Section vocabulary shared by the feature, integration and capability extractors: which headings
 * name non-feature sections (pricing, FAQ, testimonials, calls to action ...), which name
 * integration sections, and the cleaned content root of a page.
 */
import { findMoney } from "@/lib/pricing/money-parse";
import { normalizeNoiseText } from "@/lib/scan/extract/stable-text";
import { squash } from "@/lib/norm-text";

export { contentRoot } from "./clean";

export const NON_FEATURE_SECTION_RE =
  /\bpricing\b|\bplans\b|\bprices?\b|\bfaq\b|frequently asked|\bquestions\b|testimonial|what .{1,30} say|customers|trusted by|(?:loved|used) by (?:\d|over|more|thousands|millions|teams|customers|companies|businesses)|reviews|\bintegrations?\b|works with|plays? (?:nice|well)|blog|\bnews\b|latest|resources|ready to|get started|\bcontact\b|careers|about us|preise|tarife?s?|precios|kunden|häufige fragen|bereit|jetzt starten/i;

export const INTEGRATION_SECTION_RE =
  /\bintegrat\w*|works? (?:seamlessly )?with|connects? (?:with|to)|plays? (?:nice|well)|\bapps?\b|ecosystem|marketplace|plug-?ins?|extensions|connectors|integrationen|intégrations|integraciones|integrazioni|anbindungen|schnittstellen/i;

export const CUSTOMER_SECTION_RE = /trusted by|customers|(?:loved|used) by (?:\d|over|more|thousands|millions|teams|customers|companies|businesses)|companies|featured in|as seen|teams? (?:at|like)|kunden|clients|our users|vertrauen/i;

export const CTA_RE = /^(?:ready\b|get started|start\b|try\b|join\b|sign up|book a demo|request a demo|contact\b|talk to|need something|questions\?|bereit|jetzt\b|prêt|commencez|empieza)/i;

/** Visible text cleaned of noise: what users would read as a name or description. */
export function cleanLabel(text: string): string {
  return squash(normalizeNoiseText(text)).replace(/^[\s✓✔•·\-–—*:]+|[\s:–—-]+$/g, "").trim();
}

export function hasMoney(text: string): boolean {
  return findMoney(text).length > 0;
}
