/** Pure helpers of the outbox screen (unit-tested). */

/**
 * The mail's HTML for a sandboxed frame: its links open in this tab (the frame has no navigation of its
 * own worth keeping): a link's own target (mail buttons often say _blank) gives way to the base's _top.
 */
export function renderableMail(html: string): string {
  const base = '<base target="_top">';
  html = html.replace(/(<a\b[^>]*?)\s+target\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, "$1");
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head([^>]*)>/i, `<head$1>${base}`);
  return `${base}${html}`;
}

/** The plain-text part split into text and links (http and https only), for a pre with clickable links. */
export function textParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  const re = /https?:\/\/[^\s<>"')\]]+/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: m[0], href: m[0] });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** "25 Nov 2026, 17:40" in the reader's locale and time zone. */
export function mailDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleString(undefined, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
}

const KIND_LABELS: Record<string, string> = {
  "verify-email": "Verification",
  "password-reset": "Password reset",
  "change-alert": "Change alert",
  "weekly-digest": "Weekly digest",
};

/** A short label for the kind of mail. */
export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.replace(/[-_]+/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}
