import { describe, it, expect, beforeAll, afterAll } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Runner } from "graphile-worker";
import { POST as createRoute, GET as listRoute } from "@/app/api/competitors/route";
import { GET as getRoute } from "@/app/api/competitors/[id]/route";
import { TOO_DEEP_MESSAGE } from "@/lib/api/request-guards";
import { extractSite } from "@/lib/scan/extract";
import { readPassages } from "@/lib/analysis/passages/read";
import { startWorker } from "@/lib/jobs/worker";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

/**
 * Issue 28, point 5 (deep nesting): input decides the depth, so every walk over it is iterative or
 * bounded. A JSON body nested 400,000 levels deep answers 400 with the usual error shape
 * (lib/api/request-guards.ts); a competitor page nested 5,000 (or 100,000) elements deep is read up
 * to a bound and scans (lib/scan/extract/bound-depth.ts) instead of "Maximum call stack size exceeded".
 * Fails with its defence removed: without the guard's MAX_JSON_DEPTH bound the 400,000-level case
 * fails (the body reaches the schema; checked 2026-11-26); without parseDocument's depth bounds
 * (lib/scan/extract/dom.ts) the persuasion reader's case fails with "Maximum call stack size exceeded"
 * (checked 2026-11-26). The extraction and worker cases were written against the recursive readers
 * they replaced (commit ac53735); not re-run with the bounds removed.
 */

const base = "http://localhost/api/competitors";
const DEPTH = 5_000;
const deepPage = (n: number, wellFormed: boolean) => {
  const inner = `${"<div>".repeat(n)}<h1>Deepnest</h1><p>Pro plan $29 per month. Monitoring for teams.</p><script>var s = "<div>";</script>${"</div>".repeat(n)}`;
  return wellFormed ? `<!doctype html><html lang="en"><head><title>Deepnest</title></head><body>${inner}</body></html>` : inner;
};

describe("a deeply nested JSON body", () => {
  it("400,000 levels answer 400 validation_error naming the limit, and nothing is created", async () => {
    const { token } = await makeUser();
    const n = 400_000;
    for (const rawBody of ["[".repeat(n) + "]".repeat(n), `{"name":${"[".repeat(n)}${"]".repeat(n)},"url":"https://deep.example"}`]) {
      const res = await call(createRoute, base, { token, rawBody, headers: { "content-type": "application/json" } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: "validation_error", message: TOO_DEEP_MESSAGE, requestId: expect.any(String) } });
    }
    expect((await call(listRoute, base, { token })).body.data).toHaveLength(0);
  });

  it("ordinary nesting still passes the guard (a bad field is named as before)", async () => {
    const { token } = await makeUser();
    const res = await call(createRoute, base, { token, body: { name: "Acme", url: "https://acme.example", metadata: { a: { b: [{ c: "x\u202Ey" }] } } } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("metadata.a.b.0.c: contains a text-direction control character, which is not allowed");
  });
});

describe("a competitor page nested thousands of elements deep", () => {
  it("is extracted up to the bound, with or without <html> and <body>", { timeout: 60_000 }, () => {
    for (const [n, wellFormed] of [[DEPTH, true], [DEPTH, false], [100_000, true], [100_000, false]] as const) {
      const html = deepPage(n, wellFormed);
      const r = extractSite([{ kind: "home", url: "https://deep.example/", html }, { kind: "pricing", url: "https://deep.example/pricing", html }]);
      expect(r.extractedData.markdown, `${n} ${wellFormed}`).toContain("Deepnest");
      expect(r.extractedData.markdown).toContain("$29 per month");
      expect(r.extractedData.markdown).not.toContain("var s");
    }
  });

  it("is read by the persuasion analysis too: its text past the bound is one passage, not a failed read", () => {
    for (const n of [DEPTH, 100_000]) {
      const { passages } = readPassages(deepPage(n, true), "https://deep.example/pricing", "pricing");
      expect(passages.map((p) => p.text).join(" "), String(n)).toContain("Pro plan $29 per month");
    }
  });

  describe("through the real worker", () => {
    let runner: Runner;
    let server: http.Server;
    let host = "";
    beforeAll(async () => {
      allowLoopbackScans();
      server = http.createServer((req, res) => {
        if (req.url !== "/") return res.writeHead(404).end();
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(deepPage(DEPTH, true));
      });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
      runner = await startWorker({ concurrency: 1, crontab: false, tasks: ["scan.competitor"] });
    }, 60_000);
    afterAll(async () => {
      await runner?.stop();
      server?.close();
    });

    it("scans it: the competitor becomes active with a snapshot", { timeout: 120_000 }, async () => {
      const { token } = await makeUser();
      const created = await call(createRoute, base, { token, body: { name: "Deepnest", url: `http://${host}`, checkFrequency: "1d" } });
      expect(created.status).toBe(201);
      const job = await waitForJob(created.body.data.baselineCaptureEventId);
      expect(job.error).toBeNull();
      expect(job.status).toBe("completed");
      const c = (await call(getRoute, `${base}/${created.body.data.id}`, { token, params: { id: created.body.data.id } })).body.data;
      expect(c.status).toBe("active");
      expect(c.lastError ?? null).toBeNull();
    });
  });
});
