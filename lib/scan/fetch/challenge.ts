/**
 * Bot walls and challenge pages: what a site sends instead of its content when it takes us for a bot.
 * Told apart by structure and general signals, never by one vendor's page:
 * - the answer's HTTP status (401, 403, 429, 503 are what walls answer with),
 * - challenge structure: a form, script, frame or element whose action / src / id / class names a
 *   challenge or captcha, a meta refresh to such a path, a response header whose value is "challenge",
 * - the visible text: very short and made of "verify you are human" kinds of words,
 * - the visible text collapsed against the last good scan of the same page (an empty shell).
 * A long page that merely mentions a captcha (a contact form with one) is not a wall.
 */

/** Words a challenge page shows, in the general forms walls use. */
const CHALLENGE_WORDS = [
  /\bcaptcha\b/i,
  /\bverify(ing)? (that )?you( are|'re) (a )?(human|not a (ro)?bot)\b/i,
  /\bare you (a )?(human|(ro)?bot)\b/i,
  /\bnot a (ro)?bot\b/i,
  /\bchecking (your|if the site connection is secure|the site connection)\b/i,
  /\bhuman verification\b/i,
  /\bsecurity (check|verification)\b/i,
  /\bunusual (traffic|activity)\b/i,
  /\b(enable|turn on) (javascript|cookies)( and (javascript|cookies))?\b.{0,40}\b(continue|proceed|access)\b/i,
  /\bpress (&|and) hold\b/i,
  /\bbot (protection|detection|check)\b/i,
  /\bddos protection\b/i,
  /\baccess (to this page has been )?denied\b/i,
  /\brequest (was )?blocked\b/i,
];

/** Names of attributes that point at a challenge: action, src, href, id, class, name. */
const CHALLENGE_ATTR = /<(form|script|iframe|div|section|input|noscript)\b[^>]*\b(action|src|id|class|name|data-sitekey)\s*=\s*["']?[^"'>]*(captcha|challenge|bot[-_]?(check|detect|protect))/i;
const SITEKEY = /\bdata-sitekey\s*=/i;
const META_REFRESH = /<meta\b[^>]*http-equiv\s*=\s*["']?refresh["']?[^>]*content\s*=\s*["'][^"']*url\s*=\s*([^"'>]+)/i;
const CHALLENGE_PATH = /(captcha|challenge|verify|bot|human)/i;

/** A page's visible text: scripts, styles and tags dropped, entities and spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Statuses a bot wall answers with. */
const WALL_STATUSES = new Set([401, 403, 429, 503]);
/** Below this many characters of visible text a page is "very short" (a wall, not a product page). */
const SHORT_TEXT = 1500;
/** An empty shell: less visible text than this where the last good scan had at least COLLAPSED_FROM. */
const SHELL_TEXT = 200;
const COLLAPSED_FROM = 1000;

export interface ChallengeInput {
  status: number;
  html: string;
  headers?: Record<string, string>;
  /** Characters of text the same page had at the last good scan (for the empty-shell signal). */
  previousTextChars?: number | null;
}

/** Why the answer is a bot wall or challenge (one sentence), or null when it is the site's content. */
export function detectChallenge(input: ChallengeInput): string | null {
  const text = visibleText(input.html);
  const structure = CHALLENGE_ATTR.test(input.html) || SITEKEY.test(input.html);
  const refresh = META_REFRESH.exec(input.html);
  const refreshToChallenge = Boolean(refresh && CHALLENGE_PATH.test(refresh[1]));
  const headerSignal = Object.values(input.headers ?? {}).some((v) => /^\s*challenge\s*$/i.test(v));
  const words = CHALLENGE_WORDS.some((w) => w.test(text)) || CHALLENGE_WORDS.some((w) => w.test(titleOf(input.html)));
  const short = text.length < SHORT_TEXT;
  const code = `HTTP ${input.status}`;

  if (WALL_STATUSES.has(input.status) && (structure || refreshToChallenge || headerSignal || (words && short))) {
    return `The site answered ${code} with a bot check instead of its page.`;
  }
  if (input.status >= 200 && input.status < 300) {
    if (headerSignal) return "The site answered with a bot check instead of its page (its response was marked as a challenge).";
    if (refreshToChallenge && short) return "The site sent us to a bot check instead of its page.";
    if (structure && (text.length < 600 || (words && short))) return "The site showed a captcha or bot check instead of its page.";
    if (words && text.length < 600) return "The site showed a short bot-check page instead of its content.";
    const before = input.previousTextChars ?? 0;
    if (before >= COLLAPSED_FROM && text.length < SHELL_TEXT) {
      return `The page came back nearly empty (${text.length} characters of text where the last good scan read about ${before}): most likely a bot wall or an unfinished page.`;
    }
  }
  return null;
}

function titleOf(html: string): string {
  return /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "";
}

/** What the user can do about a blocked competitor (shown with the status). */
export const BLOCKED_ADVICE =
  "Rivalscope keeps the last good snapshot and tries again later with growing intervals. If it stays blocked, ask the site to allow the Rivalscope crawler, or check the page in a browser.";
