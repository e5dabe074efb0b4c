import { describe, it, expect } from "vitest";
import { GET as listCompetitors, POST as createCompetitor } from "@/app/api/competitors/route";
import { GET as getCompetitor, PUT as putCompetitor, DELETE as deleteCompetitor } from "@/app/api/competitors/[id]/route";
import { POST as pause } from "@/app/api/competitors/[id]/pause/route";
import { POST as resume } from "@/app/api/competitors/[id]/resume/route";
import { POST as scan } from "@/app/api/competitors/[id]/scan/route";
import { GET as workflows } from "@/app/api/competitors/[id]/workflows/route";
import { GET as workflow } from "@/app/api/competitors/workflows/[id]/route";
import { GET as listJobs } from "@/app/api/jobs/route";
import { GET as getJob, DELETE as cancelJob } from "@/app/api/jobs/[id]/route";
import { GET as listChanges } from "@/app/api/changes/route";
import { GET as getChange } from "@/app/api/changes/[id]/route";
import { PUT as readChange } from "@/app/api/changes/[id]/read/route";
import { POST as feedback } from "@/app/api/changes/[id]/feedback/route";
import { GET as unreadCount } from "@/app/api/changes/unread-count/route";
import { POST as markAllRead } from "@/app/api/changes/mark-all-read/route";
import { GET as insights } from "@/app/api/insights/route";
import { GET as insight } from "@/app/api/insights/[id]/route";
import { GET as listKeys, POST as createKey } from "@/app/api/api-keys/route";
import { DELETE as deleteKey } from "@/app/api/api-keys/[id]/route";
import { GET as me } from "@/app/api/user/me/route";
import { GET as profile, PUT as putProfile } from "@/app/api/user/profile/route";
import { POST as liveToken } from "@/app/api/live/token/route";
import { GET as liveChanges } from "@/app/api/live/changes/route";
import { POST as refresh } from "@/app/api/auth/refresh/route";
import { eq } from "drizzle-orm";
import { changes, competitors } from "@/db/schema";
import type { RouteMeta } from "@/lib/api/with-auth";
import type { OperationKey } from "@/app/api/route-index.generated";
import { operationDoc } from "../helpers/openapi";
import { call, makeUser, type CallOptions } from "../helpers/http";

type Route = Parameters<typeof call>[0] & { meta: RouteMeta };

/** Calls the route and checks its answer against what /api/openapi.json documents: the status and the body's schema. */
async function documented(key: OperationKey, route: Route, opts: CallOptions = {}) {
  const [method, path] = key.split(" ");
  const url = `http://localhost${path.replace(/\{(\w+)\}/g, (_, p: string) => opts.params?.[p] ?? p)}`;
  const res = await call(route, url, { method, ...opts });
  const doc = operationDoc(key) as { status?: number; success: { zod?: { safeParse: (v: unknown) => { success: boolean; error?: unknown } } } };
  expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(doc.status ?? route.meta.status);
  const parsed = doc.success.zod!.safeParse(res.body);
  expect(parsed.success, `${key}: ${JSON.stringify(parsed.error)}`).toBe(true);
  return res.body;
}

describe("answers match /api/openapi.json", () => {
  it("competitors, jobs, changes, insights, API keys and the user", async () => {
    const { token, user, tokens, db } = await makeUser("Contract");
    const auth = { token };
    const comp = (await documented("POST /api/competitors", createCompetitor, { ...auth, body: { name: "Acme", url: "acme.example" } })).data;
    const id = { params: { id: comp.id } };
    await documented("GET /api/competitors", listCompetitors, auth);
    await documented("GET /api/competitors/{id}", getCompetitor, { ...auth, ...id });
    await documented("PUT /api/competitors/{id}", putCompetitor, { ...auth, ...id, method: "PUT", body: { name: "Acme Inc" } });
    await db.update(competitors).set({ status: "active" }).where(eq(competitors.id, comp.id));
    await documented("POST /api/competitors/{id}/pause", pause, { ...auth, ...id, method: "POST" });
    await documented("POST /api/competitors/{id}/resume", resume, { ...auth, ...id, method: "POST" });
    const queued = await documented("POST /api/competitors/{id}/scan", scan, { ...auth, ...id, method: "POST" });
    await documented("GET /api/competitors/{id}/workflows", workflows, { ...auth, ...id });
    await documented("GET /api/jobs", listJobs, auth);
    const jobId = { params: { id: queued.jobId } };
    await documented("GET /api/competitors/workflows/{id}", workflow, { ...auth, ...jobId });
    await documented("GET /api/jobs/{id}", getJob, { ...auth, ...jobId });
    await documented("DELETE /api/jobs/{id}", cancelJob, { ...auth, ...jobId, method: "DELETE" });

    const [change] = await db.insert(changes).values({ userId: user.id, competitorId: comp.id, type: "pricing", importance: "high", description: "Pro went from $49 to $59", url: "https://acme.example/pricing" }).returning();
    const changeId = { params: { id: change.id } };
    await documented("GET /api/changes", listChanges, auth);
    await documented("GET /api/changes/{id}", getChange, { ...auth, ...changeId });
    await documented("GET /api/changes/unread-count", unreadCount, auth);
    await documented("PUT /api/changes/{id}/read", readChange, { ...auth, ...changeId, method: "PUT" });
    await documented("POST /api/changes/{id}/feedback", feedback, { ...auth, ...changeId, body: { isImportant: true } });
    await documented("POST /api/changes/mark-all-read", markAllRead, { ...auth, body: {} });
    await documented("GET /api/insights", insights, auth);
    await documented("GET /api/insights/{id}", insight, { ...auth, ...id });

    const key = (await documented("POST /api/api-keys", createKey, { ...auth, body: { name: "CI" } })).data;
    await documented("GET /api/api-keys", listKeys, auth);
    await documented("DELETE /api/api-keys/{id}", deleteKey, { ...auth, params: { id: key.id }, method: "DELETE" });

    await documented("GET /api/user/me", me, auth);
    await documented("GET /api/user/profile", profile, auth);
    await documented("PUT /api/user/profile", putProfile, { ...auth, method: "PUT", body: { weeklyDigest: false } });
    await documented("POST /api/live/token", liveToken, { ...auth, method: "POST" });
    await documented("POST /api/auth/refresh", refresh, { body: { refreshToken: tokens.refreshToken } });
    await documented("DELETE /api/competitors/{id}", deleteCompetitor, { ...auth, ...id, method: "DELETE" });
  }, 60_000);

  it("the live stream answers text/event-stream", async () => {
    const { token } = await makeUser("Stream");
    const res = await liveChanges(new Request("http://localhost/api/live/changes", { headers: { authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(Object.keys(operationDoc("GET /api/live/changes").success.content!)).toEqual(["text/event-stream"]);
    await res.body?.cancel();
  });
});
