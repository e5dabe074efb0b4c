/**
 * Scores the product profile (lib/analysis/profile) on real pricing pages nobody here wrote, against
 * hand labels written before the analyser was run on them (scripts/eval/profile-labels.json): the
 * segment (right, or one a careful reader could also defend), the key capabilities (a label is found
 * when a capability shares at least half of its words), none of them the hero copy, and the
 * integrations (found by name, and their category from the taxonomy).
 *
 * Each page goes through extractSite as the pricing page of a site, as a scan would read it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { categorizeIntegration } from "../../lib/analysis/profile";
import { sitePassages } from "../../lib/analysis/profile/passages";
import { decodeBody } from "../../lib/scan/fetch/charset";
import { extractSite } from "../../lib/scan/extract/index";
import { checkSources, type Part } from "./split";

interface LabelPage {
  id: string;
  file: string;
  repo: string;
  segment: string;
  accept?: string[];
  capabilities: string[];
  integrations: Record<string, string>;
}

type Ratio = [number, number];

export interface ProfileRow {
  page: string;
  part: Part;
  segment: { want: string; got: string; right: boolean; defensible: boolean };
  capabilities: { got: string[]; found: Ratio; precise: Ratio; hero: number; missed: string[] };
  integrations: { got: Array<{ name: string; category: string }>; found: Ratio; category: Ratio; endToEnd: Ratio; precise: Ratio; taxonomy: Ratio; wrong: string[] };
  evidence: string[];
}

export interface ProfileFigures {
  pages: number;
  segment: Ratio;
  segmentDefensible: Ratio;
  capabilityRecall: Ratio;
  capabilityPrecision: Ratio;
  heroCapabilities: number;
  emptyCapabilities: number;
  integrationRecall: Ratio;
  integrationCategory: Ratio;
  integrationEndToEnd: Ratio;
  integrationPrecision: Ratio;
  taxonomyCategory: Ratio;
}

const STOP = new Set(
  "and the for with your our you all from per und der die das mit für von zu des les pour avec une par del los las con para que den het een voor van met dla oraz lub und".split(" "),
);

/** Words of a phrase for matching: lower case, accents off, five-letter stems; CJK as character pairs. */
export function tokens(text: string): Set<string> {
  const out = new Set<string>();
  const plain = text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  for (const w of plain.match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w)) {
      for (let i = 0; i + 1 < w.length; i++) out.add(w.slice(i, i + 2));
      continue;
    }
    if (w.length < 2 || STOP.has(w)) continue;
    out.add(w.slice(0, 5));
  }
  return out;
}

/** Does `got` say `want`? At least half of the shorter phrase's words are shared. */
export function sameCapability(want: string, got: string): boolean {
  const a = tokens(want);
  const b = tokens(got);
  if (!a.size || !b.size) return false;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared >= 1 && shared / Math.min(a.size, b.size) >= 0.5;
}

const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
const sameName = (a: string, b: string) => key(a) === key(b) || (key(a).length >= 4 && key(b).length >= 4 && (key(a).includes(key(b)) || key(b).includes(key(a))));
const segmentName = (s: string) => (s === "mixed" ? "mixed/all" : s);

