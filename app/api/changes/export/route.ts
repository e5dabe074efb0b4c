import { withAuth } from "@/lib/api/with-auth";
import { changeFiltersQuery } from "@/lib/changes/schemas";
import { changesCsv } from "@/lib/changes/service";

/** The filtered feed as a CSV file (every matching change, newest first). */
export const GET = withAuth({ query: changeFiltersQuery }, async ({ db, auth, query }) => {
  const csv = await changesCsv(db, auth.user.id, query);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="rivalscope-changes-${date}.csv"` } });
});
