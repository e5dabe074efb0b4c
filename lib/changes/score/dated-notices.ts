/**
 * A dated notice taken off a pricing page. A billing or plan term, or a copy block, taken out whole
 * with no money amount in it and a calendar date in its text ("Effective March 3rd, 2025, we are
 * updating our pricing…", "On July 1st, prices change…") is an announcement whose date has come:
 * what it announced was the change (raised when the notice went up, or when the prices moved), and
 * the notice going away tells a user nothing more. It is scored as a section of copy taken out (low),
 * as a notice section removed whole already is. Dates are read through CLDR month names
 * (`statesDate`, calendar-dates.ts); such a change is typed content (change-class.ts); amounts through the price parser (`moneyIn`).
 */
import { statesDate } from "@/lib/changes/detect/calendar-dates";
import { moneyIn } from "@/lib/changes/detect/copy-blocks";
import { strings } from "@/lib/changes/detect/merge-copy";

const TERM_KINDS = new Set(["billing_terms_changed", "plan_terms_changed", "copy_changed"]);

/** The change takes a dated notice off the page (see the file comment). */
export function datedNoticeTakenOut(kind: string | null, facts: Record<string, unknown> | null | undefined): boolean {
  if (!kind || !facts || !TERM_KINDS.has(kind)) return false;
  const before = strings(facts.blocksBefore).join("\n");
  if (!before || strings(facts.blocksAfter).some((t) => t.trim())) return false;
  return moneyIn(before).length === 0 && statesDate(before);
}
