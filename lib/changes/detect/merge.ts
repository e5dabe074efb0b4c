/**
 * One edit, one change. The detectors look at the same edit from several sides (a plan's price,
 * the pricing page's copy, its headings, the title, the screenshot); this folds their findings so
 * each edit is reported once, under its most specific type — pricing, then feature / integration,
 * then content, structure, visual — with the folded findings kept as supporting facts
 * (`facts.supporting`: their type, kind and description).
 */
import { blockKey, parseBlocks } from "./copy-blocks";
import { figuresIn } from "./restated-copy";
import { consolidateCopy, isMinor, kindOf, pageOf, strings, support } from "./merge-copy";
import { noteFolded, verifyPlans } from "./plan-evidence";
import { sectionRenames } from "./heading-renames";
import { foldRewordedItems } from "./merge-rewording";
import { classifyChange } from "./change-class";
import { foldRepeatedFacts } from "./repeated-facts";
import { foldRecutLists } from "./inherited-features";
import { listSummary } from "@/lib/changes/detect/text-compare";
import { plural } from "@/lib/format";
import type { DetectedChange } from "./types";
import { normText } from "@/lib/norm-text";

/** What one version of the pricing page says: its money amounts and block texts. */
function pageTexts(markdown: string) {
  const blocks = parseBlocks(markdown);
  return { money: new Set(blocks.flatMap((b) => b.money)), keys: new Set(blocks.map((b) => b.key)) };
}

const PLAN_KINDS = ["price_changed", "annual_price_changed", "plan_added", "plan_removed", "plan_renamed", "plan_features_changed", "add_ons_changed", "highlight_changed"];
const EDIT_KINDS = new Set(["price_terms_changed", "plan_terms_changed", "copy_changed"]);
const isEdit = (c: DetectedChange) => EDIT_KINDS.has(kindOf(c)) && Array.isArray(c.facts.blocksAfter);

const RANK = ["price_changed", "plan_added", "plan_removed", "annual_price_changed", "plan_renamed", "plan_features_changed", "add_ons_changed", "highlight_changed"];

/** Plan findings that stay their own change rather than a detail of the plan's lead change. */
const OWN_FACT_KINDS = new Set(["plan_features_changed"]);

/**
 * Findings about one plan become one change, led by the most telling (a price over its annual
 * price, add-ons or highlight); a change of its feature list (inclusions, limits) stays its own.
 */
function mergePerPlan(plans: DetectedChange[]): DetectedChange[] {
  const byPlan = new Map<string, DetectedChange[]>();
  for (const c of plans) {
    const key = normText(String(c.facts.plan ?? c.description));
    byPlan.set(key, [...(byPlan.get(key) ?? []), c]);
  }
  const out: DetectedChange[] = [];
  for (const group of byPlan.values()) {
    group.sort((x, y) => RANK.indexOf(kindOf(x)) - RANK.indexOf(kindOf(y)));
    const [lead, ...others] = group;
    for (const r of others.filter((x) => !OWN_FACT_KINDS.has(kindOf(x)))) {
      support(lead, r);
      noteFolded(lead, r);
      const detail = r.description.includes(": ") ? r.description.slice(r.description.indexOf(": ") + 2) : r.description;
      const annual = kindOf(r) === "annual_price_changed" && /\(billed annually\):/.test(r.description);
      const said = annual ? `billed annually ${detail}` : detail;
      // Namesake plans (a one-time package and a subscription of one name) renamed alike: said once.
      if (!lead.description.endsWith(said)) lead.description = `${lead.description}; ${said}`;
    }
    // A plan's inclusions and limits are facts of their own beside its price. They come first: a
    // copy edit goes to the first finding it shows (verifyPlans), and an edit that holds the plan's
    // feature lines is about them more than about its price.
    out.push(...others.filter((r) => OWN_FACT_KINDS.has(kindOf(r))), lead);
  }
  return out;
}

