/**
 * Price history end to end: a competitor site on 127.0.0.1 scanned three times by the real worker,
 * with a price change between the first two scans and a plan renamed between the last two; the
 * history (JSON and CSV) keeps the renamed plan on one series and marks both changes. Another user
 * gets 404 for the same competitor.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { GET as historyRoute } from "@/app/api/competitors/[id]/price-history/route";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { docs as priceHistoryDocs } from "@/app/api/competitors/[id]/price-history/openapi";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

type Plan = { name: string; price: number; features: string[] };
const BASE: Plan[] = [
  { name: "Starter", price: 9, features: ["5 projects", "Email support", "Basic reports"] },
  { name: "Team", price: 19, features: ["Unlimited projects", "Priority support", "Advanced reports", "Guest access"] },
  { name: "Business", price: 39, features: ["Everything in Team", "SAML single sign-on", "Audit log", "Dedicated manager"] },
];
const VERSIONS: Record<string, Plan[]> = {
  v1: BASE,
  v2: BASE.map((p) => (p.name === "Team" ? { ...p, price: 24 } : p)),
  v3: BASE.map((p) => (p.name === "Team" ? { ...p, price: 24 } : p.name === "Business" ? { ...p, name: "Scale" } : p)),
};

function pricingPage(plans: Plan[]): string {
  const cards = plans
    .map((p) => `<div class="plan"><h2 class="plan-name">${p.name}</h2><div class="price"><span class="amount">$${p.price}</span> <span class="per">per user / month</span></div><a class="btn" href="/signup">Start trial</a><ul class="features">${p.features.map((f) => `<li>${f}</li>`).join("")}</ul></div>`)
    .join("\n");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Pricing — Tallyboard</title></head><body><nav><a href="/">Home</a> <a href="/pricing">Pricing</a></nav><main><h1>Pricing</h1><div class="plans-grid">${cards}</div></main></body></html>`;
}

const HOME = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tallyboard — project boards</title></head><body><nav><a href="/">Home</a> <a href="/pricing">Pricing</a></nav><main><h1>Boards for busy teams</h1><p>Plan work, track it and report on it.</p></main></body></html>`;

let version = "v1";
let server: http.Server;
let origin: string;
let runner: Runner;

beforeAll(async () => {
  allowLoopbackScans();
  server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/" || path === "/index.html") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(HOME);
    if (path === "/pricing") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(pricingPage(VERSIONS[version]));
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  runner = await startWorker({ concurrency: 1, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  server?.close();
});

async function scan(token: string, id: string) {
  const res = await call(scanRoute, `http://localhost/api/competitors/${id}/scan`, { method: "POST", token, params: { id } });
  expect(res.status).toBe(202);
  const job = await waitForJob(res.body.jobId);
  expect(job.status, JSON.stringify(job)).toBe("completed");
}

describe("price history", () => {
  it("follows each plan across three scans, through a price change and a rename, as JSON and CSV; another user gets 404", { timeout: 240_000 }, async () => {
    const { token } = await makeUser();
    version = "v1";
    const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Tallyboard", checkFrequency: "1d", type: "competitor", metadata: { domain: origin } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect((await waitForJob(created.body.data.baselineCaptureEventId)).status).toBe("completed");

    const url = `http://localhost/api/competitors/${id}/price-history`;
    const one = await call(historyRoute, url, { token, params: { id } });
    expect(one.status).toBe(200);
    expect(one.body.data.scans).toHaveLength(1);

    version = "v2";
    await scan(token, id);
    version = "v3";
    await scan(token, id);

    const res = await call(historyRoute, url, { token, params: { id } });
    expect(res.status).toBe(200);
    const h = res.body.data;
    // the answer is what /api/openapi.json documents
    const documented = priceHistoryDocs.GET.success.zod!.safeParse(res.body);
    expect(documented.success, JSON.stringify(documented.error)).toBe(true);
    expect(h.scans).toHaveLength(3);
    expect(h.series).toHaveLength(3);
    const byName = (n: string) => h.series.find((s: { name: string }) => s.name === n);
    expect(byName("Team").points.map((p: { price: number }) => p.price)).toEqual([19, 24, 24]);
    expect(byName("Team")).toMatchObject({ currency: "USD", period: "month", unit: "user" });
    // the renamed plan stays one series, under its new name, with both names on record
    const scale = byName("Scale");
    expect(scale.names).toEqual(["Business", "Scale"]);
    expect(scale.points.map((p: { name: string; price: number }) => `${p.name} ${p.price}`)).toEqual(["Business 39", "Business 39", "Scale 39"]);
    expect(byName("Business")).toBeUndefined();
    expect(byName("Starter").points.map((p: { price: number }) => p.price)).toEqual([9, 9, 9]);

    const kinds = h.markers.map((m: { kind: string; label: string }) => `${m.kind}: ${m.label}`);
    expect(kinds).toEqual(["price: Team: USD 19 per user/month → USD 24 per user/month", "renamed: Business renamed to Scale"]);
    expect(h.markers[0].snapshotId).toBe(h.scans[1].snapshotId);
    expect(h.markers[1].snapshotId).toBe(h.scans[2].snapshotId);

    const csv = await call(historyRoute, `${url}?format=csv`, { token, params: { id } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toContain("rivalscope-price-history-tallyboard.csv");
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe("date,plan,price,currency,period,unit");
    expect(lines).toHaveLength(1 + 9);
    const rows = lines.slice(1).map((l) => l.split(","));
    expect(rows.filter((r) => r[1] === "Team").map((r) => r[2])).toEqual(["19", "24", "24"]);
    expect(rows.filter((r) => r[1] === "Scale")).toHaveLength(1);
    expect(rows.filter((r) => r[1] === "Business")).toHaveLength(2);
    expect(rows.every((r) => r[3] === "USD" && r[4] === "month" && r[5] === "user")).toBe(true);
    expect(rows[0][0]).toBe(h.scans[0].date);

    const bad = await call(historyRoute, `${url}?format=xml`, { token, params: { id } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("format must be json or csv");

    const other = await makeUser("Someone Else");
    const theirs = await call(historyRoute, url, { token: other.token, params: { id } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe("not_found");
    const theirsCsv = await call(historyRoute, `${url}?format=csv`, { token: other.token, params: { id } });
    expect(theirsCsv.status).toBe(404);
  });
});
