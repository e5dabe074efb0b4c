import type { Db } from "@/db/client";
import { getCompetitor, listCompetitors } from "@/db/queries/competitors";
import { competitorView, type CompetitorView } from "../snapshot-view";
import { latestSnapshots } from "../queries";
import { ToolNotFoundError } from "./types";

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the user's competitors, or ToolNotFoundError. */
export async function ownCompetitor(db: Db, userId: string, competitorId: string) {
  const c = UUID_RE.test(competitorId) ? await getCompetitor(db, { userId, id: competitorId }) : undefined;
  if (!c) throw new ToolNotFoundError(`No competitor with id ${competitorId}. Use list_competitors for the ids.`);
  return c;
}

/** The user's competitors (or one) with their latest snapshots. */
export async function loadViews(db: Db, userId: string, competitorId?: string): Promise<CompetitorView[]> {
  const rows = competitorId ? [await ownCompetitor(db, userId, competitorId)] : await listCompetitors(db, { userId });
  const snaps = await latestSnapshots(db, { userId, competitorIds: rows.map((r) => r.id) });
  const byId = new Map(snaps.map((s) => [s.competitorId, s]));
  return rows.map((r) => competitorView(r, byId.get(r.id)));
}