/** "EUR→USD" when an edit only switches the currency of the same amounts. */
function currencySwitch(c: DetectedChange): string | null {
  const f = c.facts;
  if (kindOf(c) === "price_changed") {
    const same = typeof f.oldPrice === "number" && f.oldPrice === f.newPrice;
    return same && f.oldCurrency && f.newCurrency && f.oldCurrency !== f.newCurrency ? `${f.oldCurrency}→${f.newCurrency}` : null;
  }
  if (!isEdit(c)) return null;
  const before = strings(c.facts.moneyBefore);
  const after = strings(c.facts.moneyAfter);
  if (!before.length || before.length !== after.length) return null;
  const split = (m: string) => m.split(" ");
  const from = new Set(before.map((m) => split(m)[0]));
  const to = new Set(after.map((m) => split(m)[0]));
  // one currency on both sides ("$5" → "5 USD") switches nothing
  if (from.size !== 1 || to.size !== 1 || [...from][0] === [...to][0]) return null;
  const amounts = (xs: string[]) => xs.map((m) => split(m)[1]).sort().join(",");
  return amounts(before) === amounts(after) ? `${[...from][0]}→${[...to][0]}` : null;
}

function mergeCurrencySwitches(changes: DetectedChange[]): DetectedChange[] {
  const out: DetectedChange[] = [];
  const lead = new Map<string, DetectedChange>();
  for (const c of changes) {
    const sw = currencySwitch(c);
    const first = sw ? lead.get(sw) : undefined;
    if (sw && !first) {
      lead.set(sw, c);
      const [from, to] = sw.split("→");
      c.description = `Prices switched from ${from} to ${to}: ${c.description}`;
      c.facts.currencySwitch = { from, to };
      out.push(c);
    } else if (first) support(first, c);
    else out.push(c);
  }
  return out;
}

/** Kinds whose `items` are named things (an integration, a feature): a section headed by one is that thing. */
const NAMED_KINDS = new Set(["integrations_added", "integrations_removed", "features_added", "features_removed", "features_renamed", "capabilities_added", "capabilities_removed", "capabilities_renamed"]);

/** The names a change of a named thing states: its items, and a renamed item's former name. */
const namesOf = (c: DetectedChange) => [...strings(c.facts.items), ...strings([c.facts.renamedFrom])];

/**
 * Removes from a sections change the headings that another change already reports: a copy edit of
 * the same page that holds the heading, or an integration or feature added or removed under that name
 * (one new integration is one change, not also a section of the pages that list it).
 */
function foldSections(c: DetectedChange, edits: DetectedChange[], hosts: Map<DetectedChange, DetectedChange>, named: DetectedChange[]): DetectedChange | null {
  const covered = new Map<string, DetectedChange>();
  for (const n of named) for (const item of namesOf(n)) covered.set(blockKey(item), n);
  for (const e of edits) if (pageOf(e) === pageOf(c)) for (const h of strings(e.facts.headings)) covered.set(blockKey(h), hosts.get(e) ?? e);
  const keep = (xs: string[]) => xs.filter((h) => !covered.has(blockKey(h)));
  const added = keep(strings(c.facts.added));
  const removed = keep(strings(c.facts.removed));
  const all = [...strings(c.facts.added), ...strings(c.facts.removed)];
  if (added.length + removed.length === all.length) return c;
  const host = covered.get(blockKey(all.find((h) => covered.has(blockKey(h)))!))!;
  // A named thing's section is that thing: its size stays its own (the sections change may span several things).
  const size = host.magnitude;
  support(host, c);
  if (NAMED_KINDS.has(kindOf(host))) host.magnitude = size;
  // A page's copy edit (not the pricing page's, whose edits are itemised) that holds the section says which section it is.
  if (kindOf(host) === "copy_changed" && !isEdit(host) && !host.description.includes(c.description)) {
    const label = c.description.split(":")[0];
    const said = c.description.slice(label.length + 2);
    host.description = `${label}: ${said}; copy: ${host.description.slice(host.description.indexOf(":") + 2)}`;
  }
  if (!added.length && !removed.length) return null;
  const parts: string[] = [];
  if (added.length) parts.push(`${plural(added.length, "section")} added (${listSummary(added)})`);
  if (removed.length) parts.push(`${plural(removed.length, "section")} removed (${listSummary(removed)})`);
  return { ...c, description: `${c.description.split(":")[0]}: ${parts.join(", ")}`, facts: { ...c.facts, added, removed } };
}

/**
 * Removes from a navigation change the links that another change of the scan already reports (a
 * plan's feature line, a line of copy, an integration or a section that is also a link): one edit is
 * one change, under its most specific type, with the link change kept as its supporting fact.
 */
