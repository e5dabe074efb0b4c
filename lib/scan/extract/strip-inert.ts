/**
 * Removes the parts of an HTML text that never become visible content before it is parsed:
 * <script> (except JSON-LD metadata), <style> and <noscript> elements with their raw text, and
 * comments. News pages carry most of their bytes there (a 1.2 MB page can hold 200 kB of markup),
 * and the parse is most of the extraction time. The scan follows the tokenizer's order, so a "<!--"
 * inside a script or a "</script>" inside a comment is read as the browser reads it; <title> and
 * <textarea> (text-only elements) are skipped over unchanged.
 */

const RAW_TEXT = new Set(["script", "style", "noscript", "title", "textarea", "xmp"]);
const DROPPED = new Set(["script", "style", "noscript", "xmp"]);

function isNameChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45;
}

/** End of the start tag beginning at `start` (index after its ">"), honouring quoted attributes. */
function endOfTag(html: string, start: number): number {
  let quote = "";
  for (let i = start; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") {
      // a quote opens an attribute value only after "="
      let j = i - 1;
      while (j > start && /\s/.test(html[j])) j--;
      if (html[j] === "=") quote = c;
    } else if (c === ">") return i + 1;
  }
  return html.length;
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

/** The HTML without scripts (JSON-LD kept), styles, noscript blocks and comments. */
export function stripInert(html: string): string {
  const lower = html.toLowerCase();
  const parts: string[] = [];
  let kept = 0;
  let i = 0;
  for (;;) {
    const lt = html.indexOf("<", i);
    if (lt < 0 || lt + 1 >= html.length) break;
    if (html.startsWith("<!--", lt)) {
      let end: number;
      if (html.startsWith("<!-->", lt)) end = lt + 5;
      else if (html.startsWith("<!--->", lt)) end = lt + 6;
      else {
        const close = html.indexOf("-->", lt + 4);
        const bang = html.indexOf("--!>", lt + 4);
        end = close < 0 && bang < 0 ? html.length : close < 0 || (bang >= 0 && bang < close) ? bang + 4 : close + 3;
      }
      parts.push(html.slice(kept, lt));
      kept = i = end;
      continue;
    }
    let n = lt + 1;
    while (n < html.length && isNameChar(html.charCodeAt(n))) n++;
    const name = lower.slice(lt + 1, n);
    if (!RAW_TEXT.has(name)) {
      i = lt + 1;
      continue;
    }
    const tagEnd = endOfTag(html, n);
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
