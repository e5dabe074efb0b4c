import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runner } from "graphile-worker";
import { POST as createCompetitorRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { POST as createEndpointRoute } from "@/app/api/alerts/webhooks/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { startFixtureServer, type FixtureServer } from "@/tests/fixtures/site-server";
import { startAlertReceiver, type AlertReceiver } from "@/tests/fakes/alert-receiver";
import { call, makeUser, type ApiBody } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

let sites: FixtureServer;
let hook: AlertReceiver;
let runner: Runner;

beforeAll(async () => {
  allowLoopbackScans();
  sites = await startFixtureServer();
  hook = await startAlertReceiver();
  runner = await startWorker({ concurrency: 2, crontab: false, tasks: ["scan.competitor", "alerts.fanout", "alerts.deliver"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  await sites?.close();
  await hook?.close();
});

describe("a scan's changes reach the user's webhook through the queue", () => {
  it("posts each high-importance change of a scan, signed, and lists it with the other alerts", { timeout: 240_000 }, async () => {
    const { token } = await makeUser();
    const endpoint = await call(createEndpointRoute, "http://localhost/api/alerts/webhooks", { token, body: { url: hook.url, kind: "webhook", importances: ["high"] } });
    expect(endpoint.status).toBe(201);
    hook.secret = endpoint.body.data.secret;

    sites.setVersion("flowdesk", "v1");
    const host = sites.url("flowdesk", "/").replace(/^http:\/\//, "").replace(/\/$/, "");
    const created = await call(createCompetitorRoute, "http://localhost/api/competitors", { token, body: { name: "Flowdesk", checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
    expect(created.status).toBe(201);
    const c = created.body.data;
    expect((await waitForJob(c.baselineCaptureEventId)).status).toBe("completed");
    // The baseline raises no change, so nothing is sent.
    expect(hook.received).toHaveLength(0);

    sites.setVersion("flowdesk", "v2");
    const res = await call(scanRoute, `http://localhost/api/competitors/${c.id}/scan`, { method: "POST", token, params: { id: c.id } });
    expect((await waitForJob(res.body.jobId)).status).toBe("completed");

    const deadline = Date.now() + 60_000;
    const price = () => hook.received.find((r) => ((r.json as ApiBody)?.data?.change?.description ?? "").startsWith("Team plan: $12 → $14"));
    while (!price() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const got = price();
    expect(got, JSON.stringify(hook.received.map((r) => (r.json as ApiBody)?.data?.change?.description))).toBeDefined();
    expect(got!.signatureValid).toBe(true);
    expect(got!.json).toMatchObject({ type: "change.created", data: { change: { competitorName: "Flowdesk", importance: "high", type: "pricing" } } });
    // Only high-importance changes pass this endpoint's filter.
    expect(hook.received.every((r) => (r.json as ApiBody).data.change.importance === "high")).toBe(true);

    const list = await call(notificationsRoute, "http://localhost/api/notifications?channel=webhook", { token });
    expect(list.body.data.some((n: ApiBody) => n.status === "delivered" && n.title.startsWith("Team plan: $12 → $14") && n.competitorName === "Flowdesk")).toBe(true);
  });
});
