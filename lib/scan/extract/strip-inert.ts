/**
 * Removes the parts of an HTML text that never become visible content before it is parsed:
 * <script> (except JSON-LD metadata), <style> and <noscript> elements with their raw text, and
 * comments. News pages carry most of their bytes there (a 1.2 MB page can hold 200 kB of markup),
 * and the parse is most of the extraction time. The scan follows the tokenizer: tags are read with
 * their quoted attribute values (a "<script>" inside an attribute is no script), a "<!--" inside a
 * script or a "</script>" inside a comment is read as the browser reads it, and other text-only
 * elements (<title>, <textarea>, <iframe>...) are passed over unchanged.
 */

// Elements whose content the tokenizer reads as plain text up to their end tag.
const RAW_TEXT = new Set(["script", "style", "noscript", "title", "textarea", "xmp", "iframe", "noembed", "noframes"]);
const DROPPED = new Set(["script", "style", "noscript", "xmp"]);
const SPACE = new Set([" ", "\t", "\n", "\r", "\f"]);

function isNameChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45;
}

function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

/** Index after the ">" that ends the tag whose attributes start at `from` (quoted values skipped). */
function endOfTag(html: string, from: number): number {
  let i = from;
  for (;;) {
    const gt = html.indexOf(">", i);
    if (gt < 0) return html.length;
    const eq = html.indexOf("=", i);
    if (eq < 0 || eq > gt) return gt + 1;
    let j = eq + 1;
    while (j < html.length && SPACE.has(html[j])) j++;
    const quote = html[j];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, j + 1);
      if (close < 0) return html.length;
      i = close + 1;
    } else i = eq + 1;
  }
}

/** Index just after the closing tag of a raw-text element (or the end of the text). */
function endOfRawText(html: string, lower: string, from: number, name: string): number {
  let i = from;
  for (;;) {
    const at = lower.indexOf(`</${name}`, i);
    if (at < 0) return html.length;
    const next = lower.charCodeAt(at + 2 + name.length);
    if (Number.isNaN(next) || !isNameChar(next)) {
      const close = html.indexOf(">", at);
      return close < 0 ? html.length : close + 1;
    }
    i = at + 2;
  }
}

/** End of a comment starting at `lt` ("<!--"), as the tokenizer ends it. */
function endOfComment(html: string, lt: number): number {
  if (html.startsWith("<!-->", lt)) return lt + 5;
  if (html.startsWith("<!--->", lt)) return lt + 6;
  const close = html.indexOf("-->", lt + 4);
  const bang = html.indexOf("--!>", lt + 4);
  if (close < 0 && bang < 0) return html.length;
  return close < 0 || (bang >= 0 && bang < close) ? bang + 4 : close + 3;
}

/** The HTML without scripts (JSON-LD kept), styles, noscript blocks and comments. */
export function stripInert(html: string): string {
  const lower = html.toLowerCase();
  const parts: string[] = [];
  let kept = 0;
  let i = 0;
  for (;;) {
    const lt = html.indexOf("<", i);
    if (lt < 0 || lt + 1 >= html.length) break;
    const next = html.charCodeAt(lt + 1);
    if (html.startsWith("<!--", lt)) {
      const end = endOfComment(html, lt);
      parts.push(html.slice(kept, lt));
      kept = i = end;
      continue;
    }
    if (next === 33 || next === 63 || next === 47) {
      // <!DOCTYPE>, <?...>, </end>: up to the next ">"
      const gt = html.indexOf(">", lt + 2);
      i = gt < 0 ? html.length : gt + 1;
      continue;
    }
    if (!isLetter(next)) {
      i = lt + 1;
      continue;
    }
    let n = lt + 1;
    while (n < html.length && isNameChar(html.charCodeAt(n))) n++;
    const tagEnd = endOfTag(html, n);
    const name = lower.slice(lt + 1, n);
    if (!RAW_TEXT.has(name)) {
      i = tagEnd;
      continue;
    }
    const end = endOfRawText(html, lower, tagEnd, name);
    if (DROPPED.has(name) && !(name === "script" && /\btype\s*=\s*["']?application\/ld\+json/.test(lower.slice(n, tagEnd)))) {
      parts.push(html.slice(kept, lt));
      kept = end;
    }
    i = end;
  }
  if (kept === 0) return html;
  parts.push(html.slice(kept));
  return parts.join("");
}
