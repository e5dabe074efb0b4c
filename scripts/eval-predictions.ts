/**
 * npm run eval:predictions [-- <history folder>] [--fit] — backtests the chance of a pricing move within
 * 90 days on real page histories (scripts/eval/predictions.ts) and prints the Brier score of the
 * product's predictor beside a base-rate predictor's, for the tune and the check part.
 * --fit: also searches the prior's weight and the season's pseudo-moves on the tune part and prints what each gives.
 */
import path from "node:path";
import { evalPredictions, printPredictions } from "./eval/predictions";
import { realWorldDir } from "./eval/real-world-dir";

const argv = process.argv.slice(2);
const folder = argv.find((a) => !a.startsWith("--"));
const dir = folder ? path.resolve(folder) : (() => {
  const rw = realWorldDir();
  if (!rw) throw new Error("The real-world data folder (shared/data/real-world) is not on this machine; pass a folder.");
  return path.join(rw, "history");
})();
printPredictions(evalPredictions(dir));
if (argv.includes("--fit")) {
  console.log("\nPrior weight (days) on the tune part:");
  for (const w of [25, 50, 100, 200, 400, 800, 1600]) console.log(`  ${String(w).padStart(5)}: Brier ${evalPredictions(dir, { weightDays: w }).parts.tune.brierProduct.toFixed(4)}`);
  console.log("\nSeason pseudo-moves per month on the tune part (Infinity = no season):");
  for (const a of [1, 2, 4, 8, 16, 32, 64, Infinity]) console.log(`  ${String(a).padStart(8)}: Brier ${evalPredictions(dir, { seasonPseudoMoves: a }).parts.tune.brierProduct.toFixed(4)}`);
}
