import { withAuth } from "@/lib/api/with-auth";

import { idParams } from "@/lib/api/schemas";
import { loadPriceHistory } from "@/lib/compare/service";
import { priceHistoryCsv } from "@/lib/compare/price-history";
import { formatQuery } from "@/lib/compare/schemas";
import { NotFoundError } from "@/lib/errors";

/** Every plan's price across the competitor's scans: JSON, or `?format=csv` (one row per plan and scan). */
export const GET = withAuth({ params: idParams, query: formatQuery }, async ({ db, auth, params, query }) => {
  const history = await loadPriceHistory(db, auth.user.id, params.id);
  if (!history) throw new NotFoundError("Competitor");
  if (query.format === "json") return history;
  const slug = history.competitor.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "competitor";
  return new Response(priceHistoryCsv(history), { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="rivalscope-price-history-${slug}.csv"` } });
});
