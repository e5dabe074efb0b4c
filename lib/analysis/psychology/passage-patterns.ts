/**
 * Dark patterns found in a page's passages (lib/analysis/passages): each passage's text is judged in the
 * light of its role, and the form controls, forms and timers are judged from what they do:
 * - a decline option is judged on its own words and beside the call to action it declines;
 * - a paid extra ticked (or a paid option chosen) before the visitor touched it is sneaked into the basket;
 * - consent that must be given to go on, or that comes ticked, and an account demanded before buying,
 *   downloading or seeing prices, are forced enrolment;
 * - a cost stated only in small print is a hidden cost;
 * - every countdown is one, and one that restarts between two fetches (TimerCheck.fake) is fake: high.
 * Navigation, footers and cookie banners are never read as the offer's copy.
 */
import { classifyPatternString } from "../patterns/classify";
import { PATTERN_TYPES, type PatternType } from "../patterns/taxonomy";
import { readTimer } from "../passages/timers";
import type { PagePassages, Passage, TimerCheck } from "../passages/types";
import { REPORT_THRESHOLD, type PatternHit } from "./dark-patterns";
import type { Level } from "./schema";
import { quote, type Segment } from "./segment";

const MARKETING = /\b(?:receiv\w*|newsletters?|offers?|marketing|promotion\w*|partners?|third[- ]part(?:y|ies)|news and|updates? (?:from|about)|e-?mails? (?:from|about))\b/i;
const GATED_ACTION = /\b(?:check ?out|checkout|order|buy|purchase|pay|download|price|prices|pricing|continue|proceed|view|see|access|read|unlock|get the|basket|cart)\b/i;
const FIRST_PERSON = /\b(?:i|i'm|i'd|i'll|i've|me|my|myself)\b/i;
const BARE_REFUSAL = /^\W*(?:no|nope|not now|not today|maybe later|later|skip|no,? thanks?|no thank you|dismiss|close|cancel)\W*$/i;

export function passageSegment(p: Passage, page: Pick<PagePassages, "url">): Segment {
  return { text: p.text, marked: p.text, struck: p.struck ?? [], imageAlts: p.role === "image" ? [p.text] : [], url: page.url };
}

/** A hit; `note` (what the structure shows) replaces the quoted cue in the report's description. */
function hit(type: PatternType, score: number, p: Passage, page: PagePassages, cue: string, extra: { severity?: Level; note?: string } = {}): PatternHit {
  return { type, category: PATTERN_TYPES[type], score, segment: passageSegment(p, page), cue, ...extra };
}

/** The classifier's verdict on a passage's text, with the types its role rules out removed. */
function textHit(p: Passage, page: PagePassages): PatternHit | null {
  const result = classifyPatternString(p.text);
  if (!result.type || result.score < REPORT_THRESHOLD) return null;
  // A button that moves the visitor on is not a refusal, however it is worded.
  if (p.role === "cta" && (result.type === "Confirmshaming" || result.type === "Pressured Selling")) return null;
  if (p.role === "fine print" && result.type === "Hidden Costs") {
    return hit(result.type, result.score, p, page, result.evidence, { severity: "high", note: `a cost stated only in small print ("${quote(result.evidence, 60)}")` });
  }
  return hit(result.type, result.score, p, page, result.evidence);
}

function declineHit(p: Passage, page: PagePassages): PatternHit | null {
  const byText = textHit(p, page);
  const note = `the option "${quote(p.text, 60)}"${p.near ? ` declines "${quote(p.near, 40)}"` : ""}`;
  if (byText?.type === "Confirmshaming") return { ...byText, note };
  // A decline option that says more than no, about the visitor: refusing is made a judgement on oneself.
  if (!BARE_REFUSAL.test(p.text) && FIRST_PERSON.test(p.text) && p.text.split(/\s+/).length >= 3) {
    return hit("Confirmshaming", 0.75, p, page, p.text, { note });
  }
  return byText;
}

function controlHit(p: Passage, page: PagePassages): PatternHit | null {
  const c = p.control;
  if (!c) return null;
  if (c.checked && c.priced && !c.required) {
    return hit("Sneak into Basket", 0.9, p, page, p.text, { severity: "high", note: `${c.kind === "select" ? "a paid option chosen" : "a paid extra ticked"} before the visitor chose it ("${quote(p.text, 60)}")` });
  }
  if (c.required && c.kind === "checkbox" && MARKETING.test(p.text)) {
    return hit("Forced Enrollment", 0.9, p, page, p.text, { severity: "high", note: `consent to marketing the form cannot be sent without ("${quote(p.text, 60)}")` });
  }
  if (c.checked && c.kind === "checkbox" && MARKETING.test(p.text)) {
    return hit("Forced Enrollment", 0.75, p, page, p.text, { note: `consent to marketing ticked in advance ("${quote(p.text, 60)}")` });
  }
  return textHit(p, page);
}

function formHit(p: Passage, page: PagePassages): PatternHit | null {
  if (!p.form?.password || p.form.guestPath) return null;
  const purpose = `${p.text} ${p.near ?? ""}`;
  if (!GATED_ACTION.test(purpose)) return null;
  return hit("Forced Enrollment", 0.8, p, page, p.text, { severity: "high", note: `an account must be created to go on, with no guest path ("${quote(p.text, 60)}")` });
}

function fakeNote(t: TimerCheck): string {
  return `a fake timer: it read "${quote(t.first, 30)}", then "${quote(t.second, 30)}" ${Math.max(1, Math.round(t.elapsedMin))} s later, so it restarts on every load`;
}

function timerHit(p: Passage, page: PagePassages, timers: TimerCheck[]): PatternHit | null {
  const byText = classifyPatternString(p.text);
  // a passage that only looked like a clock (a time of day, a duration) is judged on its words
  if (readTimer(p.text) === null && byText.type !== "Countdown Timer") return textHit(p, page);
  const check = timers.find((t) => t.kind === page.kind && t.fake);
  if (check) return hit("Countdown Timer", 0.95, p, page, p.text, { severity: "high", note: fakeNote(check) });
  return hit("Countdown Timer", Math.max(byText.type === "Countdown Timer" ? byText.score : 0, 0.6), p, page, byText.type === "Countdown Timer" ? byText.evidence : p.text);
}

/** Pattern hits in the passages of the scanned pages. */
export function findPassageHits(pages: PagePassages[], timers: TimerCheck[] = []): PatternHit[] {
  const hits: PatternHit[] = [];
  for (const page of pages) {
    for (const p of page.passages) {
      if (p.chrome || p.role === "image") continue;
      let h: PatternHit | null;
      if (p.role === "timer") h = timerHit(p, page, timers);
      else if (p.role === "decline") h = declineHit(p, page);
      else if (p.role === "option") h = controlHit(p, page);
      else if (p.role === "form") h = formHit(p, page);
      else h = textHit(p, page);
      if (h) hits.push(h);
    }
    // a fake timer the passages missed (its digits drawn apart from any clock-like text) still counts
    const fake = timers.find((t) => t.kind === page.kind && t.fake);
    if (fake && !hits.some((h) => h.type === "Countdown Timer" && h.segment.url === page.url)) {
      hits.push(hit("Countdown Timer", 0.95, { role: "timer", text: quote(fake.first, 80) }, page, fake.first, { severity: "high", note: fakeNote(fake) }));
    }
  }
  return hits;
}
