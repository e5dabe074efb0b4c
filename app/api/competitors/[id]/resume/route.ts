import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { competitorDto } from "@/lib/competitors/schemas";
import { resume } from "@/lib/competitors/service";

export const POST = withAuth({ params: idParams }, async ({ db, auth, params }) => competitorDto(await resume(db, auth.user.id, params.id)));
