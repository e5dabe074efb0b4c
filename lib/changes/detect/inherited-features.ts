/**
 * A plan's list that states another plan's features by naming that plan ("Everything in Starter,
 * plus:") instead of repeating them. When one version of a card names another plan and the other
 * version does not (the list re-cut into "Everything in Starter, plus:" and the lines Starter has
 * taken off, or the other way round), both versions are compared as what they include: the named
 * plan's lines in place of the line that names it. A card whose lists name the same plans on both
 * versions is compared as written, so a change of the named plan is reported once, under that plan.
 */
import type { PricingPlan } from "@/lib/pricing/types";
import { normText } from "@/lib/norm-text";
import { memoByText } from "@/lib/text-memo";
import { strings } from "./merge-copy";
import type { DetectedChange } from "./types";
import { escapeRegExp } from "@/lib/regex-escape";

/** A line naming a plan is a short line: a lead-in, not a feature that mentions a plan in passing. */
const LEAD_WORDS = 8;

/** A plan's name as a whole word in a line, one expression per name (the last names asked about remembered). */
const namePattern: (name: string) => RegExp = memoByText(512, (name) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "iu"));

/** The other plans of the version a line names, as whole words. */
function named(line: string, self: PricingPlan, plans: PricingPlan[]): PricingPlan[] {
  if (line.split(/\s+/).length > LEAD_WORDS) return [];
  return plans.filter((p) => p !== self && p.name.trim().length > 1 && namePattern(p.name.trim()).test(line));
}

/** A plan's list with each line naming other plans replaced by those plans' lines. */
function expand(plan: PricingPlan, plans: PricingPlan[], seen: Set<PricingPlan> = new Set()): string[] {
  seen.add(plan);
  const features: string[] = [];
  for (const line of plan.features) {
    const refs = named(line, plan, plans).filter((p) => !seen.has(p));
    if (!refs.length) {
      features.push(line);
      continue;
    }
    for (const p of refs) features.push(...expand(p, plans, new Set(seen)));
  }
  return [...new Set(features)];
}

/**
 * The two versions of a plan as they are compared: as written, unless the lines naming other plans
 * differ between them (one version names a plan the other does not); then both with the named plans'
 * lines in place of the lines naming them.
 */
export function comparedLists(o: PricingPlan, n: PricingPlan, family: { before: PricingPlan[]; after: PricingPlan[] }): [PricingPlan, PricingPlan] {
  // Lines naming a plan of either version: a line kept as written while the plan it names went is no re-cut.
  const all = [...family.before, ...family.after];
  const leads = (p: PricingPlan) => p.features.filter((l) => named(l, p, all).some((x) => x.name.trim().toLowerCase() !== p.name.trim().toLowerCase())).map((l) => l.trim().toLowerCase()).sort();
  if (leads(o).join("\n") === leads(n).join("\n")) return [o, n];
  return [{ ...o, features: expand(o, family.before) }, { ...n, features: expand(n, family.after) }];
}

const RECUT = "plan_list_recut";

/**
 * A finding that marks a plan's list re-cut: the lines it took off and put on as written, less those the
 * plan's findings report as features that came or went (`found`).
 */
export function recutMarker(o: PricingPlan, n: PricingPlan, found: DetectedChange[], url: string): DetectedChange {
  const has = (xs: string[], x: string) => xs.some((y) => normText(y) === normText(x));
  const reported = found.filter((c) => c.facts.kind === "plan_features_changed");
  const gone = reported.flatMap((c) => strings(c.facts.removed));
  const come = reported.flatMap((c) => strings(c.facts.added));
  const removed = o.features.filter((x) => !has(n.features, x) && !has(gone, x));
  const added = n.features.filter((x) => !has(o.features, x) && !has(come, x));
  return { type: "pricing", description: `${n.name}: list re-cut`, oldContent: null, newContent: null, url, magnitude: 0, facts: { kind: RECUT, plan: n.name, removed, added } };
}

/**
 * The findings without the re-cut markers and without the pricing-page copy edits (and facts read from
 * them) whose lines are all lines a re-cut list took off or put on.
 */
export function foldRecutLists(found: DetectedChange[]): DetectedChange[] {
  const marks = found.filter((c) => c.facts.kind === RECUT);
  if (!marks.length) return found;
  const off = new Set(marks.flatMap((m) => strings(m.facts.removed)).map(normText));
  const on = new Set(marks.flatMap((m) => strings(m.facts.added)).map(normText));
  const covered = (c: DetectedChange) => {
    const before = strings(c.facts.blocksBefore);
    const after = strings(c.facts.blocksAfter);
    return c.facts.page === "pricing" && before.length + after.length > 0 && before.every((x) => off.has(normText(x))) && after.every((x) => on.has(normText(x)));
  };
  return found.filter((c) => c.facts.kind !== RECUT && !covered(c));
}
