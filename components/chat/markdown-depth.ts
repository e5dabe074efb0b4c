/**
 * Markdown nested deeper than a bound is read up to the bound (issue 28): the markdown parser's cost
 * grows steeply with list and quote nesting (a list 1,000 levels deep took minutes to render) and the
 * renderer walks its tree recursively. Each line's container prefix — block quote markers, list
 * markers and indentation — is cut to MAX_MARKDOWN_DEPTH levels; what lay deeper is kept as text of
 * the deepest level. Inline nesting is bounded too: a run of more than MAX_MARKER_RUN emphasis
 * markers, and brackets nested deeper than MAX_MARKDOWN_DEPTH on a line, are read as literal
 * characters (escaped), since the inline parser's cost grows with the square of them.
 * One pass over the lines, no recursion.
 */

/** Quote and list levels a chat answer may nest (real answers use two or three). */
export const MAX_MARKDOWN_DEPTH = 8;
/** Columns of indentation kept: enough for MAX_MARKDOWN_DEPTH list levels with wide markers. */
const MAX_INDENT = MAX_MARKDOWN_DEPTH * 4;

/** One container marker at the start of what is left of a line: `>`, a bullet, or an ordered number, with the spaces after it. */
const MARKER = /^(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+)/;

/** Emphasis markers in a row read as markup; a longer run is literal text. */
const MAX_MARKER_RUN = 3;
const LONG_RUN = new RegExp(`[*_]{${MAX_MARKER_RUN + 1},}`, "g");

/** True when `[` nests deeper than the bound somewhere on the line (escaped brackets aside). */
function bracketsTooDeep(line: string): boolean {
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === "\\") i++;
    else if (ch === "[" && ++depth > MAX_MARKDOWN_DEPTH) return true;
    else if (ch === "]" && depth > 0) depth--;
  }
  return false;
}

function boundInline(line: string): string {
  let out = line.replace(LONG_RUN, (run) => run.replace(/[*_]/g, "\\$&"));
  if (bracketsTooDeep(out)) out = out.replace(/(?<!\\)[[\]]/g, "\\$&");
  return out;
}

function boundLine(line: string): string {
  let rest = line;
  let out = "";
  let levels = 0;
  let indent = 0;
  for (;;) {
    const ws = /^[ \t]*/.exec(rest)![0];
    if (ws) {
      const cols = ws.replace(/\t/g, "    ").length;
      const keep = Math.max(0, Math.min(cols, MAX_INDENT - indent));
      out += " ".repeat(keep);
      indent += keep;
      rest = rest.slice(ws.length);
    }
    const m = MARKER.exec(rest);
    if (!m) break;
    if (levels < MAX_MARKDOWN_DEPTH) {
      out += m[0];
      indent += m[0].length;
    }
    levels += 1;
    rest = rest.slice(m[0].length);
  }
  return out + boundInline(rest);
}

export function boundMarkdownDepth(text: string): string {
  // Most answers have nothing deep: leave them untouched.
  const brackets = text.split("[").length - 1;
  if (brackets <= MAX_MARKDOWN_DEPTH && !/^[ \t]{33,}|^(?:[ \t]*(?:>|[-*+][ \t]|\d{1,9}[.)][ \t])){9,}|[*_]{4,}/m.test(text)) return text;
  let fence: string | null = null;
  return text
    .split("\n")
    .map((line) => {
      // Code blocks are shown as they are (their text is not parsed as markup).
      const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = null;
        return line;
      }
      if (opener) {
        fence = opener;
        return line;
      }
      return boundLine(line);
    })
    .join("\n");
}
