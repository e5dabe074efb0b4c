/**
 * Cross-tenant reads and writes (issue 12, point 7), generated from the route tree: user A owns one of
 * every resource; user B calls every method of every app/api route that takes an id with A's ids. Each
 * call must answer 404 (or 403), leak none of A's data and change nothing of A's. A route added later
 * is covered at once: a route with a path parameter and no seeded id below fails the suite.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { routeModules } from "@/app/api/route-index.generated";
import { POST as createCompetitorRoute } from "@/app/api/competitors/route";
import { POST as createKeyRoute } from "@/app/api/api-keys/route";
import { getDb } from "@/db/client";
import { alertEndpoints, apiKeys, changeFeedback, changes, competitors, emails, intelligenceReports, jobs, psychologyAnalyses, snapshots } from "@/db/schema";
import { env } from "@/lib/env";
import { call, makeUser } from "../helpers/http";

type Handler = Parameters<typeof call>[0];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** A marker that appears in every piece of A's data: no answer to B may contain it. */
const SECRET = "Zephyrine-7c1f";

interface Owned {
  competitor: string;
  change: string;
  snapshot: string;
  job: string;
  apiKey: string;
  insight: string;
  psychology: string;
  screenshot: string;
  alertEndpoint: string;
  email: string;
}

/**
 * Path parameters per route (by its `{name}` path): which of A's ids fills each. Routes that are not
 * tenant resources say why instead.
 */
const PARAMS: Record<string, ((o: Owned) => Record<string, string>) | { notTenantData: string }> = {
  "/api/alerts/webhooks/{id}": (o) => ({ id: o.alertEndpoint }),
  "/api/alerts/webhooks/{id}/deliveries": (o) => ({ id: o.alertEndpoint }),
  "/api/alerts/webhooks/{id}/test": (o) => ({ id: o.alertEndpoint }),
  "/api/api-keys/{id}": (o) => ({ id: o.apiKey }),
  "/api/competitors/{id}/battlecard": (o) => ({ id: o.competitor }),
  "/api/competitors/{id}/price-history": (o) => ({ id: o.competitor }),
  "/api/outbox/{id}": (o) => ({ id: o.email }),
  "/api/changes/{id}/feedback": (o) => ({ id: o.change }),
  "/api/changes/{id}/read": (o) => ({ id: o.change }),
  "/api/changes/{id}": (o) => ({ id: o.change }),
  "/api/competitors/{id}/pause": (o) => ({ id: o.competitor }),
  "/api/competitors/{id}/psychology": (o) => ({ id: o.competitor }),
  "/api/competitors/{id}/resume": (o) => ({ id: o.competitor }),
  "/api/competitors/{id}": (o) => ({ id: o.competitor }),
  "/api/competitors/{id}/scan": (o) => ({ id: o.competitor }),
  "/api/competitors/{id}/screenshots/{name}": (o) => ({ id: o.competitor, name: o.screenshot }),
  "/api/competitors/{id}/snapshots": (o) => ({ id: o.competitor }),
  "/api/competitors/{id}/workflows": (o) => ({ id: o.competitor }),
  "/api/competitors/workflows/{id}": (o) => ({ id: o.job }),
  "/api/insights/{id}": (o) => ({ id: o.competitor }),
  "/api/jobs/{id}": (o) => ({ id: o.job }),
  "/api/psychology/{competitorId}/analyze": (o) => ({ competitorId: o.competitor }),
  "/api/psychology/{competitorId}": (o) => ({ competitorId: o.competitor }),
  "/api/session/{...nextauth}": { notTenantData: "Auth.js session endpoints: the segment names an auth action, not a record" },
};

/** Bodies that pass validation, so that the ownership check (not a 400) is what answers. */
const BODIES: Record<string, unknown> = {
  "PUT /api/competitors/{id}": { name: "Hijacked" },
  "POST /api/changes/{id}/feedback": { isImportant: true },
  "PATCH /api/alerts/webhooks/{id}": { enabled: false },
};

const paramRoutes = routeModules.filter((r) => r.path.includes("{"));

let owner: Awaited<ReturnType<typeof makeUser>>;
let intruder: Awaited<ReturnType<typeof makeUser>>;
let owned: Owned;

