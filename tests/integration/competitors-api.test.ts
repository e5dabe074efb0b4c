import { describe, it, expect } from "vitest";
import { sql } from "drizzle-orm";
import { GET as listRoute, POST as createRoute } from "@/app/api/competitors/route";
import { GET as getRoute, PUT as putRoute, DELETE as deleteRoute } from "@/app/api/competitors/[id]/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { POST as pauseRoute } from "@/app/api/competitors/[id]/pause/route";
import { POST as resumeRoute } from "@/app/api/competitors/[id]/resume/route";
import { GET as snapshotsRoute } from "@/app/api/competitors/[id]/snapshots/route";
import { GET as workflowsRoute } from "@/app/api/competitors/[id]/workflows/route";
import { GET as workflowRoute } from "@/app/api/competitors/workflows/[id]/route";
import { DELETE as cancelJobRoute } from "@/app/api/jobs/[id]/route";
import { getDb } from "@/db/client";
import { subscriptions, snapshots, changes } from "@/db/schema";
import { normalizeDomain } from "@/lib/competitors/schemas";
import { call, makeUser } from "../helpers/http";

const base = "http://localhost/api/competitors";
const create = (token: string, body: Record<string, unknown>) => call(createRoute, base, { token, body });

describe("competitor rules", () => {
  it("normalises domains as the specification says", () => {
    expect(normalizeDomain("  HTTPS://Acme.COM/ ")).toBe("acme.com");
    expect(normalizeDomain("http://app.acme.io/pricing/")).toBe("app.acme.io/pricing");
    expect(normalizeDomain("localhost")).toBeNull();
  });

  it("creates with https:// + domain, default frequency 1d, pending status, and lists baseline first", async () => {
    const { token } = await makeUser();
    const comp = await create(token, { name: "Acme", metadata: { domain: "HTTPS://Acme.com/" } });
    expect(comp.status).toBe(201);
    expect(comp.body.data).toMatchObject({ name: "Acme", url: "https://acme.com", checkFrequency: "1d", type: "competitor", status: "pending", metadata: { domain: "acme.com" } });
    expect(comp.body.data.workflow.steps.length).toBeGreaterThan(0);
    const baseline = await create(token, { name: "Us", url: "us.example", type: "baseline" });
    expect(baseline.status).toBe(201);
    const list = await call(listRoute, base, { token });
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(["Us", "Acme"]);
    const minimal = await call(listRoute, `${base}?fields=minimal`, { token });
    expect(minimal.body.data[0]).toEqual({ id: baseline.body.data.id, name: "Us" });
  });

  it("refuses bad input with the specification's messages and stores nothing", async () => {
    const { token, user } = await makeUser();
    expect((await create(token, { name: "", metadata: { domain: "acme.com" } })).body.error.message).toBe("Please fill in all required fields");
    expect((await create(token, { name: "Acme", metadata: { domain: "acme" } })).body.error.message).toBe("Please enter a valid domain (e.g., example.com)");
    expect((await create(token, { name: "Acme", metadata: { domain: "acme.com" }, checkFrequency: "5m" })).status).toBe(400);
    const n = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from competitors where user_id = ${user.id}`);
    expect(n.rows[0].n).toBe(0);
  });

  it("allows one baseline only", async () => {
    const { token } = await makeUser();
    expect((await create(token, { name: "Us", metadata: { domain: "us.io" }, type: "baseline" })).status).toBe(201);
    const second = await create(token, { name: "Us again", metadata: { domain: "us2.io" }, type: "baseline" });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/Only one baseline/);
  });

  it("enforces the plan's competitor limit on the server, the baseline not counting", async () => {
    const { token, user } = await makeUser();
    await getDb().update(subscriptions).set({ plan: "free", status: "free", trialEndsAt: null }).where(sql`${subscriptions.userId} = ${user.id}`);
    const us = await create(token, { name: "Us", metadata: { domain: "us.io" }, type: "baseline" });
    expect(us.status).toBe(201);
    expect(us.body.data.checkFrequency).toBe("7d");
    expect((await create(token, { name: "One", metadata: { domain: "one.io" }, checkFrequency: "7d" })).status).toBe(201);
    const over = await create(token, { name: "Two", metadata: { domain: "two.io" }, checkFrequency: "7d" });
    expect(over.status).toBe(403);
    expect(over.body.error).toEqual({ code: "plan_limit", message: "You've reached the limit of 1 competitors. Upgrade to add more.", requestId: expect.any(String) });
  });

  it("edits with the URL rule, pauses and resumes with the status rules", async () => {
    const { token } = await makeUser();
    const c = (await create(token, { name: "Acme", metadata: { domain: "acme.com" } })).body.data;
    // Cancel the first scan: this test is about the status rules, not scanning.
    const jobId = c.baselineCaptureEventId;
    expect((await call(cancelJobRoute, `http://localhost/api/jobs/${jobId}`, { method: "DELETE", token, params: { id: jobId } })).status).toBe(200);
    const bad = await call(putRoute, `${base}/${c.id}`, { method: "PUT", token, params: { id: c.id }, body: { url: "ftp://acme.com" } });
    expect(bad.body.error.message).toBe("URL must start with http:// or https://");
    const edited = await call(putRoute, `${base}/${c.id}`, { method: "PUT", token, params: { id: c.id }, body: { name: "Acme Corp", url: "https://www.acme.com", checkFrequency: "6h" } });
    expect(edited.body.data).toMatchObject({ name: "Acme Corp", url: "https://www.acme.com", checkFrequency: "6h" });
    // A competitor still being set up can be paused, and the pause holds through its first scan (issue 28).
    const pausePending = await call(pauseRoute, `${base}/${c.id}/pause`, { method: "POST", token, params: { id: c.id } });
    expect(pausePending.body.data.status).toBe("paused");
    const resumed = await call(resumeRoute, `${base}/${c.id}/resume`, { method: "POST", token, params: { id: c.id } });
    expect(resumed.body.data.status).toBe("active");
    const paused = await call(pauseRoute, `${base}/${c.id}/pause`, { method: "POST", token, params: { id: c.id } });
    expect(paused.body.data.status).toBe("paused");
    expect((await call(resumeRoute, `${base}/${c.id}/resume`, { method: "POST", token, params: { id: c.id } })).body.data.status).toBe("active");
  });

  it("deleting a competitor removes its snapshots and changes", async () => {
    const { token, user } = await makeUser();
    const c = (await create(token, { name: "Acme", metadata: { domain: "acme.com" } })).body.data;
    const [s] = await getDb().insert(snapshots).values({ competitorId: c.id, userId: user.id, contentHash: "x" }).returning();
    await getDb().insert(changes).values({ competitorId: c.id, userId: user.id, snapshotId: s.id, type: "content", importance: "low", description: "d" });
    expect((await call(deleteRoute, `${base}/${c.id}`, { method: "DELETE", token, params: { id: c.id } })).status).toBe(200);
    const left = await getDb().execute<{ s: number; c: number }>(sql`select (select count(*)::int from snapshots where competitor_id = ${c.id}) as s, (select count(*)::int from changes where competitor_id = ${c.id}) as c`);
    expect(left.rows[0]).toEqual({ s: 0, c: 0 });
    expect((await call(getRoute, `${base}/${c.id}`, { token, params: { id: c.id } })).status).toBe(404);
  });

  it("answers 404 on every competitor route for another user's competitor", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const c = (await create(owner.token, { name: "Private", metadata: { domain: "private.io" } })).body.data;
    const p = { id: c.id };
    const t = other.token;
    const results = await Promise.all([
      call(getRoute, `${base}/${c.id}`, { token: t, params: p }),
      call(putRoute, `${base}/${c.id}`, { method: "PUT", token: t, params: p, body: { name: "Mine" } }),
      call(deleteRoute, `${base}/${c.id}`, { method: "DELETE", token: t, params: p }),
      call(scanRoute, `${base}/${c.id}/scan`, { method: "POST", token: t, params: p }),
      call(pauseRoute, `${base}/${c.id}/pause`, { method: "POST", token: t, params: p }),
      call(resumeRoute, `${base}/${c.id}/resume`, { method: "POST", token: t, params: p }),
      call(snapshotsRoute, `${base}/${c.id}/snapshots`, { token: t, params: p }),
      call(workflowsRoute, `${base}/${c.id}/workflows`, { token: t, params: p }),
      call(workflowRoute, `${base}/workflows/${c.baselineCaptureEventId}`, { token: t, params: { id: c.baselineCaptureEventId } }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(9).fill(404));
    const still = await call(getRoute, `${base}/${c.id}`, { token: owner.token, params: p });
    expect(still.body.data.name).toBe("Private");
    expect((await call(listRoute, base, { token: t })).body.data).toEqual([]);
  });
});
