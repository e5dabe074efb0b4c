/**
 * Splits page markdown into short text segments (lines, table cells, sentences) for analysis.
 * Markdown syntax is removed, but struck-through spans (~~x~~, <del>, <s>, <strike>) are kept
 * aside because they are evidence of price anchoring.
 */

export interface Segment {
  /** Plain text of the segment. */
  text: string;
  /** The segment as written, with strike-through marked as ~~...~~. */
  marked: string;
  /** Struck-through spans inside the segment. */
  struck: string[];
  /** Alt text of images on the line (logos are authority evidence). */
  imageAlts: string[];
  url: string;
}

const MAX_SEGMENT = 280;

function stripMarkdown(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/~~/g, "")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Breaks a long line into sentences; short lines are kept whole. */
function sentences(line: string): string[] {
  if (line.length <= 160) return [line];
  const parts = line.split(/(?<=[.!?])\s+(?=["'(\p{Lu}\d$€£])/u);
  const out: string[] = [];
  for (const part of parts) {
    if (part.length <= MAX_SEGMENT) out.push(part);
    else for (let i = 0; i < part.length; i += MAX_SEGMENT) out.push(part.slice(i, i + MAX_SEGMENT));
  }
  return out;
}

export function segmentMarkdown(markdown: string, url: string): Segment[] {
  const normalised = markdown
    .replace(/\r\n?/g, "\n")
    .replace(/<(del|s|strike)\b[^>]*>([\s\S]*?)<\/\1>/gi, "~~$2~~")
    .replace(/<br\s*\/?>/gi, "\n");
  const segments: Segment[] = [];
  for (const rawLine of normalised.split("\n")) {
    if (/^\s*\|?\s*:?-{2,}/.test(rawLine)) continue; // table separator row
    const cells = rawLine.includes("|") ? rawLine.split("|") : [rawLine];
    for (const cell of cells) {
      const imageAlts = [...cell.matchAll(/!\[([^\]]*)\]\([^)]*\)/g)].map((m) => m[1].trim()).filter(Boolean);
      for (const marked of sentences(cell.trim())) {
        const struck = [...marked.matchAll(/~~([^~]+)~~/g)].map((m) => stripMarkdown(m[1])).filter(Boolean);
        const text = stripMarkdown(marked);
        if (text.length === 0 && imageAlts.length === 0) continue;
        if (!/[\p{L}\d]/u.test(text) && imageAlts.length === 0) continue;
        segments.push({ text, marked: marked.replace(/\s+/g, " ").trim(), struck, imageAlts, url });
      }
    }
  }
  return segments;
}

/** Shortens a segment for quoting as evidence. */
export function quote(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : clean.slice(0, max - 1).trimEnd() + "…";
}
