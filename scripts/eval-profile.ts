/**
 * npm run eval:profile — scores the product profile (segment, key capabilities, integration
 * categories) on real pricing pages in shared/data/real-world against scripts/eval/profile-labels.json
 * (see scripts/eval/profile.ts). Detail is printed for the tune part only; the check part's
 * aggregates are the figures quoted in the README and floored by tests/eval/profile-floors.test.ts.
 *
 * Options: --json (machine-readable output).
 */
import { evalProfile, type ProfileFigures } from "./eval/profile";
import { realWorldDir } from "./eval/real-world-dir";

const pct = ([a, b]: [number, number]) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}% (${a}/${b})`);

function printFigures(name: string, f: ProfileFigures) {
  console.log(`\n${name} (${f.pages} pages)`);
  console.log(`  segment right            ${pct(f.segment)}`);
  console.log(`  segment right or defensible ${pct(f.segmentDefensible)}`);
  console.log(`  capabilities recall      ${pct(f.capabilityRecall)}`);
  console.log(`  capabilities precision   ${pct(f.capabilityPrecision)}  (first six shown)`);
  console.log(`  capabilities = hero copy ${f.heroCapabilities}; pages with none ${f.emptyCapabilities}`);
  console.log(`  integrations found       ${pct(f.integrationRecall)}`);
  console.log(`  category right (found)   ${pct(f.integrationCategory)}`);
  console.log(`  found with right category ${pct(f.integrationEndToEnd)}`);
  console.log(`  integrations precision   ${pct(f.integrationPrecision)}`);
  console.log(`  taxonomy on label names  ${pct(f.taxonomyCategory)}`);
}

const root = realWorldDir();
if (!root) {
  console.error("shared/data/real-world is not on this machine (see scripts/eval/real-world-dir.ts)");
  process.exit(1);
}
const { rows, parts } = evalProfile(root);
if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ parts, tune: rows.filter((r) => r.part === "tune") }, null, 2));
} else {
  console.log("Product profile on real pricing pages — detail of the tune part");
  for (const r of rows.filter((x) => x.part === "tune")) {
    console.log(`\n${r.page}: segment ${r.segment.got} (label ${r.segment.want})${r.segment.right ? "" : r.segment.defensible ? " defensible" : " WRONG"}`);
    for (const e of r.evidence) console.log(`    ${e}`);
    console.log(`  capabilities ${pct(r.capabilities.found)}: ${r.capabilities.got.join(" | ") || "(none)"}`);
    if (r.capabilities.missed.length) console.log(`    missed: ${r.capabilities.missed.join(" | ")}`);
    if (r.integrations.got.length || r.integrations.found[1]) {
      console.log(`  integrations: ${r.integrations.got.map((i) => `${i.name} (${i.category})`).join(", ") || "(none)"}`);
      if (r.integrations.wrong.length) console.log(`    missed or miscategorised: ${r.integrations.wrong.join(", ")}`);
    }
  }
  printFigures("tune", parts.tune);
  printFigures("check", parts.check);
}
