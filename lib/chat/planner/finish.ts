/**
 * The last pass over a local answer: a long answer is cut between whole sections (then whole
 * paragraphs, then whole lines) — never inside a word — and says what was left out; the answer
 * ends with a complete sentence, list item or table row.
 */

export const MAX_ANSWER_CHARS = 8000;

const ENDS_COMPLETE = /[.!?)|_”"*:]$/;

function titleOf(block: string): string {
  const h = /^#{2,4}\s+(.+)$/m.exec(block);
  if (h) return h[1].replace(/[*_`\\]/g, "").trim();
  const first = block.split("\n")[0].replace(/^[-*\d.|\s]+/, "").replace(/[*_`\\]/g, "");
  return first.length > 50 ? `${first.slice(0, 50).replace(/\s+\S*$/, "")} …` : first;
}

/** Splits at the coarsest boundary that gives more than one piece: sections, paragraphs, lines. */
function pieces(text: string): { parts: string[]; sep: string } {
  for (const [re, sep] of [[/\n\n(?=#{2,4} )/, "\n\n"], [/\n\n/, "\n\n"], [/\n/, "\n"]] as const) {
    const parts = text.split(re);
    if (parts.length > 1) return { parts, sep };
  }
  return { parts: [text], sep: "" };
}

function shorten(text: string, max: number): { kept: string; left: string[] } {
  if (text.length <= max) return { kept: text, left: [] };
  const { parts, sep } = pieces(text);
  if (parts.length === 1) {
    const cut = text.slice(0, max).replace(/\s+\S*$/, "");
    return { kept: cut, left: ["the rest of this part"] };
  }
  let kept = "";
  const left: string[] = [];
  for (const p of parts) {
    if (left.length === 0 && (kept.length + sep.length + p.length <= max || kept === "")) {
      if (kept === "" && p.length > max) {
        const inner = shorten(p, max);
        kept = inner.kept;
        left.push(...inner.left);
        continue;
      }
      kept = kept ? `${kept}${sep}${p}` : p;
    } else left.push(titleOf(p));
  }
  return { kept, left };
}

export function finish(text: string, max = MAX_ANSWER_CHARS): string {
  const { kept, left } = shorten(text.trim(), max);
  let body = kept.trimEnd();
  const lines = body.split("\n");
  const last = lines[lines.length - 1].trimEnd();
  if (last && !ENDS_COMPLETE.test(last)) lines[lines.length - 1] = `${last}.`;
  body = lines.join("\n");
  if (left.length) {
    const named = left.filter(Boolean);
    const shown = named.slice(0, 6).join("; ");
    body += `\n\n_Left out to keep the answer short: ${named.length} more part${named.length === 1 ? "" : "s"}${shown ? ` (${shown}${named.length > 6 ? "; and more" : ""})` : ""}. Ask about one competitor or topic to see it in full._`;
  }
  return body;
}
