import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as listRoute, POST as createRoute } from "@/app/api/alerts/webhooks/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/alerts/webhooks/[id]/route";
import { GET as deliveriesRoute } from "@/app/api/alerts/webhooks/[id]/deliveries/route";
import { POST as testRoute } from "@/app/api/alerts/webhooks/[id]/test/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { closeDb, getDb } from "@/db/client";
import { alertEndpoints, changes, competitors, jobs, subscriptions } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import { changeAlertJob } from "@/lib/notify/email-change-alert";
import { call, makeUser } from "@/tests/helpers/http";
import { startAlertReceiver, type AlertReceiver } from "@/tests/fakes/alert-receiver";

const saved = { ...process.env };
let hook: AlertReceiver;
const base = "http://localhost/api/alerts/webhooks";
const create = (token: string, body: unknown) => call(createRoute, base, { token, body });
const count = async (userId: string) => (await getDb().select().from(alertEndpoints).where(eq(alertEndpoints.userId, userId))).length;

beforeAll(async () => {
  hook = await startAlertReceiver();
  process.env.SCAN_ALLOWED_PRIVATE_HOSTS = hook.host;
  delete process.env.RESEND_API_KEY;
  resetEnvCache();
});
afterAll(async () => {
  await hook.close();
  process.env.SCAN_ALLOWED_PRIVATE_HOSTS = saved.SCAN_ALLOWED_PRIVATE_HOSTS ?? "";
  if (saved.RESEND_API_KEY) process.env.RESEND_API_KEY = saved.RESEND_API_KEY;
  resetEnvCache();
  await closeDb();
});

describe("webhook URLs that would reach us (SSRF)", () => {
  const refused: Array<[string, string]> = [
    ["https://10.0.0.7/hook", "10.0.0.7 is a private network (10.0.0.0/8) address."],
    ["https://192.168.1.20/hook", "private network (192.168.0.0/16)"],
    ["https://127.0.0.1/hook", "127.0.0.1 is a loopback address"],
    ["https://2130706433/hook", "127.0.0.1 is a loopback address"],
    ["https://localhost/hook", "\"localhost\" refers to this machine."],
    ["https://[::1]/hook", "::1 is a loopback (::1) address"],
    ["https://[::ffff:127.0.0.1]/hook", "IPv4-mapped loopback"],
    ["https://169.254.169.254/latest/meta-data", "cloud metadata service"],
    ["http://127.0.0.1:1/hook", "Port 1 is not allowed"],
    ["ftp://files.example.com/hook", "Only http:// and https:// URLs"],
    ["file:///etc/passwd", "Only http:// and https:// URLs"],
    ["gopher://example.com/", "Only http:// and https:// URLs"],
    ["https://user:pw@hooks.example.com/x", "user name or password"],
    ["http://hooks.example.com/x", "use an https:// URL"],
  ];
  it.each(refused)("refuses %s with a clear 400 and stores nothing", async (url, why) => {
    const { user, token } = await makeUser();
    const r = await create(token, { url, kind: "webhook" });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("bad_request");
    expect(r.body.error.message).toMatch(/^This URL cannot receive alerts: /);
    expect(r.body.error.message).toContain(why);
    expect(await count(user.id)).toBe(0);
  });

  it("a Slack endpoint must be a Slack incoming-webhook URL; bad kinds and filters are refused", async () => {
    const { user, token } = await makeUser();
    const slack = await create(token, { url: "https://example.com/services/T0/B0/x", kind: "slack" });
    expect(slack.status).toBe(400);
    expect(slack.body.error.message).toContain("A Slack endpoint needs a Slack incoming-webhook URL");
    expect((await create(token, { url: hook.url, kind: "email" })).body.error.message).toBe("kind must be 'webhook' or 'slack'");
    expect((await create(token, { url: hook.url, kind: "webhook", importances: ["urgent"] })).status).toBe(400);
    expect(await count(user.id)).toBe(0);
  });

  it("the Free plan has no webhook or Slack alerts", async () => {
    const { user, token } = await makeUser();
    await getDb().update(subscriptions).set({ plan: "free", status: "free", trialEndsAt: null }).where(sql`${subscriptions.userId} = ${user.id}`);
    const r = await create(token, { url: hook.url, kind: "webhook" });
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe("Webhook and Slack alerts are not available on the Free plan. Upgrade to Pro to use them.");
    expect(await count(user.id)).toBe(0);
  });
});

