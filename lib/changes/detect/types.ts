import { z } from "zod";
import type { ExtractedData, PageKind, SnapshotMetadata } from "@/lib/scan/types";

/** The change types the detector emits (the feed's type filter uses the same values). */
export const CHANGE_TYPES = [
  "pricing",
  "feature",
  "integration",
  "content",
  "structure",
  "design",
  "visual",
  "other",
] as const;

export type ChangeType = (typeof CHANGE_TYPES)[number];

/** What the detector needs from a stored snapshot. */
export interface SnapshotLike {
  extractedData: ExtractedData;
  metadata: SnapshotMetadata;
  /** The competitor's site URL (home page); fallback URL for changes. */
  url: string;
}

export interface DetectedChange {
  type: ChangeType;
  /** One human sentence naming the facts, e.g. "Team plan: $12 → $15 per user/month". */
  description: string;
  /** Baseline excerpt (null when something was added). */
  oldContent: string | null;
  /** Current excerpt (null when something was removed). */
  newContent: string | null;
  /** The page the change was seen on. */
  url: string;
  /** Size of the change, 0 (trivial) to 1 (everything changed). */
  magnitude: number;
  /**
   * Machine-readable facts. Always carries `kind` (e.g. "price_changed", "plan_added",
   * "features_added", "copy_changed", "page_added") so scoring and UI need not parse text.
   */
  facts: Record<string, unknown>;
}

export const detectedChangeSchema = z.object({
  type: z.enum(CHANGE_TYPES),
  description: z.string().min(1),
  oldContent: z.string().nullable(),
  newContent: z.string().nullable(),
  url: z.string(),
  magnitude: z.number().min(0).max(1),
  facts: z.record(z.string(), z.unknown()),
});

/** Finds the URL of a page of the given kind in either snapshot (next first), else the site URL. */
export function pageUrl(prev: SnapshotLike, next: SnapshotLike, kind: PageKind): string {
  const find = (s: SnapshotLike) => s.metadata.pages.find((p) => p.kind === kind)?.url;
  return find(next) ?? find(prev) ?? next.url ?? prev.url;
}

export function clamp01(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(1, Math.max(0, n));
}

/** Rounds a magnitude to 3 decimals so stored values are stable. */
export function roundMagnitude(n: number): number {
  return Math.round(clamp01(n) * 1000) / 1000;
}

export const PAGE_LABELS: Record<PageKind, string> = {
  home: "Homepage",
  pricing: "Pricing page",
  features: "Features page",
  integrations: "Integrations page",
};
