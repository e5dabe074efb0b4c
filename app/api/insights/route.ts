import { withAuth } from "@/lib/api/with-auth";
import { reportsForUser } from "@/lib/analysis/report/build";

/**
 * Intelligence reports: the one across all competitors first (competitorId null), then the latest
 * report of each competitor — what changed in the last 30 days, why it matters, and the next predicted move.
 */
export const GET = withAuth({}, async ({ db, auth }) => reportsForUser(db, { userId: auth.user.id }));
