import type { Db } from "@/db/client";
import { getChange, listChanges, markAllRead, markRead, unreadCounts } from "@/db/queries/changes";
import { toCsv } from "@/lib/csv";
import { NotFoundError } from "@/lib/errors";
import { changeDto } from "./dto";
import { expandType, type changeFiltersQuery } from "./schemas";
import type { z } from "zod";

/** The most changes one CSV export holds. */
const MAX_EXPORT_ROWS = 50_000;

type Filters = z.infer<typeof changeFiltersQuery>;

/** One page of the user's feed, newest first, and how many changes match the filters in all. */
export async function listChangesOf(db: Db, userId: string, query: Filters & { limit: number; offset: number }) {
  const { rows, total } = await listChanges(db, { ...query, types: expandType(query.type), userId });
  return { changes: rows.map(changeDto), total };
}

export async function changeOf(db: Db, userId: string, id: string) {
  const c = await getChange(db, { userId, id });
  if (!c) throw new NotFoundError("Change");
  return changeDto(c);
}

export async function markChangeRead(db: Db, userId: string, id: string) {
  if (!(await markRead(db, { userId, id }))) throw new NotFoundError("Change");
  return { id, isRead: true as const };
}

/** Marks every unread change (of one competitor when given) as read; answers how many were. */
export async function markAllChangesRead(db: Db, userId: string, competitorId?: string) {
  return { updated: await markAllRead(db, { userId, competitorId }) };
}

export const unreadCountOf = (db: Db, userId: string) => unreadCounts(db, { userId });

/** Every change matching the filters (newest first) as CSV text. */
export async function changesCsv(db: Db, userId: string, filters: Filters): Promise<string> {
  const { rows } = await listChanges(db, { ...filters, types: expandType(filters.type), userId, limit: MAX_EXPORT_ROWS, offset: 0 });
  return toCsv(
    ["Detected at", "Competitor", "Type", "Importance", "Description", "Page", "Read", "Old content", "New content"],
    rows.map((c) => [c.detectedAt.toISOString(), c.competitorName, c.type, c.importance, c.description, c.url ?? "", c.isRead ? "yes" : "no", c.oldContent ?? "", c.newContent ?? ""]),
  );
}
