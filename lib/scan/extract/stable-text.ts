/**
 * Noise normalisation: everything that changes from one page load to the next without the
 * competitor changing anything (timestamps, relative times, countdowns, build ids, tokens,
 * cache-busted asset names, tracking parameters). Used by the markdown renderer, the text hash
 * and URL handling so that a re-scan of an unchanged site yields identical output.
 */
import { memoByText } from "@/lib/text-memo";

const MONTHS_EN =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const MONTHS_OTHER =
  "januar|februar|m(?:ä|ae)rz|mai|juni|juli|oktober|dezember|janvier|f(?:é|e)vrier|mars|avril|juin|juillet|ao(?:û|u)t|septembre|octobre|novembre|d(?:é|e)cembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre";
const MONTH = `(?:${MONTHS_EN}|${MONTHS_OTHER})\\.?`;
const WEEKDAY = "(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?";
const UNIT = "(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|[smhd])";
const UNIT_WORDS = "(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)";

const TEXT_RULES: Array<[RegExp, string]> = [
  // "Updated 5 minutes ago", "just now", "an hour ago"
  [
    new RegExp(
      `(?:(?:last\\s+)?(?:updated|refreshed|synced|checked|posted|edited|published|modified|aktualisiert|mis à jour)\\s*:?\\s*)?(?:just now|(?:an?|\\d+)\\s*${UNIT_WORDS}\\s+ago|vor\\s+\\d+\\s+\\w+|il y a\\s+\\d+\\s+\\w+|hace\\s+\\d+\\s+\\w+)`,
      "gi",
    ),
    "",
  ],
  // Countdowns: "ends in 2 days 4 hours", "expires in 03h 12m 09s"
  [
    new RegExp(
      `\\b(ends?|expires?|starts?|closes?|ending|endet|termine)\\s+in\\s+\\d+\\s*${UNIT}(?:[\\s,:]+(?:and\\s+)?\\d+\\s*${UNIT})*\\b`,
      "gi",
    ),
    "$1",
  ],
  [new RegExp(`\\b\\d+\\s*${UNIT}(?:[\\s,:]+\\d+\\s*${UNIT}){1,3}\\b\\s*(?:left|remaining|verbleibend)?`, "gi"), ""],
  // ISO timestamps and dates
  [/\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g, ""],
  // Clock times and hh:mm:ss countdowns
  [/\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?:\s*(?:UTC|GMT|Uhr|[A-Z]{2,4}T))?\b/gi, ""],
  // "Page generated in 23 ms", "rendered in 0.12s"
  [/\b(?:page\s+)?(?:generated|rendered|served|loaded|built)\s+in\s+[\d.,]+\s*(?:ms|milliseconds?|s|sec|seconds?)\b\.?/gi, ""],
  // Copyright years
  [/©\s*\d{4}(?:\s*[-–]\s*\d{4})?/g, "©"],
  // Build ids / commits / request ids shown in text
  [/\b(?:build|rev(?:ision)?|commit|deploy(?:ment)?|request[\s-]?id|trace[\s-]?id)\s*[:#]?\s*[\w.-]*\d[\w.-]*/gi, ""],
  // Long hex / token-like strings (hashes, nonces, CSRF tokens)
  // (not the decimal places of a number: "$0.000000095367432 / KB" is a price)
  [/(?<!\d[.,])\b[0-9a-f]{12,}\b/gi, ""],
  [/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g, ""],
];

/**
 * Calendar dates: "Mon, March 3, 2025", "3 March 2025", "12. März 2025", "March 3rd", 03/04/2025,
 * 3.4.2025, 03-04-25.
 */
const CALENDAR_DATES: RegExp[] = [
  new RegExp(`(?:${WEEKDAY}\\s+)?\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`, "gi"),
  new RegExp(`(?:${WEEKDAY}\\s+)?\\b\\d{1,2}(?:st|nd|rd|th|\\.)?\\s+${MONTH}\\s+\\d{4}\\b`, "gi"),
  new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)\\b`, "gi"),
  /\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b/g,
];
/** Words that stamp a text with when it was made or shown ("Posted on", "Updated:", "Stand:"). */
const STAMP_BEFORE = /(?:updated|refreshed|synced|checked|posted|edited|published|modified|dated|aktualisiert|ver(?:ö|oe)ffentlicht|stand|mis à jour|publi(?:é|e)|actualizado|publicado)\s*:?\s*(?:on|am|le|el|el día)?\s*$/i;
/** A line that is little more than its date (a dateline, "Today: Wed, Nov 26") has at most this many other words. */
const DATELINE_WORDS = 3;

/**
 * A date is noise when it stamps the page (the date it was posted, updated or shown: after a stamp
 * word, or a line that is little more than the date). A date a sentence speaks of ("On July 1st,
 * prices change", "Effective March 3rd") is what the page says: it stays, so a notice added or
 * taken away keeps its date.
 */
function dropStampDates(text: string): string {
  let rest = text;
  for (const re of CALENDAR_DATES) rest = rest.replace(re, " ");
  if (rest === text) return text;
  const dateline = (rest.match(/\p{L}{2,}/gu) ?? []).length <= DATELINE_WORDS;
  let out = text;
  // The patterns have no capture groups: the replacer gets the match, its offset and the text.
  for (const re of CALENDAR_DATES) out = out.replace(re, (m: string, at: number, whole: string) => (dateline || STAMP_BEFORE.test(whole.slice(Math.max(0, at - 40), at)) ? "" : m));
  return out;
}

const MAY_HAVE_NOISE = /\d|ago\b|just now|©|\b[0-9a-f]{12,}\b/i;

/**
 * Results for the short texts read lately: a page's texts are normalised several times (its markdown,
 * its canonical markdown, its headings, the plan names). Pure function of the text.
 */
const noiseMemo = memoByText(4096, (text) => readNoiseText(text));
const NOISE_MEMO_MAX_LENGTH = 1000;

/** Removes run-to-run noise from a piece of visible text. Whitespace is collapsed. */
export function normalizeNoiseText(text: string): string {
  return text.length > NOISE_MEMO_MAX_LENGTH ? readNoiseText(text) : noiseMemo(text);
}

function readNoiseText(text: string): string {
  if (!MAY_HAVE_NOISE.test(text)) return text.replace(/[ \t\u00a0]+/g, " ").trim();
  let out = text;
  for (const [re, replacement] of TEXT_RULES) out = out.replace(re, replacement);
  out = dropStampDates(out);
  if (out === text) return out.replace(/[ \t\u00a0]+/g, " ").trim();
  // something was removed: tidy the punctuation and separators it left behind
  return out
    .replace(/\(\s*\)|\[\s*\]/g, "")
    .replace(/([:;,])(?:\s*[,;])+/g, "$1")
    .replace(/\s*[,;]\s*(?=[.:]|$)/g, "")
    .replace(/([:;,])\s*\.(?=\s|$)/g, "$1")
    .replace(/^\s*[·•|,]\s+/, "")
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\s+([,.;:!?])(?=\s|$)/g, "$1")
    .replace(/(^|\s)[·•|,–—-](?=\s*$)/g, "$1")
    .trim();
}

const TRACKING_PARAM =
  /^(utm_[a-z_]+|gclid|gclsrc|dclid|fbclid|msclkid|yclid|twclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|hsa_[a-z]+|ref|ref_src|referrer|trk|trkcampaign|mkt_tok|sessionid|sid|_ck|cache|cb|v|ver|nonce|ts|t)$/i;

/** Drops tracking/cache-busting query parameters and the fragment. Keeps other parameters, sorted. */
export function cleanUrl(input: string | URL): string {
  let url: URL;
  try {
    url = new URL(input.toString());
  } catch {
    return input.toString();
  }
  url.hash = "";
  const kept = [...url.searchParams.entries()].filter(([k]) => !TRACKING_PARAM.test(k));
  kept.sort(([a], [b]) => a.localeCompare(b));
  url.search = "";
  for (const [k, v] of kept) url.searchParams.append(k, v);
  return url.toString();
}

/** A path segment or file-name part that looks like a content hash or build id. */
export function looksLikeHash(part: string): boolean {
  if (part.length < 5) return false;
  if (/^[0-9a-f]{6,}$/i.test(part) && /\d/.test(part)) return true;
  if (/^[A-Za-z0-9_-]{8,}$/.test(part) && /\d/.test(part) && /[A-Za-z]/.test(part) && !/^[a-z]+[-_]?\d{1,2}$/i.test(part)) {
    // mixed letters and digits, e.g. "B1x9Qz7a", but not "h2" or "section-10"
    const digits = part.replace(/\D/g, "").length;
    return digits >= 2;
  }
  if (/^\d{8,}$/.test(part)) return true; // timestamps
  if (/^v?\d+\.\d+\.\d+(?:[-+][\w.]+)?$/.test(part)) return true; // versions in paths
  return false;
}

/**
 * Stylesheet/asset URL without cache-busting: query string and fragment removed, hashed file-name
 * parts dropped (app.3f9a1c.css → app.css, main-8f2a9c1d.min.css → main.min.css) and hashed path
 * segments replaced by "[hash]".
 */
export function normalizeAssetUrl(input: string, base?: string): string {
  let url: URL;
  try {
    url = base ? new URL(input, base) : new URL(input);
  } catch {
    return input.split(/[?#]/)[0];
  }
  const segments = url.pathname.split("/");
  const file = segments.pop() ?? "";
  const dirs = segments.map((s) => (s && looksLikeHash(s) ? "[hash]" : s));
  const dot = file.indexOf(".");
  let cleanFile = file;
  if (dot > 0) {
    const ext = file.slice(file.lastIndexOf("."));
    const stem = file.slice(0, file.lastIndexOf("."));
    const parts = stem.split(".").flatMap((p) => {
      // "main-8f2a9c1d" → "main"
      const m = p.match(/^(.*?)[-_]([0-9a-f]{6,}|[A-Za-z0-9]{8,})$/);
      if (m && m[1] && looksLikeHash(m[2])) return [m[1]];
      return looksLikeHash(p) ? [] : [p];
    });
    cleanFile = (parts.length ? parts.join(".") : "[hash]") + ext;
  } else if (looksLikeHash(file)) {
    cleanFile = "[hash]";
  }
  return `${url.origin}${[...dirs, cleanFile].join("/")}`;
}

/** Text prepared for hashing: noise removed, whitespace collapsed, case folded. */
export function hashableText(text: string): string {
  return normalizeNoiseText(text).replace(/\s+/g, " ").toLowerCase().trim();
}
