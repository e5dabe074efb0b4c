import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { feedbackBody } from "@/lib/changes/schemas";
import { giveFeedback } from "@/lib/changes/learning-store";

export const POST = withAuth({ params: idParams, body: feedbackBody }, async ({ db, auth, params, body }) =>
  giveFeedback(db, auth.user.id, params.id, body.isImportant),
);
