import { describe, it, expect, beforeAll } from "vitest";

import { GET as listRoute } from "@/app/api/changes/route";
import { GET as getRoute } from "@/app/api/changes/[id]/route";
import { PUT as readRoute } from "@/app/api/changes/[id]/read/route";
import { POST as feedbackRoute } from "@/app/api/changes/[id]/feedback/route";
import { POST as markAllRoute } from "@/app/api/changes/mark-all-read/route";
import { GET as unreadRoute } from "@/app/api/changes/unread-count/route";
import { GET as intelligenceRoute } from "@/app/api/intelligence/route";
import { getDb } from "@/db/client";
import { extractSite } from "@/lib/scan/extract";
import { modelFor } from "@/lib/changes/learning-store";
import { diffSnapshots } from "@/lib/monitor/detect";
import type { SnapshotMetadata } from "@/lib/scan/types";
import { sitePages } from "@/tests/fixtures/fixture-sites";
import { call, makeUser } from "../helpers/http";
import { seedFeed as seed } from "../helpers/feed-seed";

type Seeded = Awaited<ReturnType<typeof seed>>;

const url = (q: string) => `http://localhost/api/changes${q}`;

describe("changes API", () => {
  let s: Seeded;
  beforeAll(async () => {
    s = await seed();
  });

  it("lists newest first with pagination total and hasMore", async () => {
    const page1 = await call(listRoute, url("?limit=20"), { token: s.token });
    expect(page1.body.pagination).toEqual({ total: 45, limit: 20, offset: 0, hasMore: true });
    expect(page1.body.data[0].description).toBe("Change number 0");
    expect(page1.body.data[0]).toMatchObject({ competitorName: "Beta", isRead: true, feedback: null });
    const page3 = await call(listRoute, url("?limit=20&offset=40"), { token: s.token });
    expect(page3.body.data).toHaveLength(5);
    expect(page3.body.pagination.hasMore).toBe(false);
  });

  it("filters by competitor, type (with aliases), importance, read state and search", async () => {
    const t = s.token;
    const byComp = await call(listRoute, url(`?competitorId=${s.beta}`), { token: t });
    expect(byComp.body.pagination.total).toBe(15);
    expect(byComp.body.data.every((c: { competitorName: string }) => c.competitorName === "Beta")).toBe(true);
    expect((await call(listRoute, url("?type=pricing"), { token: t })).body.pagination.total).toBe(9);
    expect((await call(listRoute, url("?type=price"), { token: t })).body.pagination.total).toBe(9);
    expect((await call(listRoute, url("?type=features"), { token: t })).body.pagination.total).toBe(9);
    expect((await call(listRoute, url("?importance=high"), { token: t })).body.pagination.total).toBe(12);
    expect((await call(listRoute, url("?isRead=false"), { token: t })).body.pagination.total).toBe(36);
    expect((await call(listRoute, url("?search=number 1"), { token: t })).body.pagination.total).toBe(11);
    expect((await call(listRoute, url("?search=beta&type=pricing"), { token: t })).body.pagination.total).toBe(3);
    const bad = await call(listRoute, url("?importance=urgent"), { token: t });
    expect(bad.status).toBe(400);
  });

  it("marks read one by one and all at once (optionally per competitor), with unread counts", async () => {
    const u = await seed();
    const before = await call(unreadRoute, url("/unread-count"), { token: u.token });
    expect(before.body.data.count).toBe(36);
    expect(before.body.data.highCount).toBeGreaterThan(0);
    const first = (await call(listRoute, url("?isRead=false&limit=1"), { token: u.token })).body.data[0];
    expect((await call(readRoute, url(`/${first.id}/read`), { method: "PUT", token: u.token, params: { id: first.id } })).status).toBe(200);
    expect((await call(getRoute, url(`/${first.id}`), { token: u.token, params: { id: first.id } })).body.data.isRead).toBe(true);
    const perComp = await call(markAllRoute, url("/mark-all-read"), { token: u.token, body: { competitorId: u.beta } });
    expect(perComp.body.data.updated).toBe(12);
    const rest = await call(markAllRoute, url("/mark-all-read"), { token: u.token, body: {} });
    expect(rest.body.data.updated).toBe(23);
    expect((await call(unreadRoute, url("/unread-count"), { token: u.token })).body.data.count).toBe(0);
  });

  it("records feedback once per change and reports what was learned", async () => {
    const u = await seed();
    const contentIds = (await call(listRoute, url("?type=content&limit=5"), { token: u.token })).body.data.map((c: { id: string }) => c.id);
    let last = 50;
    for (const id of contentIds) {
      const r = await call(feedbackRoute, url(`/${id}/feedback`), { token: u.token, params: { id }, body: { isImportant: false } });
      expect(r.body.data.recorded).toBe(true);
      expect(r.body.data.importanceRate).toBeLessThan(50);
      last = r.body.data.importanceRate;
    }
    const again = await call(feedbackRoute, url(`/${contentIds[0]}/feedback`), { token: u.token, params: { id: contentIds[0] }, body: { isImportant: false } });
    expect(again.body.data.importanceRate).toBe(last);
    const intel = await call(intelligenceRoute, "http://localhost/api/intelligence", { token: u.token });
    expect(intel.body.data.totalInteractions).toBe(5);
    expect(intel.body.data.learningProgress).toBe(20);
    const content = intel.body.data.importancePatterns.find((p: { changeType: string }) => p.changeType === "content");
    expect(content.interactions).toBe(5);
    expect(content.importanceRate).toBeLessThan(30);
    expect(intel.body.data.importancePatterns.find((p: { changeType: string }) => p.changeType === "pricing")).toEqual({ changeType: "pricing", importanceRate: 50, interactions: 0 });
    expect(intel.body.data.behaviorPatterns[0]).toMatch(/ignore content changes/);
    expect(intel.body.data.recentLearning).toHaveLength(5);
    // The recent lines say what the patterns say: content changes now score lower, with the panel's rate
    // (and the competitor's own rate beside it when its votes make that one differ).
    for (const r of intel.body.data.recentLearning) {
      expect(r.insight).toMatch(new RegExp(`^Not important: content changes at (\\w+) now score lower \\((\\d+% at \\1; )?${content.importanceRate}%( for all content changes)?\\)$`));
    }
    expect(intel.body.data).toHaveProperty("nextPrediction");

    // An up on a change already shown high agrees with the scoring: it says so, and no rate moves.
    const high = (await call(listRoute, url("?type=pricing&importance=high&limit=1"), { token: u.token })).body.data[0];
    expect(high, "the seed has a high pricing change").toBeTruthy();
    const up = await call(feedbackRoute, url(`/${high.id}/feedback`), { token: u.token, params: { id: high.id }, body: { isImportant: true } });
    expect(up.body.data.importanceRate).toBe(50);
    const after = (await call(intelligenceRoute, "http://localhost/api/intelligence", { token: u.token })).body.data;
    expect(after.recentLearning[0].insight).toMatch(/already rated high, so scoring stays as it is \(50%\)/);
    expect(after.importancePatterns.find((p: { changeType: string }) => p.changeType === "pricing")).toEqual({ changeType: "pricing", importanceRate: 50, interactions: 1 });
    expect(after.behaviorPatterns).toContain("Your ratings of pricing changes agree with the built-in scoring so far (50% after 1 rating)");

    // One thumbs-up on a feature change shown medium lifts feature changes a little: the pattern says
    // which way (not "mixed"), with the rate the panel, the badge and the recent line all show.
    const medium = (await call(listRoute, url("?type=feature&importance=medium&limit=1"), { token: u.token })).body.data[0];
    expect(medium, "the seed has a medium feature change").toBeTruthy();
    await call(feedbackRoute, url(`/${medium.id}/feedback`), { token: u.token, params: { id: medium.id }, body: { isImportant: true } });
    const feature = (await call(intelligenceRoute, "http://localhost/api/intelligence", { token: u.token })).body.data;
    const pattern = feature.importancePatterns.find((p: { changeType: string }) => p.changeType === "feature");
    expect(pattern.interactions).toBe(1);
    expect(pattern.importanceRate).toBeGreaterThan(50);
    expect(feature.behaviorPatterns).toContain(`Feature changes now score a little higher (${pattern.importanceRate}% after 1 rating); 4 more ratings before the pattern is clear`);
    expect(feature.behaviorPatterns.join("\n")).not.toMatch(/mixed/);
    expect(feature.recentLearning[0].insight).toBe(`Important: feature changes at ${medium.competitorName} now score higher (${pattern.importanceRate}%)`);
    expect((await call(feedbackRoute, url(`/${contentIds[0]}/feedback`), { token: u.token, params: { id: contentIds[0] }, body: { isImportant: "no" } })).status).toBe(400);
  });

  it("answers 404 for another user's change on every route", async () => {
    const other = await makeUser();
    const id = s.ids[3];
    const p = { id };
    const r = await Promise.all([
      call(getRoute, url(`/${id}`), { token: other.token, params: p }),
      call(readRoute, url(`/${id}/read`), { method: "PUT", token: other.token, params: p }),
      call(feedbackRoute, url(`/${id}/feedback`), { token: other.token, params: p, body: { isImportant: true } }),
    ]);
    expect(r.map((x) => x.status)).toEqual([404, 404, 404]);
    expect((await call(markAllRoute, url("/mark-all-read"), { token: other.token, body: { competitorId: s.acme } })).body.data.updated).toBe(0);
    expect((await call(listRoute, url(`?competitorId=${s.acme}`), { token: other.token })).body.pagination.total).toBe(0);
  });
});

