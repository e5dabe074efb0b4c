import type { SnapshotRow } from "@/db/queries/competitors";

/** The snapshot as the API shows it (spec §3): no internal columns. */
export function snapshotDto(s: SnapshotRow) {
  return {
    id: s.id,
    competitorId: s.competitorId,
    createdAt: s.createdAt.toISOString(),
    confidence: s.confidence,
    metadata: s.metadata,
    extractedData: s.extractedData,
  };
}
