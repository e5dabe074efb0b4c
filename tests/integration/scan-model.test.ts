/**
 * Real scans of the Flowdesk fixture site with a model configured: the fake Anthropic endpoint
 * answers the pricing-page request, and the stored snapshot shows which plans each reader found.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { GET as snapshotsRoute } from "@/app/api/competitors/[id]/snapshots/route";
import { DATA_TAG } from "@/lib/ai";
import { resetEnvCache } from "@/lib/env";
import { startWorker } from "@/lib/jobs/worker";
import { MODEL_PLANS_TIMEOUT_MS } from "@/lib/scan/extract/model-plans";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import type { PricingModelOutcome, SnapshotMetadata } from "@/lib/scan/types";
import { hang, httpError, json, startFakeAnthropic, type FakeAnthropic } from "@/tests/fakes/anthropic-server";
import { loadExpected } from "@/tests/fixtures/fixture-sites";
import { startFixtureServer, type FixtureServer } from "@/tests/fixtures/site-server";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";
import type { PricingPlan } from "@/lib/pricing/types";

let sites: FixtureServer;
let fake: FakeAnthropic;
let runner: Runner;

beforeAll(async () => {
  allowLoopbackScans();
  sites = await startFixtureServer();
  sites.setVersion("flowdesk", "v1");
  fake = await startFakeAnthropic();
  Object.assign(process.env, { ANTHROPIC_API_KEY: "sk-ant-test", ANTHROPIC_BASE_URL: fake.url, ANTHROPIC_MODEL: "claude-test-1" });
  resetEnvCache();
  runner = await startWorker({ concurrency: 1, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  await sites?.close();
  await fake?.close();
  for (const k of ["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "ANTHROPIC_MODEL"]) delete process.env[k];
  resetEnvCache();
});

const plan = (p: Partial<PricingPlan> & { name: string }) => ({ price: null, currency: null, period: null, unit: null, annualPrice: null, features: [], addOns: [], highlighted: false, ...p });

/** Flowdesk's plans as a model might read them: Business missed, a price and a plan invented. */
const ANSWER = {
  plans: [
    plan({ name: "Free", price: 0, currency: "USD", features: ["Unlimited tasks", "Kanban boards", "1 GB file storage"] }),
    plan({ name: "Team", price: 12, currency: "USD", period: "month", unit: "user", annualPrice: 10, highlighted: true, features: ["Unlimited users", "Up to 250 GB file storage"] }),
    plan({ name: "Enterprise", features: ["Dedicated success manager", "99.9% uptime SLA"] }),
    plan({ name: "Scale", price: 79, currency: "USD", period: "month", unit: "user", features: ["Everything in Business"] }),
  ],
};

