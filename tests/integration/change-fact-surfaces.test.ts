import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { desc, eq } from "drizzle-orm";
import type { Runner } from "graphile-worker";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { POST as createRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { GET as changesRoute } from "@/app/api/changes/route";
import { GET as snapshotsRoute } from "@/app/api/competitors/[id]/snapshots/route";
import { POST as createKey } from "@/app/api/api-keys/route";
import { getDb } from "@/db/client";
import { emails } from "@/db/schema";
import { screenshotUrl } from "@/lib/changes/dto";
import { env } from "@/lib/env";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { changeAlertJob } from "@/lib/notify/email-change-alert";
import { createHttpBackend } from "@/mcp/http-backend";
import { startAppServer, type AppServer } from "@/mcp/testing/app-server";
import { startChangeClassServer, type ChangeClassServer } from "@/tests/fixtures/change-classes/server";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

// One real edit (Team's seat price, on the fixture site's pricing page) through a real scan (worker,
// fetch, extraction, screenshots when Chromium is there, detection, storage), then the change as each
// surface shows it: the API object, the alert e-mail (the job's rendered mail), and the MCP answer both
// over /api/mcp and through the stdio connector's HTTP backend. Each must name the fact with its value
// before and after, and carry the pricing page's screenshot, never the home page's.
let server: ChangeClassServer;
let runner: Runner;
let app: AppServer;

beforeAll(async () => {
  allowLoopbackScans();
  server = await startChangeClassServer();
  runner = await startWorker({ concurrency: 1, crontab: false, tasks: ["scan.competitor"] });
  app = await startAppServer();
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  await server?.close();
  await app?.close();
});

interface ApiChange {
  id: string;
  type: string;
  description: string;
  screenshot: string | null;
  fact: { name: string; before: string | null; after: string | null; line: string } | null;
}

const text = (r: unknown) => (r as { content: Array<{ text: string }> }).content.map((c) => c.text).join("");

describe("a change's fact and screenshot on every surface", { timeout: 240_000 }, () => {
  it("names Team's price before and after, with the pricing page's screenshot, in the API, the e-mail and MCP", async () => {
    const u = await makeUser();
    server.setVersion("hostwell", "base");
    const host = server.url("hostwell", "/").replace(/^http:\/\//, "").replace(/\/$/, "");
    const created = await call(createRoute, "http://localhost/api/competitors", { token: u.token, body: { name: "Hostwell", checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    expect((await waitForJob(created.body.data.baselineCaptureEventId)).status).toBe("completed");

    server.setVersion("hostwell", "seat-price");
    const scan = await call(scanRoute, `http://localhost/api/competitors/${id}/scan`, { method: "POST", token: u.token, params: { id } });
    expect((await waitForJob(scan.body.jobId)).status).toBe("completed");

    // The API object.
    const feed = (await call(changesRoute, `http://localhost/api/changes?competitorId=${id}`, { token: u.token })).body.data as ApiChange[];
    const change = feed.find((c) => c.type === "pricing");
    expect(change, JSON.stringify(feed.map((c) => c.description))).toBeTruthy();
    expect(change!.fact).toEqual({ name: "Team", before: "$12 per seat/month", after: "$15 per seat/month", line: "Team: $12 → $15 per seat/month" });

    // Its screenshot is the pricing page's of this scan (none without a browser), never the home page's.
    const snaps = (await call(snapshotsRoute, `http://localhost/api/competitors/${id}/snapshots?limit=1`, { token: u.token, params: { id } })).body.data as Array<{ metadata: { screenshots?: { home?: string; pricing?: string } } }>;
    const shots = snaps[0].metadata.screenshots ?? {};
    expect(change!.screenshot).toBe(screenshotUrl(id, shots.pricing ?? null));
    if (shots.home) expect(change!.screenshot).not.toBe(screenshotUrl(id, shots.home));
    const full = change!.screenshot ? `${env().APP_URL.replace(/\/+$/, "")}${change!.screenshot}` : null;

    // The alert e-mail, rendered by the job.
    const result = await executeJob(changeAlertJob, { userId: u.user.id, competitorId: id, scanJobId: `facts-${id}`, changeIds: [change!.id] }, { db: getDb(), step: dbStep(getDb(), `facts-${id}`), attempt: 1, maxAttempts: 1, log: () => {} });
    expect(result).toMatchObject({ status: "complete", changes: 1 });
    const [mail] = await getDb().select().from(emails).where(eq(emails.to, u.user.email)).orderBy(desc(emails.createdAt)).limit(1);
    expect(mail.kind).toBe("change-alert");
    expect(mail.text).toContain("Team: $12 → $15 per seat/month");
    expect(mail.html).toMatch(/<strong>Team<\/strong>: <span style="[^"]*line-through[^"]*">\$12<\/span> → <strong>\$15<\/strong> per seat\/month/);
    // The fact is said once: the description that restates it is not written beside it.
    expect(change!.description).not.toBe(change!.fact!.line);
    expect(mail.text).not.toContain(change!.description);
    expect(mail.subject).toContain("Team: $12 → $15 per seat/month");
    if (full) expect(mail.html).toContain(`href="${full}"`);
    else expect(mail.html).not.toContain("Screenshot of the page");
    if (shots.home) expect(mail.html).not.toContain(screenshotUrl(id, shots.home)!);

    // MCP over /api/mcp, and the stdio connector's backend over the HTTP API.
    const key = (await call(createKey, "http://localhost/api/api-keys", { token: u.token, body: { name: "MCP" } })).body.data.key as string;
    const client = new Client({ name: "facts-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/api/mcp`), { requestInit: { headers: { "x-api-key": key } } }));
    try {
      const direct = JSON.parse(text(await client.callTool({ name: "list_changes", arguments: { competitorId: id } }))) as { changes: Array<ApiChange & { id: string }> };
      const viaMcp = direct.changes.find((c) => c.id === change!.id);
      expect(viaMcp?.fact).toEqual(change!.fact);
      expect(viaMcp?.screenshot).toBe(full);
    } finally {
      await client.close();
    }
    const connector = (await createHttpBackend({ url: app.url, apiKey: key }).listChanges({ competitorId: id })) as { changes: Array<ApiChange & { id: string }> };
    const viaConnector = connector.changes.find((c) => c.id === change!.id);
    expect(viaConnector?.fact).toEqual(change!.fact);
    expect(viaConnector?.screenshot).toBe(change!.screenshot ? `${app.url}${change!.screenshot}` : null);
  });
});
