/**
 * Editing a competitor's address is the user's own act, not a move of the competitor: the next scan is
 * a new baseline for the new address (no "page moved", "design changed" or copy changes raised against
 * what the old address served), and changes on the new address are raised from then on.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Runner } from "graphile-worker";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { POST as createRoute } from "@/app/api/competitors/route";
import { PUT as editRoute } from "@/app/api/competitors/[id]/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

let runner: Runner;
const servers: http.Server[] = [];

/** A small product site; each server has its own stylesheet address and its own heading. */
function startSite(site: { heading: string; price: string }): Promise<string> {
  const server = http.createServer((req, res) => {
    if (req.url === "/robots.txt") return void res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
    if (req.url === "/site.css") return void res.writeHead(200, { "content-type": "text/css" }).end("body{font-family:serif}");
    const nav = `<nav><a href="/">Home</a> <a href="/features">Features</a> <a href="/pricing">Pricing</a></nav>`;
    const shell = (body: string) => `<!DOCTYPE html><html><head><title>Editco</title><link rel="stylesheet" href="http://${host()}/site.css"></head><body>${nav}<main>${body}</main></body></html>`;
    const host = () => `127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url === "/") return void res.writeHead(200, { "content-type": "text/html" }).end(shell(`<h1>${site.heading}</h1><p>Editco keeps every team's documents in one place, with search and history.</p>`));
    if (req.url === "/features") return void res.writeHead(200, { "content-type": "text/html" }).end(shell(`<h1>Features</h1><ul><li>Full-text search</li><li>Version history</li><li>Shared folders</li></ul>`));
    if (req.url === "/pricing")
      return void res.writeHead(200, { "content-type": "text/html" }).end(shell(`<h1>Pricing</h1><section><div><h3>Solo</h3><p>$0 per month</p></div><div><h3>Team</h3><p>${site.price} per month</p></div></section>`));
    res.writeHead(404).end("not found");
  });
  servers.push(server);
  return new Promise((r) => server.listen(0, "127.0.0.1", () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

const changeCount = async (id: string) =>
  (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from changes where competitor_id = ${id}`)).rows[0].n;

beforeAll(async () => {
  allowLoopbackScans();
  runner = await startWorker({ concurrency: 2, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  for (const s of servers) s.close();
});

describe("an edited address starts a new baseline", () => {
  it("raises nothing against the old address, then raises the new address's changes", { timeout: 240_000 }, async () => {
    const oldSite = { heading: "Documents for every team", price: "$12" };
    const newSite = { heading: "Documents for every team", price: "$12" };
    const oldUrl = await startSite(oldSite);
    const newUrl = await startSite(newSite);
    const { token } = await makeUser();
    const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Editco", url: oldUrl, checkFrequency: "1d", type: "competitor" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    expect((await waitForJob(created.body.data.baselineCaptureEventId)).status).toBe("completed");

    const edited = await call(editRoute, `http://localhost/api/competitors/${id}`, { method: "PUT", token, params: { id }, body: { url: newUrl } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const scan = async () => {
      const res = await call(scanRoute, `http://localhost/api/competitors/${id}/scan`, { method: "POST", token, params: { id } });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      const done = await waitForJob(res.body.jobId);
      expect(done.status, JSON.stringify(done)).toBe("completed");
    };
    await scan();
    const raised = await getDb().execute<{ description: string }>(sql`select description from changes where competitor_id = ${id}`);
    expect(raised.rows.map((r) => r.description)).toEqual([]);
    const snapshots = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from snapshots where competitor_id = ${id}`);
    expect(snapshots.rows[0].n).toBe(2);

    // From now on the new address is compared with itself.
    newSite.price = "$15";
    await scan();
    const after = await getDb().execute<{ type: string; description: string }>(sql`select type, description from changes where competitor_id = ${id}`);
    expect(after.rows.length).toBeGreaterThan(0);
    expect(after.rows.some((r) => r.type === "pricing" && r.description.includes("15"))).toBe(true);
    expect(after.rows.some((r) => /moved|stylesheet/i.test(r.description))).toBe(false);
    expect(await changeCount(id)).toBe(after.rows.length);
  });

  it("raises nothing when the user renames the competitor or changes how often it is checked", { timeout: 240_000 }, async () => {
    const site = { heading: "Documents for every team", price: "$12" };
    const url = await startSite(site);
    const { token } = await makeUser();
    const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Editco", url, checkFrequency: "1d", type: "competitor" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    expect((await waitForJob(created.body.data.baselineCaptureEventId)).status).toBe("completed");

    const edited = await call(editRoute, `http://localhost/api/competitors/${id}`, { method: "PUT", token, params: { id }, body: { name: "Editco Docs", checkFrequency: "7d" } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: "Editco Docs", checkFrequency: "7d" });
    const res = await call(scanRoute, `http://localhost/api/competitors/${id}/scan`, { method: "POST", token, params: { id } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect((await waitForJob(res.body.jobId)).status).toBe("completed");
    const raised = await getDb().execute<{ description: string }>(sql`select description from changes where competitor_id = ${id}`);
    expect(raised.rows.map((r) => r.description)).toEqual([]);
  });
});
