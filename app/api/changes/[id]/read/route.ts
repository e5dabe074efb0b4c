import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { markChangeRead } from "@/lib/changes/service";

export const PUT = withAuth({ params: idParams }, async ({ db, auth, params }) => markChangeRead(db, auth.user.id, params.id));
