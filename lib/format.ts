/**
 * Counted words and relative times, on `Intl` (English, as every text of the product). One module
 * for the server (change descriptions, chat answers, reports) and the browser (feed, competitors).
 */

const plurals = new Intl.PluralRules("en-US");
const grouped = new Intl.NumberFormat("en-US");
const relative = new Intl.RelativeTimeFormat("en-US", { style: "narrow", numeric: "always" });

/** The word for a count: `one` for 1, else `many` ("feature" / "features"). */
export function pluralWord(n: number, one: string, many = `${one}s`): string {
  return plurals.select(n) === "one" ? one : many;
}

/** "1 feature" / "3 features"; with `group`, thousands are separated ("1,250 changes"). */
export function plural(n: number, one: string, many = `${one}s`, { group = false }: { group?: boolean } = {}): string {
  return `${group ? grouped.format(n) : n} ${pluralWord(n, one, many)}`;
}

/**
 * How long ago, in the spec's short form: "Just now" under a minute, then "5m ago", "3h ago", "2d ago".
 * From `maxDays` days on it returns null (the caller shows a date instead).
 */
export function timeAgo(elapsedMs: number, maxDays = Infinity): string | null {
  const minutes = Math.floor(Math.max(0, elapsedMs) / 60_000);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return relative.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, "hour");
  const days = Math.floor(hours / 24);
  return days < maxDays ? relative.format(-days, "day") : null;
}
