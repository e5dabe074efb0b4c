/** The feed's page query (ids first, then joined): order, ties, offsets, filters, votes and search. */
import { describe, it, expect } from "vitest";
import { getDb } from "@/db/client";
import { changes, competitors, changeFeedback } from "@/db/schema";
import { listChanges } from "@/db/queries/changes";
import { makeUser } from "../helpers/http";

describe("the changes feed's pages", () => {
  it("pages newest first with ties broken by id, filtered, with the competitor and the user's vote", async () => {
    const db = getDb();
    const { user } = await makeUser();
    const other = await makeUser();
    const [a, b] = await db.insert(competitors).values([
      { userId: user.id, name: "Alpha", url: "https://alpha.invalid", domain: "alpha.invalid", status: "active" },
      { userId: user.id, name: "Beta", url: "https://beta.invalid", domain: "beta.invalid", status: "active" },
    ]).returning();
    const [o] = await db.insert(competitors).values({ userId: other.user.id, name: "Other", url: "https://other.invalid", domain: "other.invalid", status: "active" }).returning();
    const base = Date.now();
    const rows = Array.from({ length: 45 }, (_, i) => ({
      userId: user.id, competitorId: i % 2 ? a.id : b.id, type: i % 3 ? "content" : "pricing", importance: "medium", description: `Change ${i}`,
      // Groups of three share a time: the id breaks the tie.
      detectedAt: new Date(base - Math.floor(i / 3) * 60_000), isRead: i % 4 === 0,
    }));
    const inserted = await db.insert(changes).values(rows).returning();
    await db.insert(changes).values({ userId: other.user.id, competitorId: o.id, type: "content", importance: "high", description: "Not yours", detectedAt: new Date(base + 1000) });
    await db.insert(changeFeedback).values({ userId: user.id, changeId: inserted[0].id, isImportant: true, changeType: "content", competitorId: inserted[0].competitorId });

    const expected = [...inserted].sort((x, y) => y.detectedAt.getTime() - x.detectedAt.getTime() || (y.id < x.id ? -1 : y.id > x.id ? 1 : 0)).map((r) => r.id);
    const pages = [];
    for (let offset = 0; offset < 60; offset += 20) pages.push(...(await listChanges(db, { userId: user.id, limit: 20, offset })).rows);
    expect(pages.map((r) => r.id)).toEqual(expected);
    const first = await listChanges(db, { userId: user.id, limit: 20, offset: 0 });
    expect(first.total).toBe(45);
    expect(first.rows.find((r) => r.id === inserted[0].id)).toMatchObject({ feedback: true, competitorName: "Beta" });
    expect(first.rows.filter((r) => r.id !== inserted[0].id).every((r) => r.feedback === null)).toBe(true);

    const unreadPricing = await listChanges(db, { userId: user.id, types: ["pricing"], isRead: false, limit: 50, offset: 0 });
    expect(unreadPricing.rows.map((r) => r.id).sort()).toEqual(inserted.filter((r, i) => i % 3 === 0 && i % 4 !== 0).map((r) => r.id).sort());
    expect(unreadPricing.total).toBe(unreadPricing.rows.length);
    const ofAlpha = await listChanges(db, { userId: user.id, competitorId: a.id, limit: 5, offset: 5 });
    expect(ofAlpha.rows.map((r) => r.id)).toEqual(expected.filter((id) => inserted.find((r) => r.id === id)!.competitorId === a.id).slice(5, 10));
    const searched = await listChanges(db, { userId: user.id, search: "alpha", limit: 100, offset: 0 });
    expect(searched.total).toBe(22);
    expect(searched.rows.every((r) => r.competitorName === "Alpha")).toBe(true);
  });
});
