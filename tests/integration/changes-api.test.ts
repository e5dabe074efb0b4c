import { describe, it, expect, beforeAll } from "vitest";

import { GET as listRoute } from "@/app/api/changes/route";
import { GET as getRoute } from "@/app/api/changes/[id]/route";
import { PUT as readRoute } from "@/app/api/changes/[id]/read/route";
import { POST as feedbackRoute } from "@/app/api/changes/[id]/feedback/route";
import { POST as markAllRoute } from "@/app/api/changes/mark-all-read/route";
import { GET as unreadRoute } from "@/app/api/changes/unread-count/route";
import { GET as intelligenceRoute } from "@/app/api/intelligence/route";
import { inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { changes } from "@/db/schema";
import { extractSite } from "@/lib/scan/extract";
import { modelFor } from "@/lib/changes/learning-store";
import { factLabel } from "@/lib/changes/learning-view";
import { factLesson } from "@/components/insights/insight-rules";
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

  it("records feedback once per change and reports what was learned, never more than the rates do", async () => {
    const u = await seed();
    const content = (await call(listRoute, url("?type=content&limit=5"), { token: u.token })).body.data as Array<{ id: string; importance: string; competitorName: string }>;
    expect(content.map((c) => c.importance).sort()).toEqual(["high", "low", "low", "low", "medium"]);
    let last = 50;
    for (const c of content) {
      const r = await call(feedbackRoute, url(`/${c.id}/feedback`), { token: u.token, params: { id: c.id }, body: { isImportant: false } });
      expect(r.body.data.recorded).toBe(true);
      // A down on a change already shown low agrees with the scoring; one on a higher change asks for less.
      if (c.importance !== "low") expect(r.body.data.importanceRate).toBeLessThan(50);
      // The rating panel's note: agreeing moves nothing; one answer asking for less is noted, not announced as learning.
      if (c.importance === "low") expect(r.body.data.note).toBe(`It was already rated low, so scoring stays as it is (${r.body.data.importanceRate}%).`);
      else expect(r.body.data.note).toMatch(new RegExp(`^Noted \\(${r.body.data.importanceRate}%\\): scoring stays as it is; \\d+ more ratings? like this before content changes score lower\\.$`));
      last = r.body.data.importanceRate;
    }
    const again = await call(feedbackRoute, url(`/${content[0].id}/feedback`), { token: u.token, params: { id: content[0].id }, body: { isImportant: false } });
    expect(again.body.data.importanceRate).toBe(last);
    const intel = await call(intelligenceRoute, "http://localhost/api/intelligence", { token: u.token });
    expect(intel.body.data.totalInteractions).toBe(5);
    expect(intel.body.data.learningProgress).toBe(20);
    const pattern = intel.body.data.importancePatterns.find((p: { changeType: string }) => p.changeType === "content");
    expect(pattern).toMatchObject({ changeType: "content", interactions: 5 });
    const rate = pattern.importanceRate as number;
    // Two answers asking for less and three agreeing leave the rate between 30% and 70%: no score moves,
    // so nothing says content changes now score lower.
    expect(rate).toBeGreaterThanOrEqual(30);
    expect(rate).toBeLessThan(50);
    expect(intel.body.data.importancePatterns.find((p: { changeType: string }) => p.changeType === "pricing")).toEqual({ changeType: "pricing", importanceRate: 50, interactions: 0 });
    expect(intel.body.data.behaviorPatterns).toEqual([`Your view of content changes is mixed so far (${rate}% after 5 ratings)`]);
    expect(intel.body.data.recentLearning).toHaveLength(5);
    const byAt = [...content].reverse(); // newest answer first
    intel.body.data.recentLearning.forEach((r: { insight: string }, i: number) => {
      const c = byAt[i];
      // The rate of this competitor's content changes, and the type's beside it when the two differ.
      const rates = `\\((\\d+% at ${c.competitorName}; )?${rate}%( for all content changes)?\\)`;
      if (c.importance === "low") expect(r.insight).toMatch(new RegExp(`^Noted: that content change at ${c.competitorName} was already rated low, so scoring stays as it is ${rates}$`));
      else expect(r.insight).toMatch(new RegExp(`^Noted: content change at ${c.competitorName} rated not important, scoring stays as it is ${rates}; \\d+ more ratings? like this before they score lower$`));
      expect(r.insight).not.toMatch(/now score/);
    });
    expect(intel.body.data).toHaveProperty("nextPrediction");

    // An up on a change already shown high agrees with the scoring: it says so, and no rate moves.
    const high = (await call(listRoute, url("?type=pricing&importance=high&limit=1"), { token: u.token })).body.data[0];
    expect(high, "the seed has a high pricing change").toBeTruthy();
    const up = await call(feedbackRoute, url(`/${high.id}/feedback`), { token: u.token, params: { id: high.id }, body: { isImportant: true } });
    expect(up.body.data).toEqual({ recorded: true, importanceRate: 50, note: "It was already rated high, so scoring stays as it is (50%)." });
    const after = (await call(intelligenceRoute, "http://localhost/api/intelligence", { token: u.token })).body.data;
    expect(after.recentLearning[0].insight).toMatch(/already rated high, so scoring stays as it is \(50%\)/);
    expect(after.importancePatterns.find((p: { changeType: string }) => p.changeType === "pricing")).toEqual({ changeType: "pricing", importanceRate: 50, interactions: 1 });
    expect(after.behaviorPatterns).toContain("Your ratings of pricing changes agree with the built-in scoring so far (50% after 1 rating)");

    // One thumbs-up on a feature change shown medium moves the rate a little and no score: it is noted,
    // with the rate the panel, the badge and the recent line all show, and how many more would move scores.
    const medium = (await call(listRoute, url("?type=feature&importance=medium&limit=1"), { token: u.token })).body.data[0];
    expect(medium, "the seed has a medium feature change").toBeTruthy();
    const liked = await call(feedbackRoute, url(`/${medium.id}/feedback`), { token: u.token, params: { id: medium.id }, body: { isImportant: true } });
    expect(liked.body.data.note).toMatch(/^Noted \(\d+%\): scoring stays as it is; \d+ more ratings like this before feature changes score higher\.$/);
    const feature = (await call(intelligenceRoute, "http://localhost/api/intelligence", { token: u.token })).body.data;
    const fp = feature.importancePatterns.find((p: { changeType: string }) => p.changeType === "feature");
    expect(fp.interactions).toBe(1);
    expect(fp.importanceRate).toBeGreaterThan(50);
    expect(fp.importanceRate).toBeLessThanOrEqual(70);
    expect(feature.behaviorPatterns).toContain(`Noted: feature changes lean higher (${fp.importanceRate}% after 1 rating), scoring stays as it is; 4 more ratings before the pattern is clear`);
    expect(feature.behaviorPatterns.filter((l: string) => l.includes("feature")).join("\n")).not.toMatch(/mixed|now score/);
    expect(feature.recentLearning[0].insight).toMatch(new RegExp(`^Noted: feature change at ${medium.competitorName} rated important, scoring stays as it is \\(${fp.importanceRate}%\\); \\d+ more ratings like this before they score higher$`));
    expect((await call(feedbackRoute, url(`/${content[0].id}/feedback`), { token: u.token, params: { id: content[0].id }, body: { isImportant: "no" } })).status).toBe(400);
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

  /** Sets five of the seed's changes of `type` to one fact type and a shown level, and answers on each. */
  async function answer(u: Seeded, type: string, kind: string, shown: "low" | "medium" | "high", isImportant: boolean) {
    const ids = (await call(listRoute, url(`?type=${type}&limit=5`), { token: u.token })).body.data.map((c: { id: string }) => c.id);
    expect(ids).toHaveLength(5);
    await getDb().update(changes).set({ importance: shown, facts: { kind } }).where(inArray(changes.id, ids));
    const notes: string[] = [];
    for (const id of ids) notes.push((await call(feedbackRoute, url(`/${id}/feedback`), { token: u.token, params: { id }, body: { isImportant } })).body.data.note);
    return notes;
  }

  it("moves the next changes of a fact type a level after five answers on that fact type, and leaves other fact types alone", async () => {
    const u = await seed();
    const level = async () =>
      Object.fromEntries((await diffSnapshots(snapshot("v1"), snapshot("v2"), u.acme, await modelFor(getDb(), u.user.id), [])).map((c) => [String(c.facts.kind), c.importance]));
    const before = await level();
    expect(before).toMatchObject({ copy_changed: "low", features_added: "medium", price_changed: "high", plan_added: "high", integrations_removed: "medium" });
    await answer(u, "content", "copy_changed", "low", true); // more, please
    await answer(u, "feature", "features_added", "medium", false); // less, please
    await answer(u, "pricing", "plan_terms_changed", "medium", false); // less, on another pricing fact type
    const notes = await answer(u, "integration", "integrations_removed", "medium", true);
    // Each answer's note says what it did: noted until the fact type's rate passes 70%, then a level up.
    expect(notes.slice(0, 4).every((n) => n.startsWith("Noted ("))).toBe(true);
    expect(notes[4]).toMatch(/^“integrations removed” integration changes here now score a level higher \(\d+%\)\.$/);
    const after = await level();
    expect(after).toMatchObject({ copy_changed: "medium", features_added: "low", integrations_removed: "high" });
    // Downs on plan terms leave plan prices and added plans high: they are other fact types.
    expect(after).toMatchObject({ price_changed: "high", plan_added: "high" });
    const intel = (await call(intelligenceRoute, "http://localhost/api/intelligence", { token: u.token })).body.data;
    expect(intel.factPatterns.map((p: { factType: string }) => p.factType).sort()).toEqual(["copy_changed", "features_added", "integrations_removed", "plan_terms_changed"]);
    expect(intel.behaviorPatterns.filter((l: string) => l.includes("now score a level"))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^“copy” content changes now score a level higher \(\d+% after 5 ratings\)$/),
        expect.stringMatching(/^“features added” feature changes now score a level lower \(\d+% after 5 ratings\)$/),
        expect.stringMatching(/^“plan terms” pricing changes now score a level lower \(\d+% after 5 ratings\)$/),
      ]),
    );
    // The last answer moved integrations: announced with the rate that moved it.
    expect(intel.recentLearning[0].insight).toMatch(/^Important: “integrations removed” integration changes at (Acme|Beta) now score a level higher \((\d+)%/);
    // The panel's rows per fact type and its sentences agree: a fact type is announced as moving exactly
    // when the rate its row shows is past 70% / 30%, and the row says the same.
    for (const p of intel.factPatterns as { changeType: string; factType: string; importanceRate: number }[]) {
      const moved = intel.behaviorPatterns.some((l: string) => l.startsWith(`“${factLabel(p.factType)}” ${p.changeType} changes now score a level`));
      expect(moved, p.factType).toBe(p.importanceRate > 70 || p.importanceRate < 30);
      expect(factLesson(p.importanceRate).includes("now score a level"), p.factType).toBe(moved);
    }
    // The recent line ends on the rate the fact type's row shows (for all its changes, beside this competitor's).
    const integrations = intel.factPatterns.find((p: { factType: string }) => p.factType === "integrations_removed");
    expect(intel.recentLearning[0].insight).toMatch(new RegExp(`[ (]${integrations.importanceRate}%( for all “integrations removed” integration changes)?\\)$`));
  });
});

