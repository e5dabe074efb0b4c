/**
 * Change detection between two snapshots of one competitor. Structured comparison of the
 * extracted data (pricing, features, integrations), the main copy, page structure and design
 * signals. Screenshots are compared separately with `detectVisualChange` (the caller owns the
 * files). Every detector is order-insensitive for equal items and ignores float noise in prices.
 */
import { detectContentChanges } from "./content";
import { detectDesignChanges } from "./design";
import { detectFeatureChanges, detectIntegrationChanges } from "./feature-changes";
import { mergeChanges } from "./merge";
import { attachPlanRows } from "./plan-rows";
import { detectPricingChanges } from "./pricing-changes";
import { detectStructureChanges } from "./structure";
import type { DetectedChange, SnapshotLike } from "./types";

/** Every detector's findings for two snapshots, before mergeChanges folds them. */
export function detectFindings(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  return [
    ...detectPricingChanges(prev, next),
    ...detectFeatureChanges(prev, next),
    ...detectIntegrationChanges(prev, next),
    ...detectStructureChanges(prev, next),
    ...detectContentChanges(prev, next),
    ...detectDesignChanges(prev, next),
  ];
}

export function detectChanges(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  const merged = mergeChanges(detectFindings(prev, next), { before: prev.extractedData.pricingMarkdown ?? "", after: next.extractedData.pricingMarkdown ?? "" });
  // Pricing changes carry their plans before and after (facts.plans) for the table views.
  return attachPlanRows(merged, prev, next);
}

export { foldVisual } from "./merge";
export { compareScreenshotFiles } from "./visual";
export type { DetectedChange, SnapshotLike } from "./types";
