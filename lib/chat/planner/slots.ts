/**
 * The parts of a question beyond its topic, read from its structure: a team size ("for 10 users",
 * "a team of 5", "3 agents"), a billing period, a time window ("this week", "last 30 days"),
 * whether it speaks of the user's own product ("we", "us", "our"), a ranking (superlatives,
 * "rank … by …") with its measure, a kind of change (raised, removed, added), and a question about
 * what comes next.
 */

export type Metric = "price" | "integrations" | "features" | "changes";
export type ChangeKind = "raise" | "cut" | "removed" | "added";

export interface Slots {
  seats: number | null;
  period: "month" | "year" | null;
  /** Both periods compared ("annual vs monthly"). */
  bothPeriods: boolean;
  windowDays: number | null;
  aboutUs: boolean;
  rank: { metric: Metric; order: "asc" | "desc" | "all" } | null;
  /** "more integrations than us": compared with the user's product. */
  moreThan: Metric | null;
  changeKind: ChangeKind | null;
  /** What a change touched: plan, integration, feature or price. */
  changeObject: "plan" | "integration" | "feature" | "price" | null;
  next: boolean;
  /** Asks for a discount (annual saving). */
  discount: boolean;
}

const UNIT = "(?:seats?|users?|people|persons?|agents?|members?|editors?|employees?|licen[cs]es?|staff)";
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, fifty: 50, hundred: 100 };

function toNumber(s: string): number {
  return NUMBER_WORDS[s.toLowerCase()] ?? Number(s.replace(/[,\s]/g, ""));
}

function seatsOf(q: string): number | null {
  const n = "(\\d[\\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|hundred)";
  const patterns = [new RegExp(`\\b${n}[- ]?${UNIT}\\b`, "i"), new RegExp(`\\bteams? of ${n}\\b`, "i"), new RegExp(`\\b${n}[- ]person\\b`, "i"), new RegExp(`\\b${n}[- ]?(?:strong )?team\\b`, "i")];
  for (const re of patterns) {
    const m = re.exec(q);
    if (m) {
      const v = toNumber(m[1]);
      if (Number.isFinite(v) && v > 0 && v < 1_000_000) return v;
    }
  }
  return null;
}

function windowOf(q: string): number | null {
  const days = /\b(?:last|past|previous)\s+(\d+)\s+days?\b/i.exec(q);
  if (days) return Number(days[1]);
  const weeks = /\b(?:last|past|previous)\s+(\d+)\s+weeks?\b/i.exec(q);
  if (weeks) return Number(weeks[1]) * 7;
  if (/\btoday\b/i.test(q)) return 1;
  if (/\b(this|last|past|previous) week\b|\bweekly\b/i.test(q)) return 7;
  if (/\b(this|last|past|previous) month\b/i.test(q)) return 30;
  if (/\b(this|last|past|previous) (quarter)\b/i.test(q)) return 90;
  if (/\b(this|last|past|previous) year\b/i.test(q)) return 365;
  return null;
}

function metricOf(q: string): Metric | null {
  if (/\bintegrat|\bconnectors?\b/i.test(q)) return "integrations";
  if (/\bfeatures?\b|\bcapabilit/i.test(q)) return "features";
  if (/\bchang(es|ed)\b|\bmoves?\b|\bactive\b|\bupdates?\b/i.test(q)) return "changes";
  if (/\bpric|\bcheap|\bexpensive|\bcost|\bafford|\bpaid\b|\bdear/i.test(q)) return "price";
  return null;
}

function rankOf(q: string): Slots["rank"] {
  const metric = metricOf(q);
  if (/\bcheapest\b|\bleast expensive\b|\blowest (entry )?price|\bmost affordable\b/i.test(q)) return { metric: "price", order: "asc" };
  if (/\bmost expensive\b|\bdearest\b|\bhighest (entry )?price|\bpriciest\b/i.test(q)) return { metric: "price", order: "desc" };
  if (/\brank(ed|ing|s)?\b|\border(ed)? by\b|\bsort(ed)? by\b|\bleaderboard\b/i.test(q) && metric) return { metric, order: "all" };
  if (/\b(most|largest|biggest|widest|highest number of)\b/i.test(q) && metric && metric !== "price") return { metric, order: "desc" };
  if (/\b(fewest|least|smallest|narrowest)\b/i.test(q) && metric && metric !== "price") return { metric, order: "asc" };
  return null;
}

function changeKindOf(q: string): ChangeKind | null {
  if (/\b(raised?|raising|increased?|hiked?|went up|put up)\b/i.test(q)) return "raise";
  if (/\b(cut|lowered|reduced|decreased|dropped (its |their )?prices?)\b/i.test(q)) return "cut";
  if (/\b(remov\w*|drop|drops|dropped|dropping|discontinu\w*|retir\w*|got rid)\b/i.test(q)) return "removed";
  if (/\b(added|adds|introduc\w*)\b/i.test(q)) return "added";
  return null;
}

function changeObjectOf(q: string): Slots["changeObject"] {
  if (/\bplans?\b|\btiers?\b/i.test(q)) return "plan";
  if (/\bintegrat/i.test(q)) return "integration";
  if (/\bfeatures?\b/i.test(q)) return "feature";
  if (/\bpric/i.test(q)) return "price";
  return null;
}

export function readSlots(query: string): Slots {
  const q = query.trim();
  const annual = /\b(annual(ly)?|yearly|per year|a year|each year|every year|12 months)\b/i.test(q);
  const monthly = /\b(monthly|per month|a month|each month|every month)\b/i.test(q);
  const more = /\bmore (integrations|features|changes)\b.*\bthan\b|\bfewer (integrations|features)\b.*\bthan\b/i.exec(q);
  return {
    seats: seatsOf(q),
    period: annual && !monthly ? "year" : monthly && !annual ? "month" : null,
    bothPeriods: annual && monthly,
    windowDays: windowOf(q),
    aboutUs: /\b(we|us|our|ours|ourselves|my (own )?(product|company))\b/i.test(q),
    rank: rankOf(q),
    moreThan: more ? metricOf(more[0]) : null,
    changeKind: changeKindOf(q),
    changeObject: changeObjectOf(q),
    next: /\bnext\b|\bpredict|\bforecast|\bgoing to\b|\bwill \S+(\s\S+)? do\b|\blikely to\b|\bexpect\b/i.test(q),
    discount: /\bdiscount|\bsav(e|ing|ings)\b|\bcheaper (annually|yearly|per year)|\bannual billing\b/i.test(q),
  };
}
