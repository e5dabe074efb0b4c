import { getDb } from "@/db/client";
import { competitors, changes } from "@/db/schema";
import { makeUser } from "./http";

/**
 * A user with two competitors (Acme, Beta) and 45 changes, 9 of each type, importance and read state
 * varying; the eighth change's description starts with a spreadsheet formula (CSV export tests).
 */
export async function seedFeed() {
  const u = await makeUser();
  const db = getDb();
  const [acme] = await db.insert(competitors).values({ userId: u.user.id, name: "Acme", url: "https://acme.com", domain: "acme.com", status: "active" }).returning();
  const [beta] = await db.insert(competitors).values({ userId: u.user.id, name: "Beta", url: "https://beta.io", domain: "beta.io", status: "active" }).returning();
  const rows = [];
  const types = ["pricing", "feature", "content", "design", "integration"];
  for (let i = 0; i < 45; i++) {
    rows.push({
      userId: u.user.id,
      competitorId: i % 3 === 0 ? beta.id : acme.id,
      type: types[i % types.length],
      importance: i % 4 === 0 ? "high" : i % 4 === 1 ? "medium" : "low",
      description: i === 7 ? "=HYPERLINK(\"x\") Team plan: $12 → $15 per user/month" : `Change number ${i}`,
      isRead: i % 5 === 0,
      detectedAt: new Date(Date.now() - i * 60_000),
    });
  }
  const inserted = await db.insert(changes).values(rows).returning({ id: changes.id });
  return { ...u, acme: acme.id, beta: beta.id, ids: inserted.map((r) => r.id) };
}

