import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listEndpoints, POST as createEndpoint } from "@/app/api/alerts/webhooks/route";
import { DELETE as deleteEndpoint, PATCH as patchEndpoint } from "@/app/api/alerts/webhooks/[id]/route";
import { GET as deliveries } from "@/app/api/alerts/webhooks/[id]/deliveries/route";
import { POST as sendTest } from "@/app/api/alerts/webhooks/[id]/test/route";
import { GET as notifications } from "@/app/api/notifications/route";
import { closeDb } from "@/db/client";
import type { OperationKey } from "@/app/api/route-index.generated";
import { operationDoc } from "../helpers/openapi";
import type { RouteMeta } from "@/lib/api/with-auth";
import { resetEnvCache } from "@/lib/env";
import { startAlertReceiver, type AlertReceiver } from "@/tests/fakes/alert-receiver";
import { call, makeUser, type CallOptions } from "../helpers/http";

type Route = Parameters<typeof call>[0] & { meta: RouteMeta };

const saved = process.env.SCAN_ALLOWED_PRIVATE_HOSTS;
let hook: AlertReceiver;
beforeAll(async () => {
  hook = await startAlertReceiver();
  process.env.SCAN_ALLOWED_PRIVATE_HOSTS = hook.host;
  resetEnvCache();
});
afterAll(async () => {
  await hook.close();
  process.env.SCAN_ALLOWED_PRIVATE_HOSTS = saved ?? "";
  resetEnvCache();
  await closeDb();
});

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

describe("alert answers match /api/openapi.json", () => {
  it("endpoints, test, deliveries and notifications", async () => {
    const { token } = await makeUser("Contract");
    const created = (await documented("POST /api/alerts/webhooks", createEndpoint, { token, body: { url: hook.url, kind: "webhook", types: ["pricing"] } })).data;
    const id = { params: { id: created.id } };
    await documented("GET /api/alerts/webhooks", listEndpoints, { token });
    await documented("POST /api/alerts/webhooks/{id}/test", sendTest, { token, ...id, method: "POST" });
    await documented("GET /api/alerts/webhooks/{id}/deliveries", deliveries, { token, ...id });
    await documented("PATCH /api/alerts/webhooks/{id}", patchEndpoint, { token, ...id, method: "PATCH", body: { enabled: false } });
    await documented("GET /api/notifications", notifications, { token });
    await documented("DELETE /api/alerts/webhooks/{id}", deleteEndpoint, { token, ...id, method: "DELETE" });
  });
});
