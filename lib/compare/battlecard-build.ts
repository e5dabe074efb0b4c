/**
 * Composes a battlecard from its loaded inputs with the local analysers alone (pure: no database,
 * the clock is in the input). The model, when configured, only rephrases what this produced.
 */
import { featureSections } from "./battlecard-features";
import type { BattlecardInput } from "./battlecard-input";
import { movesSection } from "./battlecard-moves";
import { overviewSection } from "./battlecard-overview";
import { predictionSection } from "./battlecard-prediction";
import { pricingSection } from "./battlecard-pricing";
import { tacticsSection } from "./battlecard-tactics";
import type { Battlecard, Section } from "./battlecard-types";

/** The newest time among the scans, changes and analysis the card is built from. */
function refreshedAt(input: BattlecardInput): string | null {
  const times = [
    input.them.snap?.createdAt,
    input.us?.snap?.createdAt,
    input.changes[0]?.detectedAt,
    input.psychology && input.psychology !== "locked" ? input.psychology.completedAt : undefined,
  ].filter((d): d is Date => d instanceof Date);
  return times.length ? new Date(Math.max(...times.map((d) => d.getTime()))).toISOString() : null;
}

export function composeBattlecard(input: BattlecardInput): Battlecard {
  const { them, us } = input;
  const pricing = pricingSection(input);
  const features = featureSections(input);
  const overview = overviewSection(input);
  const tactics = tacticsSection(input, pricing.rows);
  const moves = movesSection(input);
  const prediction = predictionSection(input);
  const sections: Section[] = [
    { key: "overview", title: "Overview", claims: overview.claims, empty: overview.empty },
    { key: "pricing", title: "Pricing against ours", claims: pricing.claims, empty: pricing.claims.length ? null : pricing.empty },
    { key: "stronger", title: "Where they are stronger", claims: features.stronger, empty: features.stronger.length ? null : features.empty ?? "Nothing they list is missing from ours." },
    { key: "weaker", title: "Where they are weaker", claims: features.weaker, empty: features.weaker.length ? null : features.empty ?? "Everything we list, they list too." },
    { key: "tactics", title: "Their persuasion tactics and how to counter them", claims: tactics.claims, empty: tactics.empty },
    { key: "moves", title: "Recent moves", claims: moves.claims, empty: moves.empty },
    { key: "prediction", title: "Predicted next move", claims: prediction.claims, empty: prediction.empty },
  ];
  const notes: string[] = [];
  if (them.row.type === "baseline") notes.push("This is your own product: open a competitor's battlecard to compare it with yours.");
  else if (!us) notes.push("No baseline is set: mark your own product as the baseline to compare prices, features and integrations.");
  else if (!us.snap) notes.push(`${us.row.name} (your product) has not been scanned yet.`);
  if (pricing.claims.length && pricing.empty) notes.push(pricing.empty);
  return {
    competitor: { id: them.row.id, name: them.row.name, url: them.row.url, domain: them.row.domain },
    baseline: us ? { id: us.row.id, name: us.row.name } : null,
    sections,
    seatPricing: pricing.rows,
    refreshedAt: refreshedAt(input),
    lastCheckedAt: them.row.lastChecked?.toISOString() ?? null,
    generatedAt: new Date(input.now).toISOString(),
    source: "local",
    model: null,
    droppedByChecks: 0,
    notes,
  };
}
