import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { updateCompetitorBody, competitorDto } from "@/lib/competitors/schemas";
import { editCompetitor, ownCompetitor, remove } from "@/lib/competitors/service";

export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => competitorDto(await ownCompetitor(db, auth.user.id, params.id)));

export const PUT = withAuth({ params: idParams, body: updateCompetitorBody }, async ({ db, auth, params, body }) =>
  competitorDto(await editCompetitor(db, auth.user.id, params.id, body)),
);

export const DELETE = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const c = await remove(db, auth.user.id, params.id);
  return { id: c.id, deleted: true };
});
