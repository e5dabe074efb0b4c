import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { getChange } from "@/db/queries/changes";
import { changeDto } from "@/lib/changes/dto";
import { NotFoundError } from "@/lib/errors";

export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => {
  const c = await getChange(db, { userId: auth.user.id, id: params.id });
  if (!c) throw new NotFoundError("Change");
  return changeDto(c);
});