async function addFlowdesk() {
  const { token } = await makeUser();
  const host = sites.url("flowdesk", "/").replace(/^http:\/\//, "").replace(/\/$/, "");
  const res = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Flowdesk", checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token, id: res.body.data.id as string, baseline: res.body.data.baselineCaptureEventId as string };
}

async function latest(token: string, id: string) {
  const res = await call(snapshotsRoute, `http://localhost/api/competitors/${id}/snapshots`, { token, params: { id } });
  return res.body.data[0] as { extractedData: { pricingPlans: PricingPlan[] }; metadata: SnapshotMetadata & { pricingModel: PricingModelOutcome } };
}

describe("scanning with a model reading the pricing page", () => {
  it("reconciles the model's plans with the rules: invented price dropped, missed plan kept, both marked", { timeout: 120_000 }, async () => {
    const before = fake.requests.length;
    fake.script(json(ANSWER));
    const c = await addFlowdesk();
    const job = await waitForJob(c.baseline);
    expect(job.status, JSON.stringify(job)).toBe("completed");
    expect(job.result.status).not.toBe("partial");

    // what the model was shown: the pricing markdown in a data block, and the plans schema
    expect(fake.requests.length).toBe(before + 1);
    const req = fake.requests[before].body;
    const prompt = String(req.messages?.[0]?.content);
    expect(prompt).toContain(`<${DATA_TAG} source="`);
    expect(prompt).toMatch(/## Business[\s\S]*\$24/);
    expect(req.output_config?.format?.type).toBe("json_schema");
    expect(JSON.stringify(req.output_config?.format?.schema)).toContain("annualPrice");

    const snap = await latest(c.token, c.id);
    const plans = snap.extractedData.pricingPlans;
    const byName = new Map(plans.map((p) => [p.name, p]));
    // (a) the invented "Scale" plan ($79 is nowhere on the page) is dropped, and so is "250 GB"
    expect(plans.map((p) => p.name)).toEqual(loadExpected("flowdesk").plans.map((p) => p.name));
    expect(byName.has("Scale")).toBe(false);
    // (b) Business, which the model missed, is kept from the rules
    expect(byName.get("Business")).toMatchObject({ source: "rules", price: 24, currency: "USD", unit: "user" });
    // (c) plans both found are marked "both" and keep the rule values
    expect(byName.get("Team")).toMatchObject({ source: "both", price: 12, currency: "USD", period: "month", unit: "user", annualPrice: 10 });
    expect(byName.get("Team")?.features).not.toContain("Up to 250 GB file storage");
    expect(byName.get("Free")).toMatchObject({ source: "both", price: 0 });
    expect(byName.get("Enterprise")).toMatchObject({ source: "both", price: null });
    expect(snap.metadata.pricingModel).toMatchObject({ status: "ok", model: "claude-test-1" });
    // $79, the "250 GB" feature, and the Scale plan itself
    expect(snap.metadata.pricingModel.dropped).toBe(3);
    expect(snap.metadata.pricingModel.plans?.map((p) => p.name)).toEqual(["Free", "Team", "Enterprise", "Scale"]);

    // An unchanged pricing page is not read again: no request, same plans, no changes.
    const again = await call(scanRoute, `http://localhost/api/competitors/${c.id}/scan`, { method: "POST", token: c.token, params: { id: c.id } });
    const second = await waitForJob(again.body.jobId);
    expect(second.status).toBe("completed");
    expect(second.result.changes).toBe(0);
    expect(fake.requests.length).toBe(before + 1);
    expect((await latest(c.token, c.id)).extractedData.pricingPlans).toEqual(plans);

    // A changed pricing page is read again.
    sites.setVersion("flowdesk", "v2");
    try {
      fake.script(json({ plans: [plan({ name: "Team", price: 14, currency: "USD", period: "month", unit: "user", annualPrice: 12 })] }));
      const next = await call(scanRoute, `http://localhost/api/competitors/${c.id}/scan`, { method: "POST", token: c.token, params: { id: c.id } });
      expect((await waitForJob(next.body.jobId)).status).toBe("completed");
      expect(fake.requests.length).toBe(before + 2);
      const v2 = await latest(c.token, c.id);
      expect(v2.metadata.pricingModel).toMatchObject({ status: "ok", dropped: 0 });
      expect(v2.extractedData.pricingPlans.find((p) => p.name === "Team")).toMatchObject({ source: "both", price: 14 });
      expect(v2.extractedData.pricingPlans.filter((p) => p.name !== "Team").every((p) => p.source === "rules")).toBe(true);
    } finally {
      sites.setVersion("flowdesk", "v1");
    }
  });

  it("keeps the rule plans when the model errors", { timeout: 120_000 }, async () => {
    fake.script(httpError(500), httpError(500));
    const c = await addFlowdesk();
    const job = await waitForJob(c.baseline);
    expect(job.status, JSON.stringify(job)).toBe("completed");
    const snap = await latest(c.token, c.id);
    expect(snap.extractedData.pricingPlans.map((p) => [p.name, p.source])).toEqual(loadExpected("flowdesk").plans.map((p) => [p.name, "rules"]));
    expect(snap.metadata.pricingModel).toMatchObject({ status: "error", model: "claude-test-1", dropped: 0 });
    expect(fake.pending()).toBe(0);
  });

  it(`gives up on a model that does not answer within ${MODEL_PLANS_TIMEOUT_MS / 1000} s: rules only, the scan still succeeds`, { timeout: 180_000 }, async () => {
    fake.script(hang(), hang());
    const started = Date.now();
    const c = await addFlowdesk();
    const job = await waitForJob(c.baseline, 150_000);
    expect(job.status, JSON.stringify(job)).toBe("completed");
    expect(job.result.status).not.toBe("partial");
    expect(Date.now() - started).toBeGreaterThanOrEqual(MODEL_PLANS_TIMEOUT_MS);
    const snap = await latest(c.token, c.id);
    const plans = snap.extractedData.pricingPlans;
    expect(plans.map((p) => p.name)).toEqual(loadExpected("flowdesk").plans.map((p) => p.name));
    expect(plans.every((p) => p.source === "rules")).toBe(true);
    expect(plans.find((p) => p.name === "Team")).toMatchObject({ price: 12, currency: "USD", unit: "user" });
    expect(snap.metadata.pricingModel).toMatchObject({ status: "timeout", model: "claude-test-1", dropped: 0 });
    expect(snap.metadata.pricingModel.reason).toMatch(/20 seconds/);
  });
});
