import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as listRoute, POST as createRoute } from "@/app/api/alerts/webhooks/route";
import { GET as deliveriesRoute } from "@/app/api/alerts/webhooks/[id]/deliveries/route";
import { POST as testRoute } from "@/app/api/alerts/webhooks/[id]/test/route";
import { PATCH as patchRoute } from "@/app/api/alerts/webhooks/[id]/route";
import { GET as changeRoute } from "@/app/api/changes/[id]/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { closeDb, getDb } from "@/db/client";
import { alertDeliveries, changes, competitors } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import type { JobDefinition } from "@/lib/jobs/types";
import { alertDeliveryJob } from "@/lib/alerts/deliver-job";
import { alertFanoutJob } from "@/lib/alerts/fanout-job";
import { call, makeUser, type ApiBody } from "@/tests/helpers/http";
import { startAlertReceiver, type AlertReceiver } from "@/tests/fakes/alert-receiver";

const saved = { ...process.env };
let hook: AlertReceiver;
let slack: AlertReceiver;
let internal: AlertReceiver;

const base = "http://localhost/api/alerts/webhooks";
const create = (token: string, body: unknown) => call(createRoute, base, { token, body });
const deliveries = async (token: string, id: string): Promise<ApiBody[]> => (await call(deliveriesRoute, `${base}/${id}/deliveries`, { token, params: { id } })).body.data;

let run = 0;
/** Runs a job as the worker does: one run id across attempts, attempt numbers counting up. */
function runner<P>(def: JobDefinition<P>, payload: unknown, maxAttempts = def.maxAttempts ?? 3) {
  const runId = `test:${def.name}:${++run}`;
  let attempt = 0;
  return () => executeJob(def, payload, { db: getDb(), step: dbStep(getDb(), runId), attempt: ++attempt, maxAttempts, log: () => {} });
}

async function seedChanges(userId: string) {
  const db = getDb();
  const [c] = await db.insert(competitors).values({ userId, name: "Northwind Metrics", url: "https://northwind.example", domain: "northwind.example", status: "active" }).returning();
  const rows = await db.insert(changes).values([
    { userId, competitorId: c.id, type: "pricing", importance: "high", description: "Pro plan price rose from $49 to $59 per month", oldContent: "Pro $49/month", newContent: "Pro $59/month", url: "https://northwind.example/pricing" },
    { userId, competitorId: c.id, type: "feature", importance: "low", description: "New feature: audit log", oldContent: null, newContent: "Audit log", url: "https://northwind.example/features" },
  ]).returning();
  return { competitor: c, pricing: rows[0], feature: rows[1] };
}

/** Runs the fan-out for a scan's changes, then each delivery job it queued, once. */
async function fanOut(userId: string, changeIds: string[]) {
  await runner(alertFanoutJob, { userId, scanJobId: crypto.randomUUID(), changeIds })();
  return getDb().select().from(alertDeliveries).where(eq(alertDeliveries.userId, userId));
}

beforeAll(async () => {
  [hook, slack, internal] = await Promise.all([startAlertReceiver(), startAlertReceiver(), startAlertReceiver()]);
  // The receivers on 127.0.0.1 are allowed as the tests' own configuration allows them; `internal` is not.
  process.env.SCAN_ALLOWED_PRIVATE_HOSTS = `${hook.host},${slack.host}`;
  process.env.APP_URL = "https://app.rivalscope.test";
  resetEnvCache();
});
afterAll(async () => {
  await Promise.all([hook.close(), slack.close(), internal.close()]);
  process.env.SCAN_ALLOWED_PRIVATE_HOSTS = saved.SCAN_ALLOWED_PRIVATE_HOSTS ?? "";
  process.env.APP_URL = saved.APP_URL;
  resetEnvCache();
  await closeDb();
});

