import { withAuth } from "@/lib/api/with-auth";
import { createCompetitorBody, listCompetitorsQuery, competitorDto } from "@/lib/competitors/schemas";
import { createCompetitor, listCompetitorsOf } from "@/lib/competitors/service";

export const GET = withAuth({ query: listCompetitorsQuery }, async ({ db, auth, query }) => listCompetitorsOf(db, auth.user.id, query.fields));

export const POST = withAuth({ body: createCompetitorBody, status: 201 }, async ({ db, auth, body }) => {
  const { competitor, baselineCaptureEventId, workflow } = await createCompetitor(db, auth.user.id, body);
  return { ...competitorDto(competitor), baselineCaptureEventId, workflow };
});
