import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { getBattlecard } from "@/lib/compare/battlecard";
import { battlecardMarkdown } from "@/lib/compare/battlecard-markdown";
import { NotFoundError } from "@/lib/errors";

const query = z.object({ format: z.enum(["json", "md"]).default("json") });

/** The competitor's battlecard against the user's own product: JSON, or Markdown with `?format=md`. */
export const GET = withAuth({ params: idParams, query }, async ({ db, auth, params, query }) => {
  const card = await getBattlecard(db, { userId: auth.user.id, competitorId: params.id });
  if (!card) throw new NotFoundError("Competitor");
  if (query.format === "json") return card;
  const name = card.competitor.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "competitor";
  return new Response(battlecardMarkdown(card), {
    headers: { "content-type": "text/markdown; charset=utf-8", "content-disposition": `attachment; filename="battlecard-${name}.md"` },
  });
});