function scorePage(label: LabelPage, part: Part, html: string): ProfileRow {
  const { extractedData: d } = extractSite([{ kind: "pricing", url: `https://${label.id}.example/pricing`, html }]);
  const ai = d.aiExtractedData;
  const got = segmentName(ai.audience?.segment ?? "unclear");
  const caps = ai.keyCapabilities;
  const passages = sitePassages([{ kind: "pricing", markdown: d.pricingMarkdown }]);
  const h1 = passages.findIndex((p) => p.kind === "heading" && p.level === 1);
  const hero = h1 >= 0 ? [passages[h1].text, passages[h1 + 1]?.text ?? ""].filter(Boolean).map(key) : [];
  const shown = caps.slice(0, 6);
  const wantInts = Object.entries(label.integrations);
  const found = wantInts.filter(([n]) => ai.integrations.some((i) => sameName(i.name, n)));
  const rightCategory = found.filter(([n, c]) => ai.integrations.some((i) => sameName(i.name, n) && i.category.toLowerCase() === c.toLowerCase()));
  const taxonomyRight = wantInts.filter(([n, c]) => categorizeIntegration(n).toLowerCase() === c.toLowerCase());
  const precise = ai.integrations.filter((i) => wantInts.some(([n]) => sameName(i.name, n)));
  return {
    page: label.id,
    part,
    segment: { want: label.segment, got, right: got === label.segment, defensible: got === label.segment || (label.accept ?? []).includes(got) },
    capabilities: {
      got: caps,
      found: [label.capabilities.filter((w) => caps.some((c) => sameCapability(w, c))).length, label.capabilities.length],
      precise: [shown.filter((c) => label.capabilities.some((w) => sameCapability(w, c))).length, shown.length],
      hero: caps.filter((c) => hero.includes(key(c))).length,
      missed: label.capabilities.filter((w) => !caps.some((c) => sameCapability(w, c))),
    },
    integrations: {
      got: ai.integrations,
      found: [found.length, wantInts.length],
      category: [rightCategory.length, found.length],
      endToEnd: [rightCategory.length, wantInts.length],
      precise: [precise.length, ai.integrations.length],
      taxonomy: [taxonomyRight.length, wantInts.length],
      wrong: wantInts.filter(([n]) => !rightCategory.some(([m]) => m === n)).map(([n, c]) => `${n} (${c})`),
    },
    evidence: (ai.audience?.evidence ?? []).slice(0, 4).map((e) => `${e.segment}: “${e.text}” [${e.kind}${e.plan ? `, ${e.plan}` : ""}]`),
  };
}

const add = (a: Ratio, b: Ratio): Ratio => [a[0] + b[0], a[1] + b[1]];

function figures(rows: ProfileRow[]): ProfileFigures {
  const zero: Ratio = [0, 0];
  return {
    pages: rows.length,
    segment: [rows.filter((r) => r.segment.right).length, rows.length],
    segmentDefensible: [rows.filter((r) => r.segment.defensible).length, rows.length],
    capabilityRecall: rows.reduce((s, r) => add(s, r.capabilities.found), zero),
    capabilityPrecision: rows.reduce((s, r) => add(s, r.capabilities.precise), zero),
    heroCapabilities: rows.reduce((s, r) => s + r.capabilities.hero, 0),
    emptyCapabilities: rows.filter((r) => r.capabilities.got.length === 0).length,
    integrationRecall: rows.reduce((s, r) => add(s, r.integrations.found), zero),
    integrationCategory: rows.reduce((s, r) => add(s, r.integrations.category), zero),
    integrationEndToEnd: rows.reduce((s, r) => add(s, r.integrations.endToEnd), zero),
    integrationPrecision: rows.reduce((s, r) => add(s, r.integrations.precise), zero),
    taxonomyCategory: rows.reduce((s, r) => add(s, r.integrations.taxonomy), zero),
  };
}

export const LABELS_FILE = path.resolve(import.meta.dirname, "profile-labels.json");

/** Scores every labelled page; figures per part of the tune / check split (by source repository). */
export function evalProfile(root: string): { rows: ProfileRow[]; parts: Record<Part, ProfileFigures> } {
  const labels = (JSON.parse(readFileSync(LABELS_FILE, "utf8")) as { pages: LabelPage[] }).pages;
  const check = checkSources(labels.map((l) => l.repo));
  const rows = labels.map((l) => scorePage(l, check.has(l.repo) ? "check" : "tune", decodeBody(readFileSync(path.join(root, l.file)), null).text));
  return { rows, parts: { tune: figures(rows.filter((r) => r.part === "tune")), check: figures(rows.filter((r) => r.part === "check")) } };
}
