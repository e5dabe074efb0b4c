/**
 * Printing of a change-detection evaluation (npm run eval:changes and eval:changes:e2e): the changes
 * of each pair with their verdicts and the missed differences, then the figures per page and overall.
 */
import type { Evaluation } from "./changes-eval";
import type { Part } from "./split";
import type { Figures, Totals } from "./changes-score";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
const num = (x: number) => x.toFixed(2).padStart(5);

export function line(name: string, t: Totals, f: Figures): string {
  return `${name.padEnd(22)} pairs ${String(t.pairs).padStart(3)}  raised ${String(t.tp + t.fp + t.neutral).padStart(3)} (TP ${t.tp}, FP ${t.fp}, minor ${t.neutral})  truth ${t.found}/${t.truth}  precision ${num(f.precision)}  recall ${num(f.recall)}  type ${pct(f.typeRight)}  importance ${pct(f.importanceRight)}`;
}

/**
 * The changes of each pair of the tune part's pages (the check part is read through its figures only).
 * A change whose type or importance differs from its truth item is followed by that item's; with
 * EVAL_SHOW_KINDS=1 every change shows its fact kind and every matched one its truth item.
 */
export function printPairs(ev: Evaluation, judgedOnly: boolean, parts: Map<string, Part>) {
  for (const p of ev.pairs) {
    if (judgedOnly && !p.judged) continue;
    if (parts.get(p.run.page) === "check") continue;
    const r = p.run;
    const tag = p.judged ? " [judged]" : "";
    console.log(`\n${r.page} #${r.fromIndex} ${r.from} → ${r.to}${tag}${r.sameText ? " (visible text identical)" : ""}`);
    r.changes.forEach((c, i) => {
      const v = p.score?.verdicts[i];
      const mark = v ? (v.verdict === "TP" ? `TP${v.typeOk ? "" : " type✗"}${v.importanceOk ? "" : " importance✗"}` : v.verdict) : "";
      console.log(`  ${mark.padEnd(20)} [${c.type}/${c.importance}]${process.env.EVAL_SHOW_KINDS ? ` {${c.kind}}` : ""} ${c.description.slice(0, 200)}`);
      if (v?.verdict === "TP" && (process.env.EVAL_SHOW_KINDS || !v.typeOk || !v.importanceOk) && v.item !== null) {
        const t = p.truth!.changes[v.item];
        console.log(`${"".padEnd(23)}truth: [${[t.type].flat().join("|")}/${[t.importance].flat().join("|")}] ${t.what ?? ""}`);
      }
    });
    if (!r.changes.length) console.log("  (no changes)");
    for (const j of p.score?.missed ?? []) {
      const t = p.truth!.changes[j];
      console.log(`  MISSED               [${[t.type].flat().join("|")}/${[t.importance].flat().join("|")}] ${t.what ?? ""} (must mention: ${t.match[0].join(", ")})`);
    }
  }
}

/** Figures per tune page, then per part (the check part's pages are not shown one by one). */
export function printFigures(ev: Evaluation, title: string, parts: Map<string, Part>) {
  console.log(`\n${title}`);
  for (const [page, t] of Object.entries(ev.byPage)) if (parts.get(page) !== "check") console.log(line(page, t, ev.figures.byPage[page]));
  for (const part of ["tune", "check"] as const) {
    const pages = [...parts].filter(([, p]) => p === part).length;
    console.log(line(`${part} part (${pages} pages)`, ev.byPart[part], ev.figures.byPart[part]));
    const s = ev.sameText.byPart[part];
    console.log(`${"".padEnd(22)} pairs with identical visible text: ${s.pairs}, with changes raised: ${s.noisy} (${s.changes} changes)`);
  }
}