function foldNavigation(c: DetectedChange, reported: DetectedChange[]): DetectedChange | null {
  const covered = new Map<string, DetectedChange>();
  for (const r of reported) {
    const lines = [r.facts.added, r.facts.removed, r.facts.blocksBefore, r.facts.blocksAfter].flatMap(strings).concat(namesOf(r));
    for (const line of lines) if (!covered.has(blockKey(line))) covered.set(blockKey(line), r);
  }
  const all = [...strings(c.facts.added), ...strings(c.facts.removed)];
  const hit = all.find((x) => covered.has(blockKey(x)));
  if (hit === undefined) return c;
  support(covered.get(blockKey(hit))!, c);
  const added = strings(c.facts.added).filter((x) => !covered.has(blockKey(x)));
  const removed = strings(c.facts.removed).filter((x) => !covered.has(blockKey(x)));
  if (!added.length && !removed.length) return null;
  const parts = [...(added.length ? [`added ${listSummary(added)}`] : []), ...(removed.length ? [`removed ${listSummary(removed)}`] : [])];
  return { ...c, description: `Navigation changed: ${parts.join("; ")}`, facts: { ...c.facts, added, removed } };
}

/** Each heading an edit changed keeps all the words of its old wording, or the old one all of the new one's. */
function headingsExtended(e: DetectedChange): boolean {
  const heads = new Set(strings(e.facts.headings));
  const words = (h: string) => new Set(blockKey(h).split(" ").filter(Boolean));
  const before = strings(e.facts.blocksBefore).filter((h) => heads.has(h)).map(words);
  const after = strings(e.facts.blocksAfter).filter((h) => heads.has(h)).map(words);
  const within = (x: Set<string>, y: Set<string>) => [...x].every((w) => y.has(w));
  return before.length === after.length && before.every((x, k) => within(x, after[k]) || within(after[k], x));
}

/** The figures a change states in its text (description, old and new content). */
const statedFigures = (c: DetectedChange) => new Set(figuresIn([c.description, c.oldContent ?? "", c.newContent ?? ""].join("\n")));

/**
 * A restructure kept whole for the few figures it changed (page-copy.ts, `restructured`): when a plan
 * finding states each of those figures, the restructure is that plan change seen again, and folds into it.
 */
function foldRestructures(edits: DetectedChange[], plans: DetectedChange[]): DetectedChange[] {
  return edits.filter((e) => {
    const figures = strings(e.facts.restructured);
    if (!figures.length) return true;
    const host = plans.find((h) => pageOf(h) === pageOf(e) && figures.every((f) => statedFigures(h).has(f)));
    if (!host) {
      delete e.facts.restructured;
      return true;
    }
    // The restructure's size is the layout's, not the fact's: the host keeps its own magnitude.
    const magnitude = host.magnitude;
    support(host, e);
    host.magnitude = magnitude;
    return false;
  });
}

