import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { makeUser } from "@/tests/helpers/http";
import { createLocalProvider } from "@/lib/ai/local-tools";
import { answerChat } from "../answer";
import { seedSite } from "../testing/seed";

/**
 * The chat's comparison answers read the comparison matrix (lib/compare): per-seat prices per month,
 * the team price and recent changes come from it, the same numbers as the Compare page.
 */
let userId: string;
const ask = (query: string) => answerChat(getDb(), userId, { query }, { provider: createLocalProvider() });

beforeAll(async () => {
  const db = getDb();
  const { user } = await makeUser();
  userId = user.id;
  await seedSite(db, userId, "flowdesk", { type: "baseline", v2: true });
  await seedSite(db, userId, "datenwerk");
  await seedSite(db, userId, "sendwave", { v2: true });
}, 90_000);

describe("comparison answers from the matrix", () => {
  it("puts per-seat prices, a team price and the recent changes side by side", async () => {
    const r = await ask("Compare Flowdesk vs Datenwerk");
    expect(r.message).toContain("## Flowdesk vs Datenwerk");
    // Flowdesk v2: Team $14 per user (annual $12); a team of 5 on Team costs $70 a month.
    expect(r.message).toMatch(/\| \*\*Per seat per month\*\* \| [^|]*Team \$14 \(\$12 billed annually\)/);
    expect(r.message).toMatch(/\| \*\*Team of 5 per month\*\* \| [^|]*\(Starter × 5\)|\| \*\*Team of 5 per month\*\* \| [^|]*\(Team × 5\)/);
    expect(r.message).toMatch(/\| \*\*Changes \(30 days\)\*\* \| \d/);
    expect(r.message).toContain("The full grid is on the Compare page.");
    expect(r.tools).toContain("compare");
  });
});
