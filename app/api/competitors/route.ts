import { withAuth } from "@/lib/api/with-auth";
import { listCompetitors } from "@/db/queries/competitors";
import { createCompetitorBody, listCompetitorsQuery, competitorDto } from "@/lib/competitors/schemas";
import { createCompetitor } from "@/lib/competitors/service";

export const GET = withAuth({ query: listCompetitorsQuery }, async ({ db, auth, query }) => {
  const rows = await listCompetitors(db, { userId: auth.user.id });
  return query.fields === "minimal" ? rows.map((c) => ({ id: c.id, name: c.name })) : rows.map(competitorDto);
});

export const POST = withAuth({ body: createCompetitorBody, status: 201 }, async ({ db, auth, body }) => {
  const { competitor, baselineCaptureEventId, workflow } = await createCompetitor(db, auth.user.id, body);
  return { ...competitorDto(competitor), baselineCaptureEventId, workflow };
});