describe("importance learns from feedback", () => {
  const snapshot = (version: "v1" | "v2") => {
    const r = extractSite(sitePages("flowdesk", version));
    const metadata: SnapshotMetadata = { markdownLength: r.extractedData.markdown.length, hasPublicPricing: true, hasPricingPage: true, pages: r.pages, screenshots: {}, fetchMode: "http", warnings: [] };
    return { extractedData: r.extractedData, metadata, url: "http://127.0.0.1/flowdesk/" };
  };

  async function contentScoreAfter(votes: boolean[]) {
    const u = await seed();
    const ids = (await call(listRoute, url(`?type=content&limit=${votes.length || 1}`), { token: u.token })).body.data.map((c: { id: string }) => c.id);
    for (let i = 0; i < votes.length; i++) await call(feedbackRoute, url(`/${ids[i]}/feedback`), { token: u.token, params: { id: ids[i] }, body: { isImportant: votes[i] } });
    const found = await diffSnapshots(snapshot("v1"), snapshot("v2"), u.acme, await modelFor(getDb(), u.user.id), []);
    const content = found.find((c) => c.type === "content");
    expect(content, JSON.stringify(found.map((f) => f.type))).toBeTruthy();
    return content!.score;
  }

  it("scores the next content change lower after it was marked unimportant, and higher after important", async () => {
    const neutral = await contentScoreAfter([]);
    const down = await contentScoreAfter([false, false, false, false, false]);
    const up = await contentScoreAfter([true, true, true, true, true]);
    expect(down).toBeLessThan(neutral);
    expect(up).toBeGreaterThan(neutral);
  });
});

