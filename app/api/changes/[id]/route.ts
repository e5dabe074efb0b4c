import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { changeOf } from "@/lib/changes/service";

export const GET = withAuth({ params: idParams }, async ({ db, auth, params }) => changeOf(db, auth.user.id, params.id));
