/**
 * The comparison matrix after real scans of three fixture competitor sites and the user's own
 * product (the baseline), served on 127.0.0.1: per-seat prices normalised per seat per month (annual
 * billing as its monthly equivalent), the price for a team size, features and integrations present
 * or absent, key capabilities, the category filter, CSV, a re-scan showing up (new price, feature,
 * lost integration, the change in the last 30 days), bad input and one user never seeing another's columns.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import type { Runner } from "graphile-worker";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { POST as createRoute } from "@/app/api/competitors/route";
import { GET as compareRoute } from "@/app/api/compare/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { startFixtureServer, type FixtureServer } from "@/tests/fixtures/site-server";
import { docs as compareDocs } from "@/app/api/compare/openapi";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

let sites: FixtureServer;
let runner: Runner;

beforeAll(async () => {
  allowLoopbackScans();
  sites = await startFixtureServer();
  runner = await startWorker({ concurrency: 2, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  await sites?.close();
});

async function add(token: string, site: string, name: string, type: "baseline" | "competitor") {
  const host = sites.url(site, "/").replace(/^http:\/\//, "").replace(/\/$/, "");
  const res = await call(createRoute, "http://localhost/api/competitors", { token, body: { name, checkFrequency: "1d", type, metadata: { domain: host } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; baselineCaptureEventId: string };
}

type Col = { id: string; name: string; type: string; scannedAt: string | null; changes: Array<{ id: string; description: string; type: string; detectedAt: string }>; plans: Array<{ name: string; basis: string; monthly: number | null; annualMonthly: number | null; currency: string }>; teamPrice: { plan: string; monthly: number; currency: string } | null };

describe("comparison matrix", () => {
  it("puts our product and three scanned competitors side by side with per-seat prices, team prices, features, integrations and capabilities, and follows a re-scan", { timeout: 300_000 }, async () => {
    const { token } = await makeUser();
    for (const s of ["docuvine", "flowdesk", "buildrail", "ledgerly"]) sites.setVersion(s, "v1");
    const us = await add(token, "docuvine", "Docuvine", "baseline");
    const added = [us, await add(token, "flowdesk", "Flowdesk", "competitor"), await add(token, "buildrail", "Buildrail", "competitor"), await add(token, "ledgerly", "Ledgerly", "competitor")];
    for (const c of added) expect((await waitForJob(c.baselineCaptureEventId)).status).toBe("completed");

    const res = await call(compareRoute, "http://localhost/api/compare?seats=10", { token });
    expect(res.status).toBe(200);
    const m = res.body.data;
    // the answer is what /api/openapi.json documents
    const documented = compareDocs.GET.success.zod!.safeParse(res.body);
    expect(documented.success, JSON.stringify(documented.error)).toBe(true);
    expect(m.seats).toBe(10);
    expect(m.columns.map((c: Col) => `${c.name}:${c.type}`)).toEqual(["Docuvine:baseline", "Buildrail:competitor", "Flowdesk:competitor", "Ledgerly:competitor"]);
    const col = (n: string) => m.columns.find((c: Col) => c.name === n) as Col;
    const plan = (n: string, p: string) => col(n).plans.find((x) => x.name === p)!;

    // per seat per month, annual billing as its monthly equivalent; flat plans stay flat
    expect(plan("Flowdesk", "Team")).toMatchObject({ basis: "per seat / month", monthly: 12, annualMonthly: 10, currency: "USD" });
    expect(plan("Buildrail", "Team")).toMatchObject({ basis: "per seat / month", monthly: 25, annualMonthly: null, currency: "EUR" });
    expect(plan("Ledgerly", "Practice")).toMatchObject({ basis: "flat / month", monthly: 29, annualMonthly: 24, currency: "GBP" });
    expect(plan("Flowdesk", "Enterprise")).toMatchObject({ basis: "custom", monthly: null });
    expect(plan("Flowdesk", "Free")).toMatchObject({ basis: "free", monthly: null });

    // a team of 10: per-seat plans × 10, flat plans as they are, plans made for one person left out
    expect(col("Docuvine").teamPrice).toMatchObject({ plan: "Team", monthly: 120, currency: "USD" });
    expect(col("Flowdesk").teamPrice).toMatchObject({ plan: "Team", monthly: 120, currency: "USD" });
    expect(col("Buildrail").teamPrice).toMatchObject({ plan: "Business", monthly: 190, currency: "EUR" });
    expect(col("Ledgerly").teamPrice).toMatchObject({ plan: "Practice", monthly: 29, currency: "GBP" });
    const yearly = (await call(compareRoute, "http://localhost/api/compare?seats=10&billing=year", { token })).body.data;
    expect(yearly.columns.find((c: Col) => c.name === "Flowdesk").teamPrice).toMatchObject({ plan: "Team", monthly: 100 });
    const solo = (await call(compareRoute, "http://localhost/api/compare?seats=1", { token })).body.data;
    expect(solo.columns.find((c: Col) => c.name === "Ledgerly").teamPrice).toMatchObject({ plan: "Solo", monthly: 9 });

    // integrations present or absent, per product
    const ids = Object.fromEntries(m.columns.map((c: Col) => [c.name, c.id]));
    const row = (section: string, name: string) => m.groups.filter((g: { section: string }) => g.section === section).flatMap((g: { rows: unknown[] }) => g.rows).find((r: { name: string }) => r.name.toLowerCase() === name.toLowerCase()) as { present: string[] } | undefined;
    const slack = row("integrations", "Slack")!;
    expect([...slack.present].sort()).toEqual([ids.Docuvine, ids.Flowdesk, ids.Buildrail].sort());
    expect(slack.present).not.toContain(ids.Ledgerly);
    expect(row("integrations", "Bitbucket")!.present).toEqual([ids.Buildrail]);
    expect(row("features", "Kanban boards")!.present).toEqual([ids.Flowdesk]);

    // the category filter keeps one category's rows only
    const category = m.groups.find((g: { section: string }) => g.section === "integrations").category;
    const filtered = (await call(compareRoute, `http://localhost/api/compare?seats=10&category=${encodeURIComponent(category)}`, { token })).body.data;
    expect(filtered.category).toBe(category);
    expect(filtered.groups.length).toBeGreaterThan(0);
    expect(filtered.groups.every((g: { category: string }) => g.category === category)).toBe(true);
    expect(filtered.categories).toEqual(m.categories);

    // CSV: one column per product, ours first
    const csv = await call(compareRoute, "http://localhost/api/compare?seats=10&format=csv", { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe("section,category,item,Docuvine (us),Buildrail,Flowdesk,Ledgerly");
    expect(lines[1]).toBe("price,,\"team of 10, per month, billed monthly\",120.00 USD,190.00 EUR,120.00 USD,29.00 GBP");
    expect(lines.some((l) => /^integrations,[^,]*,Slack,yes,yes,yes,no$/.test(l))).toBe(true);

    // key capabilities, present or absent per product, in their own section
    const capabilities = m.groups.filter((g: { section: string }) => g.section === "capabilities");
    expect(capabilities.map((g: { category: string }) => g.category)).toEqual(["Key capabilities"]);
    const withCapabilities = new Set(capabilities.flatMap((g: { rows: Array<{ present: string[] }> }) => g.rows.flatMap((r) => r.present)));
    expect(withCapabilities.size, JSON.stringify(capabilities)).toBeGreaterThan(1);

    // a re-scan that finds a new price, a new feature and a lost integration is in the next matrix,
    // with the change among the last 30 days of that column (and nothing new in the others)
    expect(col("Buildrail").changes).toEqual([]);
    sites.setVersion("buildrail", "v2");
    const rescan = await call(scanRoute, `http://localhost/api/competitors/${ids.Buildrail}/scan`, { method: "POST", token, params: { id: ids.Buildrail } });
    expect(rescan.status).toBe(202);
    expect((await waitForJob(rescan.body.jobId)).status).toBe("completed");
    const after = (await call(compareRoute, "http://localhost/api/compare?seats=10", { token })).body.data;
    const buildrail = after.columns.find((c: Col) => c.name === "Buildrail") as Col;
    expect(buildrail.plans.find((p) => p.name === "Team")).toMatchObject({ basis: "per seat / month", monthly: 29, currency: "EUR" });
    expect(buildrail.plans.find((p) => p.name === "Community")).toBeUndefined();
    expect(Date.parse(buildrail.scannedAt!)).toBeGreaterThan(Date.parse(col("Buildrail").scannedAt!));
    const teamMove = buildrail.changes.find((x) => x.type === "pricing" && /Team/.test(x.description) && /25/.test(x.description) && /29/.test(x.description));
    expect(teamMove, buildrail.changes.map((x) => x.description).join("\n")).toBeDefined();
    // the scan found more changes than a column shows: it shows the five most important, newest first
    const stored = (await getDb().execute<{ id: string; score: number }>(sql`select id, score from changes where competitor_id = ${ids.Buildrail} order by score desc`)).rows;
    expect(stored.length).toBeGreaterThan(5);
    const shown = buildrail.changes;
    expect(shown).toHaveLength(5);
    const lowestShown = Math.min(...shown.map((x) => stored.find((r) => r.id === x.id)!.score));
    expect(stored.filter((r) => r.score > lowestShown).every((r) => shown.some((x) => x.id === r.id))).toBe(true);
    expect(shown.map((x) => x.detectedAt)).toEqual(shown.map((x) => x.detectedAt).sort().reverse());
    expect(after.columns.filter((c: Col) => c.name !== "Buildrail").every((c: Col) => c.changes.length === 0)).toBe(true);
    const rowAfter = (section: string, name: string) => after.groups.filter((g: { section: string }) => g.section === section).flatMap((g: { rows: unknown[] }) => g.rows).find((r: { name: string }) => r.name.toLowerCase() === name.toLowerCase()) as { present: string[] } | undefined;
    expect(rowAfter("features", "Build insights")?.present).toEqual([ids.Buildrail]);
    expect(rowAfter("integrations", "Bitbucket")).toBeUndefined();
    const csvAfter = String((await call(compareRoute, "http://localhost/api/compare?seats=10&format=csv", { token })).body);
    expect(csvAfter.split("\r\n").find((l) => l.startsWith("changes,"))).toMatch(/Team/);
    expect(csvAfter).not.toMatch(/,Bitbucket,/);

    // bad input changes nothing and says why
    const bad = await call(compareRoute, "http://localhost/api/compare?seats=0", { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("seats must be at least 1");

    // another user sees only their own (empty) matrix
    const other = await makeUser("Someone Else");
    const theirs = await call(compareRoute, "http://localhost/api/compare", { token: other.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.columns).toEqual([]);
    expect(theirs.body.data.groups).toEqual([]);
  });
});
