import { withAuth } from "@/lib/api/with-auth";
import { listChanges } from "@/db/queries/changes";
import { changeFiltersQuery, expandType } from "@/lib/changes/schemas";
import { toCsv } from "@/lib/csv";

const MAX_ROWS = 50_000;

/** The filtered feed as a CSV file (every matching change, newest first). */
export const GET = withAuth({ query: changeFiltersQuery }, async ({ db, auth, query }) => {
  const { rows } = await listChanges(db, { ...query, types: expandType(query.type), userId: auth.user.id, limit: MAX_ROWS, offset: 0 });
  const csv = toCsv(
    ["Detected at", "Competitor", "Type", "Importance", "Description", "Page", "Read", "Old content", "New content"],
    rows.map((c) => [c.detectedAt.toISOString(), c.competitorName, c.type, c.importance, c.description, c.url ?? "", c.isRead ? "yes" : "no", c.oldContent ?? "", c.newContent ?? ""]),
  );
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="rivalscope-changes-${date}.csv"` } });
});
