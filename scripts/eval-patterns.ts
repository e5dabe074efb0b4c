/**
 * Evaluates the local dark-pattern classifier on a labelled CSV
 * (columns "Pattern String" and "Pattern Category", as in Mathur et al. 2019).
 *
 *   npx tsx scripts/eval-patterns.ts <file.csv> [--split=even|odd] [--errors]
 *
 * Prints precision / recall / F1 per category, then `accuracy <x>`, and as the last line
 * `macro-F1 <x>` over Scarcity, Urgency, Social Proof and Misdirection.
 * --split keeps only rows with an even / odd index (for tuning on one half, checking on the other);
 * --errors lists misclassified rows on stderr.
 */
import { readFileSync } from "node:fs";
import { parseCsvObjects } from "../lib/analysis/patterns/csv";
import { classifyPatternString } from "../lib/analysis/patterns/classify";
import { CATEGORIES, isCategory, type Category } from "../lib/analysis/patterns/taxonomy";

const MACRO_CATEGORIES: Category[] = ["Scarcity", "Urgency", "Social Proof", "Misdirection"];

interface Args {
  file: string;
  split: "even" | "odd" | null;
  errors: boolean;
}

function parseArgs(argv: string[]): Args {
  const positional = argv.filter((a) => !a.startsWith("--"));
  const splitArg = argv.find((a) => a.startsWith("--split="))?.slice("--split=".length) ?? null;
  if (positional.length !== 1 || (splitArg !== null && splitArg !== "even" && splitArg !== "odd")) {
    console.error("usage: eval-patterns <file.csv> [--split=even|odd] [--errors]");
    process.exit(2);
  }
  return { file: positional[0], split: splitArg as Args["split"], errors: argv.includes("--errors") };
}

function f1(p: number, r: number): number {
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

function fmt(x: number): string {
  return x.toFixed(3);
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const rows = parseCsvObjects(readFileSync(args.file, "utf8"));
  if (rows.length === 0 || !("Pattern String" in rows[0]) || !("Pattern Category" in rows[0])) {
    console.error("The CSV needs the columns 'Pattern String' and 'Pattern Category'.");
    process.exit(2);
  }
  const selected = rows.filter((_, idx) =>
    args.split === null ? true : args.split === "even" ? idx % 2 === 0 : idx % 2 === 1,
  );

  const tp = new Map<Category, number>();
  const fp = new Map<Category, number>();
  const fn = new Map<Category, number>();
  const inc = (m: Map<Category, number>, c: Category) => m.set(c, (m.get(c) ?? 0) + 1);
  let correct = 0;
  let unlabelled = 0;
  let none = 0;

  for (const row of selected) {
    const gold = row["Pattern Category"].trim();
    const predicted = classifyPatternString(row["Pattern String"]);
    const pred = predicted.category;
    if (pred === null) none += 1;
    if (!isCategory(gold)) {
      unlabelled += 1;
      if (pred === null) correct += 1;
      else inc(fp, pred);
      continue;
    }
    if (pred === gold) {
      correct += 1;
      inc(tp, gold);
    } else {
      inc(fn, gold);
      if (pred !== null) inc(fp, pred);
      if (args.errors) {
        const text = row["Pattern String"].replace(/\s+/g, " ").slice(0, 140);
        console.error(`${gold} -> ${pred ?? "(none)"} [${predicted.type ?? ""}] | ${text}`);
      }
    }
  }

  const header = ["category", "support", "precision", "recall", "F1"];
  const lines: string[][] = [];
  const f1By = new Map<Category, number>();
  for (const c of CATEGORIES) {
    const t = tp.get(c) ?? 0;
    const p = t + (fp.get(c) ?? 0) === 0 ? 0 : t / (t + (fp.get(c) ?? 0));
    const r = t + (fn.get(c) ?? 0) === 0 ? 0 : t / (t + (fn.get(c) ?? 0));
    f1By.set(c, f1(p, r));
    lines.push([c, String(t + (fn.get(c) ?? 0)), fmt(p), fmt(r), fmt(f1(p, r))]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const render = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");

  console.log(`file ${args.file}${args.split ? ` (split ${args.split})` : ""}: ${selected.length} rows`);
  console.log(render(header));
  for (const l of lines) console.log(render(l));
  console.log(`no pattern predicted for ${none} rows${unlabelled ? `; ${unlabelled} rows without a category` : ""}`);
  console.log(`accuracy ${fmt(selected.length === 0 ? 0 : correct / selected.length)}`);
  const macro = MACRO_CATEGORIES.reduce((sum, c) => sum + (f1By.get(c) ?? 0), 0) / MACRO_CATEGORIES.length;
  console.log(`macro-F1 ${fmt(macro)}`);
}

main();
