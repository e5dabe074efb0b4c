import { withAuth } from "@/lib/api/with-auth";
import { loadMatrix } from "@/lib/compare/service";
import { matrixCsv } from "@/lib/compare/matrix-csv";
import { compareQuery } from "@/lib/compare/schemas";

/** Our product and every competitor side by side: JSON, or `?format=csv`. */
export const GET = withAuth({ query: compareQuery }, async ({ db, auth, query }) => {
  const matrix = await loadMatrix(db, auth.user.id, { seats: query.seats, billing: query.billing, category: query.category || null });
  if (query.format === "json") return matrix;
  const date = new Date().toISOString().slice(0, 10);
  return new Response(matrixCsv(matrix), { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="rivalscope-comparison-${date}.csv"` } });
});
