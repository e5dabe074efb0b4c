import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { getCompetitor } from "@/db/queries/competitors";
import { updateCompetitorBody, competitorDto } from "@/lib/competitors/schemas";
import { editCompetitor, remove } from "@/lib/competitors/service";
import { NotFoundError } from "@/lib/errors";

export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const c = await getCompetitor(db, { userId: auth.user.id, id: params.id });
  if (!c) throw new NotFoundError("Competitor");
  return competitorDto(c);
});

export const PUT = withAuth({ params: idParams, body: updateCompetitorBody }, async ({ db, auth, params, body }) =>
  competitorDto(await editCompetitor(db, auth.user.id, params.id, body)),
);

export const DELETE = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const c = await remove(db, auth.user.id, params.id);
  return { id: c.id, deleted: true };
});
