/**
 * Battlecards from real scans: the user's own product (Flowdesk, per-user pricing) as the baseline
 * and a competitor (Sendwave, flat pricing) served by the fixture server on 127.0.0.1, scanned
 * through the real pipeline, re-scanned after a price rise, and analysed. Then the card through its
 * route: every claim cites a snapshot or change of this user, the seat comparison is right at each
 * team size, the Markdown export carries the same, another user gets 404; and with the fake
 * Anthropic endpoint, a phrasing that states a number the data does not hold is dropped; the track
 * record is the kept predictions' one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { GET as battlecardRoute } from "@/app/api/competitors/[id]/battlecard/route";
import { POST as analyzeRoute } from "@/app/api/psychology/[competitorId]/analyze/route";
import { ownedSourceIds } from "@/db/queries/battlecard";
import { docs as battlecardDocs } from "@/app/api/competitors/[id]/battlecard/openapi";
import { getDb } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { trackRecordFor, updatePredictions } from "@/lib/analysis/predict/track-record";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import type { Battlecard, Claim } from "@/lib/compare/battlecard-types";
import { httpError, json, startFakeAnthropic, type FakeAnthropic } from "@/tests/fakes/anthropic-server";
import { loadExpected } from "@/tests/fixtures/fixture-sites";
import { startFixtureServer, type FixtureServer } from "@/tests/fixtures/site-server";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

let sites: FixtureServer;
let runner: Runner;
let owner: Awaited<ReturnType<typeof makeUser>>;
let competitorId: string;

async function add(token: string, site: string, name: string, type: "baseline" | "competitor") {
  const host = sites.url(site, "/").replace(/^http:\/\//, "").replace(/\/$/, "");
  const res = await call(createRoute, "http://localhost/api/competitors", { token, body: { name, checkFrequency: "1d", type, metadata: { domain: host } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect((await waitForJob(res.body.data.baselineCaptureEventId)).status).toBe("completed");
  return res.body.data.id as string;
}

const card = async (token: string, id = competitorId, format = "") =>
  call(battlecardRoute, `http://localhost/api/competitors/${id}/battlecard${format ? `?format=${format}` : ""}`, { token, params: { id } });

const claimsOf = (c: Battlecard): Claim[] => c.sections.flatMap((s) => s.claims);
const section = (c: Battlecard, key: string) => c.sections.find((s) => s.key === key)!;

beforeAll(async () => {
  allowLoopbackScans();
  sites = await startFixtureServer();
  sites.setVersion("flowdesk", "v1");
  sites.setVersion("sendwave", "v1");
  runner = await startWorker({ concurrency: 2, crontab: false, tasks: ["scan.competitor", "analysis.psychology"] });
  owner = await makeUser("Battlecard Owner");
  await add(owner.token, "flowdesk", "Flowdesk", "baseline");
  competitorId = await add(owner.token, "sendwave", "Sendwave", "competitor");
  sites.setVersion("sendwave", "v2");
  const scan = await call(scanRoute, `http://localhost/api/competitors/${competitorId}/scan`, { method: "POST", token: owner.token, params: { id: competitorId } });
  expect((await waitForJob(scan.body.jobId)).status).toBe("completed");
  const analysis = await call(analyzeRoute, `http://localhost/api/psychology/${competitorId}/analyze`, { method: "POST", token: owner.token, params: { competitorId } });
  expect(analysis.status).toBe(202);
  expect((await waitForJob(analysis.body.jobId)).status).toBe("completed");
}, 240_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  await sites?.close();
});

describe("a competitor's battlecard", () => {
  it("cites, for every claim, a snapshot or change that exists and belongs to the user", async () => {
    const res = await card(owner.token);
    expect(res.status).toBe(200);
    const documented = battlecardDocs.GET.success.zod!.safeParse(res.body);
    expect(documented.success, JSON.stringify(documented.error?.issues.slice(0, 3))).toBe(true);
    const c: Battlecard = res.body.data;
    expect(c.competitor.name).toBe("Sendwave");
    expect(c.baseline?.name).toBe("Flowdesk");
    expect(c.source).toBe("local");
    expect(c.refreshedAt).not.toBeNull();
    const claims = claimsOf(c);
    expect(claims.length).toBeGreaterThan(8);
    const ids = claims.flatMap((x) => x.sources);
    for (const x of claims) expect(x.sources.length, x.id).toBeGreaterThan(0);
    const owned = await ownedSourceIds(getDb(), { userId: owner.user.id, snapshotIds: ids.filter((s) => s.kind === "snapshot").map((s) => s.id), changeIds: ids.filter((s) => s.kind === "change").map((s) => s.id) });
    for (const s of ids) expect(owned.has(s.id), `${s.kind} ${s.id} (${s.label})`).toBe(true);
    // the price rise of the second scan is a recent move, cited by its change
    const moves = section(c, "moves").claims;
    const rise = moves.find((m) => /Growth/.test(m.text) && /\$79/.test(m.text) && /\$89/.test(m.text));
    expect(rise, moves.map((m) => m.text).join("\n")).toBeDefined();
    expect(rise!.sources.map((s) => s.kind)).toEqual(["change"]);
    // integrations one side lists and the other does not
    const stronger = section(c, "stronger").claims.map((x) => x.text).join("\n");
    const weaker = section(c, "weaker").claims.map((x) => x.text).join("\n");
    expect(stronger).toMatch(/Shopify/);
    expect(stronger).not.toMatch(/Salesforce/); // both list it
    expect(weaker).toMatch(/GitHub/);
    // the stored persuasion analysis, each tactic with a counter
    const tactics = section(c, "tactics");
    expect(tactics.claims.length + (tactics.empty ? 1 : 0)).toBeGreaterThan(0);
    for (const t of tactics.claims) expect(t.counter?.length ?? 0, t.text).toBeGreaterThan(20);
    expect(section(c, "prediction").claims.map((x) => x.text).join("\n")).toMatch(/Track record/);
  });

  it("compares the price of the cheapest fitting plan at each team size, in the one shared currency", async () => {
    const c: Battlecard = (await card(owner.token)).body.data;
    const team = loadExpected("flowdesk").plans.find((p) => p.name === "Team")!;
    const growth = loadExpected("sendwave").v2.priceChanges.find((p) => p.plan === "Growth")!;
    const rows = Object.fromEntries(c.seatPricing.map((r) => [r.seats, r]));
    expect(Object.keys(rows).map(Number)).toEqual([1, 5, 10, 25, 50]);
    for (const seats of [1, 5, 10, 25, 50]) {
      const ours = team.price! * seats;
      expect(rows[seats], String(seats)).toMatchObject({ currency: "USD", theirs: { plan: "Growth", monthly: growth.to }, ours: { plan: "Team", monthly: ours } });
      expect(rows[seats].verdict, String(seats)).toBe(growth.to < ours ? "cheaper" : "dearer");
    }
    expect(rows[5].verdict).toBe("dearer");
    expect(rows[10].verdict).toBe("cheaper");
    const ten = claimsOf(c).find((x) => x.id === rows[10].claimId)!;
    expect(ten.text).toBe("At 10 seats, Sendwave Growth costs $89 a month against our Team at $120: $31 cheaper for them.");
    expect(new Set(ten.sources.map((s) => s.side))).toEqual(new Set(["competitor", "baseline"]));
    expect(section(c, "pricing").claims[0].text).toMatch(/cheaper than us at 10, 25 and 50 seats and dearer at 1 and 5 seats/);
  });

  it("on a plan without persuasion analyses, says so instead of showing the stored one", async () => {
    const db = getDb();
    const [sub] = (await db.execute<{ plan: string; status: string }>(sql`select plan, status from subscriptions where user_id = ${owner.user.id}`)).rows;
    await db.execute(sql`update subscriptions set plan = 'free', status = 'free' where user_id = ${owner.user.id}`);
    try {
      const c: Battlecard = (await card(owner.token)).body.data;
      expect(section(c, "tactics")).toMatchObject({ claims: [], empty: "Persuasion analyses come with the Pro plan." });
      expect(claimsOf(c).some((x) => x.counter)).toBe(false);
    } finally {
      await db.execute(sql`update subscriptions set plan = ${sub.plan}, status = ${sub.status} where user_id = ${owner.user.id}`);
    }
    expect(section((await card(owner.token)).body.data, "tactics").empty).not.toBe("Persuasion analyses come with the Pro plan.");
  });

  it("exports the same card as Markdown with its sources", async () => {
    const [jsonRes, md] = await Promise.all([card(owner.token), card(owner.token, competitorId, "md")]);
    expect(md.status).toBe(200);
    expect(md.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(md.headers.get("content-disposition")).toMatch(/battlecard-sendwave\.md/);
    const text: string = md.body;
    expect(text).toMatch(/^# Battlecard: Sendwave vs Flowdesk/);
    expect(text).toMatch(/\| 10 \| Growth \$89 \| Team \$120 \| they are cheaper \[\d+\]\[\d+\] \|/);
    for (const s of ["## Pricing against ours", "## Where they are stronger", "## Recent moves", "## Predicted next move", "## Sources"]) expect(text).toContain(s);
    for (const src of claimsOf(jsonRes.body.data).flatMap((x) => x.sources)) expect(text).toContain(src.id);
  });

  it("answers 404 for another user's competitor, and 400 for a bad format", async () => {
    const stranger = await makeUser("Stranger");
    const res = await card(stranger.token);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
    expect((await card(stranger.token, competitorId, "md")).status).toBe(404);
    expect((await card(owner.token, competitorId, "pdf")).status).toBe(400);
  });

  describe("with a model", () => {
    let fake: FakeAnthropic;
    beforeAll(async () => {
      fake = await startFakeAnthropic();
      Object.assign(process.env, { ANTHROPIC_API_KEY: "sk-ant-test", ANTHROPIC_BASE_URL: fake.url, ANTHROPIC_MODEL: "claude-test-1" });
      resetEnvCache();
    });
    afterAll(async () => {
      await fake?.close();
      for (const k of ["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "ANTHROPIC_MODEL"]) delete process.env[k];
      resetEnvCache();
    });

    it("falls back to the local card with a note when the model fails, and asks it again on the next read", async () => {
      fake.script(httpError(500), httpError(500), httpError(500));
      const c: Battlecard = (await card(owner.token)).body.data;
      expect(fake.pending()).toBe(0);
      expect(c.source).toBe("local");
      expect(c.notes.join(" ")).toMatch(/The model could not phrase this battlecard \(The AI service had an internal error \(HTTP 500\)\.\); the local analysers wrote it\./);
      expect(claimsOf(c).find((x) => x.id === "pricing-seats-10")!.text).toBe("At 10 seats, Sendwave Growth costs $89 a month against our Team at $120: $31 cheaper for them.");
      fake.requests.length = 0;
    });

    it("keeps the model's sentences that hold to the data and drops one stating a number it does not hold", async () => {
      fake.script(
        json({
          claims: [
            { id: "pricing-seats-10", text: "For a team of 10, Sendwave Growth runs $89 a month while our Team plan runs $120. That saves them $999 every month.", counter: null },
            { id: "overview-site", text: "Sendwave was bought by Globex last year.", counter: null },
          ],
        }),
      );
      const c: Battlecard = (await card(owner.token)).body.data;
      expect(fake.requests).toHaveLength(1);
      expect(JSON.stringify(fake.requests[0].body.messages)).toContain("pricing-seats-10");
      expect(c.source).toBe("model");
      expect(c.model).toBe("claude-test-1");
      const ten = claimsOf(c).find((x) => x.id === "pricing-seats-10")!;
      expect(ten.text).toBe("For a team of 10, Sendwave Growth runs $89 a month while our Team plan runs $120.");
      expect(ten.text).not.toContain("999");
      // nothing of the second survives (a name the data does not hold): the local line stays
      const site = claimsOf(c).find((x) => x.id === "overview-site")!;
      expect(site.text).not.toMatch(/Globex/);
      expect(site.text).toMatch(/^Sendwave \(/);
      expect(c.droppedByChecks).toBe(2);
      const md: string = (await card(owner.token, competitorId, "md")).body;
      // the dropped sentence's amount (the Markdown also lists change ids, random UUIDs that may hold any digits)
      expect(md).not.toContain("$999");
      expect(md).toContain("numbers checked against the data");
    });
  });

  it("refreshes after a scan that changes something on it", { timeout: 120_000 }, async () => {
    const before: Battlecard = (await card(owner.token)).body.data;
    sites.setVersion("sendwave", "v1");
    const scan = await call(scanRoute, `http://localhost/api/competitors/${competitorId}/scan`, { method: "POST", token: owner.token, params: { id: competitorId } });
    expect((await waitForJob(scan.body.jobId)).status).toBe("completed");
    const after: Battlecard = (await card(owner.token)).body.data;
    expect(Date.parse(after.refreshedAt!)).toBeGreaterThan(Date.parse(before.refreshedAt!));
    expect(after.seatPricing.find((r) => r.seats === 10)!.theirs).toEqual({ plan: "Growth", monthly: 79 });
    const back = section(after, "moves").claims.find((m) => /Growth/.test(m.text) && /\$89 → \$79/.test(m.text));
    expect(back, section(after, "moves").claims.map((m) => m.text).join("\n")).toBeDefined();
  });

  it("gives the track record of the predictions kept for the competitor, the one its insight shows, citing the change that settled one", async () => {
    const db = getDb();
    let current: Battlecard = (await card(owner.token)).body.data;
    const record = () => section(current, "prediction").claims.find((x) => x.id === "prediction-record")!;
    expect(record().text).toBe("Track record: No prediction made yet (one is kept for Sendwave after its next scan and judged within 90 days).");

    // Kept two days ago, saying a pricing move (70%); the price moves since then settle it as come true.
    const prediction = { kind: "pricing", what: "Sendwave changes its pricing again within 90 days", when: "soon", expectedAt: null, confidence: 0.7, reasoning: "test", competitorId, basedOnEvents: 2 };
    await updatePredictions(db, { userId: owner.user.id, competitorId, prediction, now: new Date(Date.now() - 2 * 86_400_000) });
    current = (await card(owner.token)).body.data;
    expect(record().text).toMatch(/^Track record: No prediction judged yet: the first is judged by \d{4}-\d{2}-\d{2}, .*\(one prediction is open for Sendwave\)\.$/);

    await updatePredictions(db, { userId: owner.user.id, competitorId, prediction: null });
    const kept = await trackRecordFor(db, { userId: owner.user.id, competitorId });
    expect(kept.summary).toBe("1 of 1 prediction came true");
    current = (await card(owner.token)).body.data;
    expect(record().text).toBe("Track record: 1 of 1 prediction came true (predictions kept for Sendwave after its scans, each judged when the move came or its 90-day window closed).");
    expect(record().sources[0]).toMatchObject({ kind: "change", id: kept.predictions[0].resolvedByChangeId });
    const md: string = (await card(owner.token, competitorId, "md")).body;
    expect(md).toContain("Track record: 1 of 1 prediction came true");
  });
});