beforeAll(async () => {
  const db = getDb();
  [owner, intruder] = await Promise.all([makeUser(`Owner ${SECRET}`), makeUser("Intruder")]);
  const created = await call(createCompetitorRoute, "http://localhost/api/competitors", { token: owner.token, body: { name: `Acme ${SECRET}`, url: "https://acme-secret.example" } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const competitor = created.body.data.id as string;
  const key = await call(createKeyRoute, "http://localhost/api/api-keys", { token: owner.token, body: { name: `Key ${SECRET}` } });
  expect(key.status, JSON.stringify(key.body)).toBe(201);
  const userId = owner.user.id;
  const [snap] = await db.insert(snapshots).values({ competitorId: competitor, userId, confidence: 0.9, contentHash: SECRET, metadata: { screenshots: {}, warnings: [] }, extractedData: { headline: SECRET }, textContent: SECRET }).returning();
  const [change] = await db.insert(changes).values({ userId, competitorId: competitor, type: "pricing", importance: "high", description: `Pro plan ${SECRET}: $10 → $12`, detectedAt: new Date() }).returning();
  const [insight] = await db.insert(intelligenceReports).values({ userId, competitorId: competitor, report: { insights: [{ title: SECRET }], predictions: [] } }).returning();
  const [psy] = await db.insert(psychologyAnalyses).values({ userId, competitorId: competitor, status: "completed", analysis: { summary: SECRET }, confidence: 0.8, dataPoints: 3, source: "test", completedAt: new Date() }).returning();
  const [endpoint] = await db.insert(alertEndpoints).values({ userId, kind: "webhook", url: `https://hooks.example/${SECRET}`, secret: `whsec_${SECRET}` }).returning();
  const [mail] = await db.insert(emails).values({ userId, kind: "change-alert", dedupeKey: `mail-${SECRET}`, to: "owner@example.test", subject: `Alert ${SECRET}`, html: `<p>${SECRET}</p>`, text: SECRET, status: "outbox" }).returning();
  const screenshot = "home-1.png";
  const dir = path.join(env().DATA_DIR, "screenshots", competitor);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, screenshot), Buffer.from(`\x89PNG ${SECRET}`));
  owned = { competitor, change: change.id, snapshot: snap.id, job: created.body.data.baselineCaptureEventId, apiKey: key.body.data.id, insight: insight.id, psychology: psy.id, screenshot, alertEndpoint: endpoint.id, email: mail.id };
});

afterAll(async () => {
  await fs.rm(path.join(env().DATA_DIR, "screenshots", owned?.competitor ?? "none"), { recursive: true, force: true });
});

function urlOf(template: string, params: Record<string, string>): string {
  return `http://localhost${template.replace(/\{(\w+)\}/g, (_m, name: string) => params[name])}`;
}

function operations(): { key: string; route: string; method: string; handler: Handler; params: Record<string, string> }[] {
  const out = [];
  for (const r of paramRoutes) {
    const mapping = PARAMS[r.path];
    if (!mapping || "notTenantData" in mapping) continue;
    const params = mapping(owned);
    for (const method of METHODS) {
      const handler = r.module[method];
      if (typeof handler === "function") out.push({ key: `${method} ${r.path}`, route: r.path, method, handler: handler as Handler, params });
    }
  }
  return out;
}

describe("cross-tenant access, from the route tree", () => {
  it("every route with a path parameter has a seeded id mapping (new routes are covered or named here)", () => {
    const unmapped = paramRoutes.map((r) => r.path).filter((p) => !(p in PARAMS));
    expect(unmapped, "add these routes to PARAMS in tests/security/cross-tenant.test.ts").toEqual([]);
    for (const [p, m] of Object.entries(PARAMS)) {
      expect(paramRoutes.some((r) => r.path === p), `${p} is no longer a route`).toBe(true);
      if (typeof m === "function") expect(Object.keys(m(owned)).sort()).toEqual([...p.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort());
    }
    expect(operations().length).toBeGreaterThanOrEqual(20);
  });

  it("the owner reaches every one of these resources (the ids are real)", async () => {
    for (const op of operations().filter((o) => o.method === "GET")) {
      const res = await call(op.handler, urlOf(op.route, op.params), { token: owner.token, params: op.params });
      expect(res.status, `${op.key} as the owner: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    }
  });

  it("another user gets 404 or 403 on every method of every one, without A's data", async () => {
    const answers: string[] = [];
    for (const op of operations()) {
      const res = await call(op.handler, urlOf(op.route, op.params), { method: op.method, token: intruder.token, params: op.params, body: BODIES[op.key] });
      answers.push(`${op.key} → ${res.status}`);
      expect([403, 404], `${op.key} as another user: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
      expect(text, op.key).not.toContain(SECRET);
      for (const id of Object.values(owned)) expect(text, op.key).not.toContain(`"${id}"`);
    }
    expect(answers.length).toBe(operations().length);
  });

  it("nothing of A's changed after B's attempts", async () => {
    const db = getDb();
    const [c] = await db.select().from(competitors).where(eq(competitors.id, owned.competitor));
    expect(c).toMatchObject({ name: `Acme ${SECRET}`, userId: owner.user.id });
    expect(c.status).not.toBe("paused");
    const [ch] = await db.select().from(changes).where(eq(changes.id, owned.change));
    expect(ch).toMatchObject({ isRead: false });
    expect(await db.select().from(changeFeedback).where(eq(changeFeedback.changeId, owned.change))).toEqual([]);
    expect(await db.select().from(apiKeys).where(eq(apiKeys.id, owned.apiKey))).toHaveLength(1);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, owned.job));
    expect(job.status).not.toBe("cancelled");
    expect(job.userId).toBe(owner.user.id);
    const intruderJobs = await db.select().from(jobs).where(eq(jobs.userId, intruder.user.id));
    expect(intruderJobs, "B's attempts queued no scan or analysis").toEqual([]);
    expect(await db.select().from(psychologyAnalyses).where(eq(psychologyAnalyses.competitorId, owned.competitor))).toHaveLength(1);
    expect(await db.select().from(snapshots).where(eq(snapshots.competitorId, owned.competitor))).toHaveLength(1);
    const [endpoint] = await db.select().from(alertEndpoints).where(eq(alertEndpoints.id, owned.alertEndpoint));
    expect(endpoint).toMatchObject({ userId: owner.user.id, enabled: true });
    expect(await db.select().from(emails).where(eq(emails.id, owned.email))).toHaveLength(1);
  });
});