describe("one user's endpoints are invisible to another", () => {
  it("answers 404 to another user for every endpoint route and lists nothing of theirs", async () => {
    const owner = await makeUser("Owner");
    const other = await makeUser("Other");
    const { body } = await create(owner.token, { url: hook.url, kind: "webhook" });
    const id = body.data.id as string;
    const as = (token: string) => ({ token, params: { id } });
    expect((await call(deliveriesRoute, `${base}/${id}/deliveries`, as(other.token))).status).toBe(404);
    expect((await call(testRoute, `${base}/${id}/test`, { method: "POST", ...as(other.token) })).status).toBe(404);
    expect((await call(patchRoute, `${base}/${id}`, { method: "PATCH", body: { enabled: false }, ...as(other.token) })).status).toBe(404);
    const del = await call(deleteRoute, `${base}/${id}`, { method: "DELETE", ...as(other.token) });
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe("Endpoint not found");
    expect((await call(listRoute, base, { token: other.token })).body.data).toEqual([]);
    // Still there, still on, for its owner.
    expect((await call(listRoute, base, { token: owner.token })).body.data).toMatchObject([{ id, enabled: true }]);
    const off = await call(patchRoute, `${base}/${id}`, { method: "PATCH", body: { enabled: false }, ...as(owner.token) });
    expect(off.body.data.enabled).toBe(false);
    expect((await call(deleteRoute, `${base}/${id}`, { method: "DELETE", ...as(owner.token) })).body.data).toEqual({ id, deleted: true });
    expect(await count(owner.user.id)).toBe(0);
  });
});

describe("GET /api/notifications", () => {
  it("lists live, e-mail and webhook alerts newest first, owner-scoped and paginated", async () => {
    const owner = await makeUser("Notified");
    const other = await makeUser("Stranger");
    const db = getDb();
    const empty = await call(notificationsRoute, "http://localhost/api/notifications", { token: owner.token });
    expect(empty.body).toMatchObject({ data: [], pagination: { total: 0, hasMore: false } });

    const [c] = await db.insert(competitors).values({ userId: owner.user.id, name: "Contoso Billing", url: "https://contoso.example", domain: "contoso.example", status: "active" }).returning();
    const [change] = await db.insert(changes).values({ userId: owner.user.id, competitorId: c.id, type: "pricing", importance: "high", description: "Team plan now $30 per seat", detectedAt: new Date(Date.now() - 60_000) }).returning();
    // The e-mail alert of that scan, sent as the worker sends it (no provider: kept in the outbox).
    const [scan] = await db.insert(jobs).values({ userId: owner.user.id, kind: "scan", status: "completed", competitorId: c.id }).returning();
    await executeJob(changeAlertJob, { userId: owner.user.id, competitorId: c.id, scanJobId: scan.id, changeIds: [change.id] }, { db, step: dbStep(db, `test:notif:${scan.id}`), attempt: 1, maxAttempts: 3, log: () => {} });
    const { body } = await create(owner.token, { url: hook.url, kind: "webhook" });
    hook.answerNext(500);
    await call(testRoute, `${base}/${body.data.id}/test`, { method: "POST", token: owner.token, params: { id: body.data.id } });

    const r = await call(notificationsRoute, "http://localhost/api/notifications?limit=2", { token: owner.token });
    expect(r.status).toBe(200);
    expect(r.body.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true });
    const [webhook, email] = r.body.data;
    expect(webhook).toMatchObject({ channel: "webhook", title: "Test alert", status: "failed", detail: "The endpoint answered HTTP 500 (Internal Server Error).", link: "/dashboard/settings?tab=notifications" });
    expect(email).toMatchObject({ channel: "email", status: "delivered", competitorName: "Contoso Billing", link: `/dashboard/changes?competitorId=${c.id}`, detail: "Kept in the outbox (no e-mail provider is configured)" });
    const next = await call(notificationsRoute, "http://localhost/api/notifications?limit=2&offset=2", { token: owner.token });
    expect(next.body.data).toEqual([
      { id: `live:${change.id}`, channel: "live", title: "Team plan now $30 per seat", competitorName: "Contoso Billing", changeId: change.id, link: `/dashboard/changes?competitorId=${c.id}&change=${change.id}`, status: "delivered", detail: "Shown in the bell · unread", at: change.detectedAt.toISOString() },
    ]);
    const live = await call(notificationsRoute, "http://localhost/api/notifications?channel=live", { token: owner.token });
    expect(live.body.pagination.total).toBe(1);
    expect((await call(notificationsRoute, "http://localhost/api/notifications", { token: other.token })).body.pagination.total).toBe(0);
    expect((await call(notificationsRoute, "http://localhost/api/notifications?channel=fax", { token: owner.token })).status).toBe(400);
  });
});
