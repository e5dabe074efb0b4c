import type { SnapshotRow } from "@/db/queries/competitors";

/**
 * The snapshot as the API shows it (spec §3): no internal columns, nor the pages read passage by
 * passage for the persuasion analysis (metadata.persuasion: the analysis is what shows them).
 */
export function snapshotDto(s: SnapshotRow) {
  const metadata = { ...((s.metadata ?? {}) as Record<string, unknown>) };
  delete metadata.persuasion;
  return {
    id: s.id,
    competitorId: s.competitorId,
    createdAt: s.createdAt.toISOString(),
    confidence: s.confidence,
    metadata,
    extractedData: s.extractedData,
  };
}
