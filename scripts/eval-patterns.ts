/**
 * npm run eval:patterns [-- <file.csv> ...] [--errors] — the local dark-pattern classifier on labelled
 * strings (default: the development strings `shared/data/dark-patterns/dev.csv` and the shopping-site
 * texts with negatives `shared/data/real-world/darkpatterns/ec-darkpattern.csv`), split into a tune
 * and a check part by source (scripts/eval/patterns.ts). Prints the tune part's per-category figures
 * (--errors: its misclassified rows), then each part's macro-F1, binary F1 and false-positive rate.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { checkTexts, evalPatterns, printPatterns } from "./eval/patterns";
import { realWorldDir } from "./eval/real-world-dir";

function defaultFiles(): string[] {
  const rw = realWorldDir();
  if (!rw) throw new Error("The real-world data folder (shared/data/real-world) is not on this machine; pass a CSV file.");
  return [path.join(rw, "..", "dark-patterns", "dev.csv"), path.join(rw, "darkpatterns", "ec-darkpattern.csv")].filter((f) => existsSync(f));
}

const argv = process.argv.slice(2);
const files = argv.filter((a) => !a.startsWith("--"));
const chosen = files.length ? files.map((f) => path.resolve(f)) : defaultFiles();
// a tune row whose text is in any file's check part is not shown (scripts/eval/patterns.ts, checkTexts)
const withheld = new Set(chosen.flatMap((f) => [...checkTexts(f)]));
for (const file of chosen) printPatterns(file, evalPatterns(file), argv.includes("--errors"), withheld);