/** Merges the findings of all detectors (see the file comment). Order: as found, folded ones removed. */
export function mergeChanges(found: DetectedChange[], pricingCopy?: { before: string; after: string }): DetectedChange[] {
  // A plan's list re-cut around a line naming another plan, including what it did: no change (inherited-features.ts).
  found = foldRecutLists(found);
  // A rewording that keeps every fact is no change, nor are the list items reworded with it.
  const changes = foldRewordedItems(found.map((c) => ({ ...c, facts: { ...c.facts } }))).filter((c) => c.facts.reworded !== true && c.facts.restated !== true);
  // Copy edits that only restructure figures the page keeps (restated-copy.ts): no change, nor the sections they moved.
  const restated = found.filter((c) => c.facts.restated === true);
  const allEdits = changes.filter(isEdit);
  // Plan findings are checked against the pricing page's copy when both versions of it were read.
  const texts = pricingCopy?.before.trim() && pricingCopy.after.trim() ? { before: pageTexts(pricingCopy.before), after: pageTexts(pricingCopy.after) } : null;
  const verified = verifyPlans(mergePerPlan(changes.filter((c) => c.type === "pricing" && PLAN_KINDS.includes(kindOf(c)))), allEdits, texts);
  // A pricing-page section renamed throughout is its plan renamed (heading-renames.ts).
  const renames = texts ? sectionRenames(allEdits) : [];
  const plans = [...renames, ...mergeCurrencySwitches(verified.plans)];
  const hosts = new Map(verified.hosts);
  const others: DetectedChange[] = [];
  const sections: DetectedChange[] = [];
  for (const c of changes) {
    if (isEdit(c) || (c.type === "pricing" && PLAN_KINDS.includes(kindOf(c)))) continue;
    if (kindOf(c) === "sections_changed") sections.push(c);
    else others.push(c);
  }
  const edits = mergeCurrencySwitches(consolidateCopy(foldRestructures(verified.edits, plans), [...plans, ...others]));
  // Edits merged or folded still point at the change that carries them (for their headings).
  const hostOf = new Map<DetectedChange, DetectedChange>(hosts);
  const described = (x: DetectedChange) => (Array.isArray(x.facts.supporting) ? (x.facts.supporting as Array<{ description?: string }>) : []).map((s) => s.description);
  for (const e of verified.edits) {
    if (edits.includes(e)) continue;
    const first = [...strings(e.facts.blocksBefore), ...strings(e.facts.blocksAfter)][0];
    const carrier = [...edits, ...plans, ...others].find((x) => described(x).includes(e.description) || (first !== undefined && [...strings(x.facts.blocksBefore), ...strings(x.facts.blocksAfter)].includes(first)));
    if (carrier) hostOf.set(e, carrier);
  }
  for (const c of sections) {
    // The pricing page's copy is diffed block by block, headings included: its edits already say
    // which sections came and went, so a heading list change there is the same edit seen twice.
    if (texts && pageOf(c) === "pricing") {
      const renamed = (e: DetectedChange) => renames.includes(e) && [...strings(c.facts.added), ...strings(c.facts.removed)].every((h) => strings(e.facts.headings).includes(h));
      const host = plans.find(renamed) ?? [...edits, ...plans].find((e) => pageOf(e) === "pricing");
      if (host) {
        support(host, c);
        continue;
      }
    }
    const named = others.filter((o) => NAMED_KINDS.has(kindOf(o)));
    // A heading edited in place by rewording that keeps every fact (an edit dropped as minor, all its
    // blocks paired) is no section either, when the heading only gained or lost words: a word of it
    // replaced by another may rename what it names ("Starter plan" → "Trial plan").
    const reworded = (e: DetectedChange) => Number(e.facts.pairedOnly) === 1 && isMinor(e) && headingsExtended(e);
    // A page's copy change (the home page's) that added or removed the section's heading is the same edit.
    const pageCopy = others.filter((o) => (kindOf(o) === "copy_changed" || kindOf(o) === "headline_changed") && !isEdit(o));
    const rest = foldSections(c, [...allEdits.filter((e) => hostOf.has(e) || edits.includes(e) || reworded(e)), ...restated, ...pageCopy], hostOf, named);
    if (rest) others.push(rest);
  }
  const rest: DetectedChange[] = [];
  for (const c of others) {
    // A page's title sits in its head, not in the text a visitor reads: it is a detail of a change of its
    // page, never a change of its own (a title edited alone raises nothing).
    if (kindOf(c) === "title_changed") {
      const host = [...edits, ...plans].filter((e) => pageOf(e) === pageOf(c)).sort((x, y) => y.magnitude - x.magnitude)[0];
      if (host) support(host, c);
      continue;
    }
    if (kindOf(c) === "navigation_changed") {
      const left = foldNavigation(c, [...plans, ...edits, ...others.filter((o) => o !== c)]);
      if (left) rest.push(left);
      continue;
    }
    rest.push(c);
  }
  const result = foldVisual(rest.filter((c) => c.type !== "visual"), rest.filter((c) => c.type === "visual"), [...plans, ...edits]);
  const order = new Map(changes.map((c, i) => [c, i]));
  const pos = (c: DetectedChange) => order.get(c) ?? -1;
  // Each change's type and kind from what its text says (change-class.ts).
  const all = [...plans, ...edits, ...result];
  const kept = foldRepeatedFacts(all, pricingCopy?.before.trim() && pricingCopy.after.trim() ? pricingCopy : null);
  return kept.sort((x, y) => pos(x) - pos(y)).map(classifyChange);
}

/**
 * A screenshot change that repeats a text change of the same page is folded into that change
 * (its highlight image kept); one on a page without a text change stays. Returns the changes
 * with the visual ones that remain appended.
 */
export function foldVisual(changes: DetectedChange[], visual: DetectedChange[], more: DetectedChange[] = []): DetectedChange[] {
  const textual = [...more, ...changes];
  const out = [...changes];
  for (const c of visual) {
    const host = textual.find((t) => pageOf(t) === pageOf(c) || (!!c.url && t.url === c.url));
    if (host) support(host, c);
    else out.push(c);
  }
  return out;
}
