import type { ChangeWithCompetitor } from "@/db/queries/changes";
import { factOf } from "./fact-view";

/** A stored file under DATA_DIR as a URL the browser can fetch (the owner check happens in that route). */
export function screenshotUrl(competitorId: string, relPath: string | null | undefined): string | null {
  if (!relPath) return null;
  const name = relPath.split("/").pop();
  return name ? `/api/competitors/${competitorId}/screenshots/${name}` : null;
}

export function changeDto(c: ChangeWithCompetitor) {
  const facts = c.facts ?? {};
  return {
    id: c.id,
    competitorId: c.competitorId,
    competitorName: c.competitorName,
    competitorUrl: c.competitorUrl,
    type: c.type,
    importance: c.importance,
    score: Math.round(c.score),
    description: c.description,
    oldContent: c.oldContent,
    newContent: c.newContent,
    url: c.url,
    screenshot: screenshotUrl(c.competitorId, c.screenshot),
    highlight: screenshotUrl(c.competitorId, typeof facts.highlight === "string" ? facts.highlight : null),
    isRead: c.isRead,
    detectedAt: c.detectedAt.toISOString(),
    timestamp: c.detectedAt.toISOString(),
    feedback: c.feedback,
    fact: factOf(facts),
    facts,
  };
}

export type ChangeDto = ReturnType<typeof changeDto>;
