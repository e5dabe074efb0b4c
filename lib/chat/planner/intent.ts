import { escapeRegExp } from "@/lib/regex-escape";

/** What a question asks for, which competitors it names, and the words left to search for. */
export type Intent = "pricing" | "launches" | "positioning" | "swot" | "segments" | "psychology" | "compare" | "integrations" | "changes" | "features" | "overview" | "search";

const SIGNALS: Array<[Intent, RegExp[]]> = [
  ["launches", [/\blaunch/i, /\breleas/i, /\bnew features?\b/i, /\bshipp?(ed|ing)?\b/i, /\brecent\w*\b.*\bfeature/i, /\bannounc/i, /\bwhat'?s new\b/i, /\broadmap/i]],
  ["pricing", [/\bpric/i, /\bcosts?\b/i, /\bcharg/i, /\bhow much\b/i, /\bfees?\b/i, /\bafford/i, /\bplans?\b/i, /\btiers?\b/i, /\bcheap/i, /\bexpensive/i, /[$€£]/, /\bsubscriptions?\b/i, /\bdiscount/i, /\bfree (plan|tier|version)/i, /\bmonthly\b|\bannual\b/i]],
  ["swot", [/\bstrength/i, /\bweakness/i, /\bswot\b/i, /\bpros\b/i, /\bcons\b/i, /\badvantages?\b/i, /\bweak (spot|point)s?\b/i, /\bgood at\b/i, /\bbad at\b/i]],
  ["segments", [/\bsegment/i, /\btarget/i, /\baudiences?\b/i, /\bcustomer (base|types?)\b/i, /\bICP\b/, /\bpersonas?\b/i, /\bverticals?\b/i, /\bindustr(y|ies)\b/i, /\bwho (is|are) .* for\b/i, /\bsell(s|ing)? to\b/i]],
  ["positioning", [/\bposition/i, /\bmessag/i, /\bvalue prop/i, /\btaglines?\b/i, /\bstrateg/i, /\bdifferentiat/i, /\bbrand/i, /\bpitch/i, /\bhow do(es)? .* (present|market)\b/i]],
  ["psychology", [/\bpsycholog/i, /\bdark pattern/i, /\bpersuas/i, /\bmanipulat/i, /\btactics?\b/i, /\burgency\b/i, /\bscarcity\b/i, /\bsocial proof\b/i]],
  ["compare", [/\bcompare\b/i, /\bcomparison\b/i, /\bvs\.?\b/i, /\bversus\b/i, /\bbetween\b/i, /\bside by side\b/i]],
  ["integrations", [/\bintegrat/i, /\bconnect(s|or|ors)?\b/i, /\bworks? with\b/i, /\bplug-?ins?\b/i, /\bmarketplace\b/i, /\bapps?\b/i]],
  ["changes", [/\bchang/i, /\bupdat/i, /\bwhat happened\b/i, /\bactivity\b/i, /\blately\b/i, /\bthis (week|month)\b/i, /\bmoves?\b/i]],
  ["features", [/\bfeatures?\b/i, /\bcapabilit/i, /\bfunctionalit/i, /\b(have|has|support|supports|offer|offers)\b/i]],
  ["overview", [/\bsummar/i, /\boverview\b/i, /\btell me about\b/i, /\bwho are\b/i, /\bwhich competitors\b/i, /\blist\b/i, /\bdescribe\b/i]],
];

const STOP = new Set(
  "a an and any are as at be been but by can could did do does doing for from had has have how i if in into is it its me my of on or our out over should so than that the their them then there these they this those to up us vs versus was we were what when where which who whom why will with would you your about also all compare comparison competitor competitors differ difference differences feature features integrate integrates integration integrations offer offers support supports main most recent recently give tell show list please between across each other others company companies product products plan plans"
    .split(" "),
);

export interface ParsedQuestion {
  intent: Intent;
  /** Ids of competitors the question names (by name or domain), in order of appearance. */
  mentioned: string[];
  /** Content words for searching, without stop words and competitor names. */
  terms: string[];
}

function nameRe(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.trim())}(?![\\p{L}\\p{N}])`, "iu");
}

export function parseQuestion(query: string, competitors: Array<{ id: string; name: string; url?: string }>): ParsedQuestion {
  const q = query.trim();
  const found: Array<{ id: string; at: number; name: string }> = [];
  for (const c of competitors) {
    const host = (c.url ?? "").replace(/^https?:\/\//, "").split(/[/:]/)[0].replace(/^www\./, "");
    const labels = [c.name, host, host.split(".")[0]].filter((l) => l && l.length >= 3);
    let at = -1;
    for (const l of labels) {
      const m = nameRe(l).exec(q);
      if (m && (at < 0 || m.index < at)) at = m.index;
    }
    if (at >= 0) found.push({ id: c.id, at, name: c.name });
  }
  found.sort((a, b) => a.at - b.at);
  const names = found.flatMap((f) => f.name.toLowerCase().split(/\s+/));

  const scores = new Map<Intent, number>();
  for (const [intent, res] of SIGNALS) scores.set(intent, res.filter((r) => r.test(q)).length);
  if (found.length >= 2 && (scores.get("compare") ?? 0) > 0) return { intent: "compare", mentioned: found.map((f) => f.id), terms: [] };
  scores.set("compare", found.length >= 2 ? (scores.get("compare") ?? 0) : 0);
  let intent: Intent = "search";
  let best = 0;
  for (const [i] of SIGNALS) {
    const s = scores.get(i) ?? 0;
    if (s > best) {
      best = s;
      intent = i;
    }
  }
  const words = q.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'.-]*/gu) ?? [];
  const terms = [...new Set(words.map((w) => w.replace(/[.'-]+$/, "")).filter((w) => w.length > 1 && !STOP.has(w) && !names.includes(w)))];
  if (intent === "features" && best === 1 && terms.length > 0 && !/\bfeatures?\b/i.test(q)) intent = "search";
  return { intent, mentioned: found.map((f) => f.id), terms };
}