describe("outgoing webhooks", () => {
  it("signs each change event, retries after a 500 with the same event id, and logs both attempts", async () => {
    const { user, token } = await makeUser("Hook Owner");
    const created = await create(token, { url: hook.url, kind: "webhook", importances: ["high"] });
    expect(created.status).toBe(201);
    const endpoint = created.body.data;
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({ kind: "webhook", url: hook.url, importances: ["high"], types: [], enabled: true });
    // The secret is answered once: never listed again.
    const listed = await call(listRoute, base, { token });
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);
    hook.secret = endpoint.secret;

    const { pricing, feature } = await seedChanges(user.id);
    const rows = await fanOut(user.id, [pricing.id, feature.id]);
    // The low-importance feature change does not pass the endpoint's filter.
    expect(rows.map((r) => r.changeId)).toEqual([pricing.id]);

    hook.answerNext(500);
    const before = hook.received.length;
    const deliver = runner(alertDeliveryJob, { deliveryId: rows[0].id });
    await expect(deliver()).rejects.toThrow("The endpoint answered HTTP 500 (Internal Server Error).");
    let log = await deliveries(token, endpoint.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ type: "change.created", changeId: pricing.id, status: "pending", attempts: 1, responseCode: 500, error: "The endpoint answered HTTP 500 (Internal Server Error)." });

    await deliver();
    log = await deliveries(token, endpoint.id);
    expect(log[0]).toMatchObject({ status: "delivered", attempts: 2, responseCode: 200, error: null });
    expect(log[0].deliveredAt).not.toBeNull();

    const got = hook.received.slice(before);
    expect(got).toHaveLength(2);
    expect(got.every((g) => g.signatureValid)).toBe(true);
    expect(got[0].raw).toBe(got[1].raw);
    const body = got[1].json as ApiBody;
    expect(body.type).toBe("change.created");
    expect(body.id).toBe(log[0].eventId);
    expect(body.id).toMatch(/^evt_[0-9a-f]{32}$/);
    // The change exactly as the API shows it.
    const api = await call(changeRoute, `http://localhost/api/changes/${pricing.id}`, { token, params: { id: pricing.id } });
    expect(body.data.change).toEqual(api.body.data);
    expect(body.data.link).toBe(`https://app.rivalscope.test/dashboard/changes?competitorId=${pricing.competitorId}&change=${pricing.id}`);

    // A tampered body or another secret fails the receiver's check.
    expect(got[1].headers["x-rivalscope-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // Running the fan-out again (a retried scan) adds no second delivery.
    expect(await fanOut(user.id, [pricing.id])).toHaveLength(1);
  });

  it("sends Slack a Block Kit message with competitor, change, before and after, and a link", async () => {
    const { user, token } = await makeUser("Slack Owner");
    const created = await create(token, { url: slack.url, kind: "slack", types: ["pricing"] });
    expect(created.status).toBe(201);
    const { pricing, feature } = await seedChanges(user.id);
    const rows = await fanOut(user.id, [pricing.id, feature.id]);
    expect(rows).toHaveLength(1);
    const before = slack.received.length;
    await runner(alertDeliveryJob, { deliveryId: rows[0].id })();
    const msg = slack.received[before].json as ApiBody;
    expect(slack.received[before].headers["x-rivalscope-signature"]).toBeUndefined();
    expect(msg.text).toBe("Northwind Metrics: Pro plan price rose from $49 to $59 per month");
    const [header, summary, diff, actions] = msg.blocks;
    expect(header).toEqual({ type: "header", text: { type: "plain_text", text: "Northwind Metrics", emoji: true } });
    expect(summary.text).toEqual({ type: "mrkdwn", text: "*Pro plan price rose from $49 to $59 per month*" });
    expect(summary.fields.map((f: ApiBody) => f.text)).toEqual(["*Type*\npricing", "*Importance*\n:red_circle: High"]);
    expect(diff.fields.map((f: ApiBody) => f.text)).toEqual(["*Before*\n>Pro $49/month", "*After*\n>Pro $59/month"]);
    expect(actions.elements[0]).toMatchObject({ type: "button", url: `https://app.rivalscope.test/dashboard/changes?competitorId=${pricing.competitorId}&change=${pricing.id}` });
    expect((await deliveries(token, created.body.data.id))[0]).toMatchObject({ status: "delivered", attempts: 1, responseCode: 200 });
    // On record with the other alerts, as a Slack alert leading to the change.
    const onRecord = await call(notificationsRoute, "http://localhost/api/notifications?channel=slack", { token });
    expect(onRecord.body.data).toEqual([
      expect.objectContaining({ channel: "slack", status: "delivered", title: pricing.description, competitorName: "Northwind Metrics", changeId: pricing.id, detail: "HTTP 200", link: `/dashboard/changes?competitorId=${pricing.competitorId}&change=${pricing.id}` }),
    ]);
  });

  it("Send test delivers a signed `test` event now and logs it; a failing receiver is reported with its status", async () => {
    const { token } = await makeUser();
    const { body } = await create(token, { url: hook.url, kind: "webhook" });
    hook.secret = body.data.secret;
    const before = hook.received.length;
    const ok = await call(testRoute, `${base}/${body.data.id}/test`, { method: "POST", token, params: { id: body.data.id } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ type: "test", status: "delivered", attempts: 1, responseCode: 200 });
    const got = hook.received[before];
    expect(got.signatureValid).toBe(true);
    expect(got.json).toMatchObject({ type: "test", id: ok.body.data.eventId, data: { change: { competitorName: "Example competitor", importance: "high" } } });

    hook.answerNext(503);
    const failed = await call(testRoute, `${base}/${body.data.id}/test`, { method: "POST", token, params: { id: body.data.id } });
    expect(failed.body.data).toMatchObject({ status: "failed", responseCode: 503, error: "The endpoint answered HTTP 503 (Service Unavailable)." });
    expect((await deliveries(token, body.data.id)).map((d) => d.status)).toEqual(["failed", "delivered"]);
  });

  it("never follows a redirect: a receiver that bounces to a private address fails at once and the address is never reached", async () => {
    const { user, token } = await makeUser();
    const { body } = await create(token, { url: slack.url.replace("/hooks/", "/bounce/"), kind: "webhook" });
    slack.redirectTo(`${internal.url}?stolen=1`);
    try {
      const t = await call(testRoute, `${base}/${body.data.id}/test`, { method: "POST", token, params: { id: body.data.id } });
      expect(t.body.data.status).toBe("failed");
      expect(t.body.data.error).toContain("The endpoint redirected (HTTP 302");
      expect(t.body.data.error).toContain("redirects are not followed");
      const { pricing } = await seedChanges(user.id);
      const [row] = await fanOut(user.id, [pricing.id]);
      // Refused for good: no retry is scheduled (the job ends without throwing).
      await runner(alertDeliveryJob, { deliveryId: row.id })();
      const [after] = await getDb().select().from(alertDeliveries).where(eq(alertDeliveries.id, row.id));
      expect(after).toMatchObject({ status: "failed", attempts: 1, responseCode: 302 });
    } finally {
      slack.redirectTo(null);
    }
    expect(internal.received).toHaveLength(0);
  });

  it("an endpoint turned off is not sent what was queued for it, and gets nothing new", async () => {
    const { user, token } = await makeUser();
    const { body } = await create(token, { url: hook.url, kind: "webhook" });
    const { pricing, feature } = await seedChanges(user.id);
    const [row] = await fanOut(user.id, [pricing.id]);
    const off = await call(patchRoute, `${base}/${body.data.id}`, { method: "PATCH", token, body: { enabled: false }, params: { id: body.data.id } });
    expect(off.body.data.enabled).toBe(false);
    const before = hook.received.length;
    await runner(alertDeliveryJob, { deliveryId: row.id })();
    expect(hook.received.length).toBe(before);
    expect((await deliveries(token, body.data.id))[0]).toMatchObject({ status: "failed", attempts: 0, error: "Not sent: the endpoint was turned off." });
    expect(await fanOut(user.id, [feature.id])).toHaveLength(1);
  });

  it("two runs of one delivery at once (a job taken over while it still runs) post it once", async () => {
    const { user, token } = await makeUser();
    const { body } = await create(token, { url: hook.url, kind: "webhook" });
    const { pricing } = await seedChanges(user.id);
    const [row] = await fanOut(user.id, [pricing.id]);
    const before = hook.received.length;
    const results = await Promise.all([runner(alertDeliveryJob, { deliveryId: row.id })(), runner(alertDeliveryJob, { deliveryId: row.id })()]);
    expect(hook.received.length - before).toBe(1);
    expect(results.map((r) => r?.status).sort()).toEqual(["complete", "skipped"]);
    expect((await deliveries(token, body.data.id))[0]).toMatchObject({ status: "delivered", attempts: 1 });
  });
});
