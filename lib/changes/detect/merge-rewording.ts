/**
 * A reworded line is one copy edit, not an item removed and another added. The feature and
 * integration lists are read from the same copy the copy diff sees (a hero headline can be a "key
 * capability"): list items that the copy diff shows as one side of an edited block are folded
 * into that copy change, and the list change keeps only the items really added or removed.
 *
 * A copy edit of the home page's main headline (its h1) is a positioning change: kind
 * "headline_changed", scored above ordinary copy.
 */
import { listSummary } from "@/lib/changes/detect/text-compare";
import { itemKey } from "@/lib/norm-text";
import { plural } from "@/lib/format";
import { kindOf, support } from "./merge-copy";
import type { DetectedChange } from "./types";

const LIST_KIND = /^(features|capabilities|integrations)_(added|removed)$/;
const RENAMED_KIND = /^(features|capabilities)_renamed$/;
const unmark = (s: string) => s.replace(/^(#{1,6}|[-*+]|\d+[.)]|>)\s*/, "");

interface EditPair {
  before: string;
  after: string;
  host: DetectedChange;
}

function editPairs(changes: DetectedChange[]): EditPair[] {
  const out: EditPair[] = [];
  for (const c of changes) {
    if (kindOf(c) !== "copy_changed" || !Array.isArray(c.facts.edits)) continue;
    for (const e of c.facts.edits as Array<{ before?: unknown; after?: unknown }>) {
      if (typeof e.before === "string" && typeof e.after === "string") out.push({ before: e.before, after: e.after, host: c });
    }
  }
  return out;
}

/** Removes reworded items from list changes (see the file comment); a list change left empty is dropped. */
export function foldRewordedItems(changes: DetectedChange[]): DetectedChange[] {
  const pairs = editPairs(changes);
  if (!pairs.length) return markHeadlines(changes);
  const side = (p: EditPair, verb: string) => itemKey(unmark(verb === "added" ? p.after : p.before));
  const out: DetectedChange[] = [];
  for (const c of changes) {
    const m = LIST_KIND.exec(kindOf(c));
    const items = Array.isArray(c.facts.items) ? (c.facts.items as string[]) : null;
    // An item renamed (feature-changes.ts) whose old and new name are the two sides of one reworded line is that line's edit.
    const renamedBy = RENAMED_KIND.test(kindOf(c)) && items?.length === 1 ? pairs.find((p) => side(p, "removed") === itemKey(String(c.facts.renamedFrom)) && side(p, "added") === itemKey(items[0])) : undefined;
    if (renamedBy) {
      support(renamedBy.host, c);
      continue;
    }
    if (!m || !items) {
      out.push(c);
      continue;
    }
    const verb = m[2];
    const reworded = items.map((i) => pairs.find((p) => side(p, verb) === itemKey(i)) ?? null);
    if (!reworded.some(Boolean)) {
      out.push(c);
      continue;
    }
    for (const p of new Set(reworded.filter((p): p is EditPair => p !== null))) support(p.host, c);
    const kept = items.filter((_, k) => !reworded[k]);
    if (!kept.length) continue;
    const noun = m[1] === "capabilities" ? "key capability" : m[1] === "features" ? "feature" : "integration";
    const details = Array.isArray(c.facts.details) ? (c.facts.details as Array<{ name?: string }>).filter((d) => kept.includes(String(d.name))) : undefined;
    out.push({
      ...c,
      description: kept.length === 1 ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${verb}: ${kept[0]}` : `${plural(kept.length, noun).replace(/capabilitys$/, "capabilities")} ${verb}: ${listSummary(kept)}`,
      oldContent: verb === "removed" ? kept.join("\n") : null,
      newContent: verb === "added" ? kept.join("\n") : null,
      facts: { ...c.facts, items: kept, count: kept.length, ...(details ? { details } : {}) },
    });
  }
  return markHeadlines(out);
}

/** The home page's copy change that edits its h1 becomes a headline change. */
function markHeadlines(changes: DetectedChange[]): DetectedChange[] {
  return changes.map((c) => {
    if (kindOf(c) !== "copy_changed" || c.facts.page !== "home" || !Array.isArray(c.facts.edits)) return c;
    const h1 = (c.facts.edits as Array<{ before?: unknown; after?: unknown }>).find((e) => typeof e.before === "string" && typeof e.after === "string" && /^#\s/.test(e.before) && /^#\s/.test(e.after));
    if (!h1) return c;
    const only = Number(c.facts.edited) === 1 && !Number(c.facts.added) && !Number(c.facts.removed);
    const quote = (s: unknown) => `“${unmark(String(s))}”`;
    return {
      ...c,
      description: only ? `Homepage headline changed: ${quote(h1.before)} → ${quote(h1.after)}` : c.description,
      facts: { ...c.facts, kind: "headline_changed", headline: { before: unmark(String(h1.before)), after: unmark(String(h1.after)) } },
    };
  });
}
