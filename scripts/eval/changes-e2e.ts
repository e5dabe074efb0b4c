/**
 * The change-detection evaluation end to end (npm run eval:changes:e2e, tests/eval/changes-e2e-floors):
 * instead of calling extraction and detection on each pair of versions (changes-run.ts), every page
 * of a history folder is served by an HTTP server of its own on 127.0.0.1 that shows the page's
 * versions in turn, and a competitor on that server is scanned through the product: a user and a
 * competitor created through the API's route handlers (the creation queues the first scan), "Check
 * Now" for each next version, the job queue and a worker, fetch, discovery, confirmation fetch,
 * Chromium screenshots and their visual diff, detection, scoring and storage. The changes each scan
 * raised are read back from the changes API and returned as pair runs, scored like the direct ones.
 *
 * A pricing (or features, integrations) page is served at /<kind> with a fixed minimal home page at
 * / linking to it, so discovery finds it; a home page is served at /. The histories hold no images:
 * an image is answered with one blank 1×1 PNG (a missing one would make Chromium paint its alt text,
 * which a real site never shows), so screenshots differ only where the page's text or markup does.
 * The caller provides the database (DATABASE_URL, DATA_DIR, SCAN_ALLOWED_PRIVATE_HOSTS=127.0.0.1) and a running worker.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { POST as createRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { GET as changesRoute } from "@/app/api/changes/route";
import { call, makeUser, type ApiBody } from "@/tests/helpers/http";
import { waitForJob } from "@/tests/helpers/scan";
import { loadIndex, visibleText, type HistoryPage, type PairRun, type RaisedChange } from "./changes-run";

/** A pair scanned end to end: the changes raised, plus what the scans said. */
export interface E2EPairRun extends PairRun {
  /** Screenshot (visual) changes raised on this pair. */
  visual: number;
  /** Of those, raised beside a text change of the same scan (it should have been folded into it). */
  visualBesideText: number;
  /** Screenshot changes folded into a text change (kept in its `facts.supporting`). */
  visualFolded: number;
  /** Milliseconds from "Check Now" to the job completed. */
  scanMs: number;
  /** The scan's warnings (a missing screenshot, a confirmation fetch that missed a page…). */
  warnings: string[];
  /** The job's error when the scan failed (the pair then counts as raising nothing). */
  error: string | null;
}

export interface E2EOptions {
  pages?: string[];
  /** Only these pairs ("page from to", 12-character commits), each scanned from a competitor of its own. */
  only?: Set<string>;
  /** Competitors scanned at once (the worker needs as many scan slots). Default 3. */
  parallel?: number;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Per scan, the longest wait for its job. Default 180 s. */
  scanTimeoutMs?: number;
}

/** A transparent 1×1 PNG. */
const BLANK_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;

const LINK_LABEL: Record<string, string> = { pricing: "Pricing", features: "Features", integrations: "Integrations" };

/** The fixed home page of a site whose evaluated page is not the home page. */
function homeLinkingTo(kind: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Example product</title></head><body>
<header><nav><a href="/">Home</a> <a href="/${kind}">${LINK_LABEL[kind] ?? kind}</a></nav></header>
<main><h1>Example product</h1><p>The product whose ${kind} page is evaluated.</p><p><a href="/${kind}">See ${kind}</a></p></main>
</body></html>`;
}

export interface VersionServer {
  origin: string;
  /** Serves this HTML as the evaluated page from now on. */
  show(html: string): void;
  close(): Promise<void>;
}

/** One site on its own port (its own host for the per-host fetch rules), answering like a real one (ETag, 304). */
export async function startVersionServer(kind: HistoryPage["kind"]): Promise<VersionServer> {
  let current = "<!doctype html><html><body><p>Not yet.</p></body></html>";
  const send = (req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string) => {
    const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 16)}"`;
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304, { ETag: etag });
      res.end();
      return;
    }
    res.writeHead(status, { "Content-Type": `${type}; charset=utf-8`, "Content-Length": String(Buffer.byteLength(body)), ...(status === 200 ? { ETag: etag } : {}) });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname.replace(/\/+$/, "") || "/";
    if (pathname === "/robots.txt") return send(req, res, 200, "text/plain", "User-agent: *\nAllow: /\n");
    if (IMAGE.test(pathname)) {
      res.writeHead(200, { "Content-Type": "image/png", "Content-Length": String(BLANK_PNG.length), "Cache-Control": "max-age=3600" });
      res.end(req.method === "HEAD" ? undefined : BLANK_PNG);
      return;
    }
    if (pathname === "/") return send(req, res, 200, "text/html", kind === "home" ? current : homeLinkingTo(kind));
    if (kind !== "home" && pathname === `/${kind}`) return send(req, res, 200, "text/html", current);
    return send(req, res, 404, "text/html", "<!doctype html><html><body><h1>Not found</h1></body></html>");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    show(html) {
      current = html;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A stored change as the changes API returns it, in the shape the scoring reads. */
function raisedOf(c: ApiBody): RaisedChange {
  const facts = (c.facts ?? {}) as Record<string, unknown>;
  return {
    type: c.type,
    importance: c.importance,
    score: c.score,
    kind: typeof facts.kind === "string" ? facts.kind : "",
    description: c.description,
    oldContent: c.oldContent ?? null,
    newContent: c.newContent ?? null,
    facts,
  };
}

const isVisual = (c: { type?: unknown; kind?: unknown }) => c.type === "visual" || c.kind === "screenshot_changed";
const foldedVisuals = (c: RaisedChange) => (Array.isArray(c.facts.supporting) ? (c.facts.supporting as Array<{ type?: unknown; kind?: unknown }>) : []).filter(isVisual).length;

/** One competitor scanned over some versions of a page, in turn. */
interface Track {
  page: HistoryPage;
  indexes: number[];
}

async function runTrack(dir: string, track: Track, opts: E2EOptions): Promise<E2EPairRun[]> {
  const { page, indexes } = track;
  const timeout = opts.scanTimeoutMs ?? 180_000;
  const html = (i: number) => readFileSync(path.join(dir, page.versions[i].file), "utf8");
  const server = await startVersionServer(page.kind);
  try {
    server.show(html(indexes[0]));
    const { token } = await makeUser(`Eval ${page.page}`);
    const host = server.origin.replace(/^http:\/\//, "");
    const created = await call(createRoute, "http://localhost/api/competitors", {
      token,
      body: { name: page.page, url: server.origin, checkFrequency: "1d", type: "competitor", metadata: { domain: host } },
    });
    if (created.status !== 201) throw new Error(`${page.page}: creating the competitor failed: ${created.status} ${JSON.stringify(created.body)}`);
    const id = created.body.data.id as string;
    const first = await waitForJob(created.body.data.baselineCaptureEventId, timeout);
    if (first.status !== "completed") throw new Error(`${page.page} #${indexes[0]}: the first scan ${first.status}: ${first.error}`);
    const seen = new Set<string>();
    const runs: E2EPairRun[] = [];
    let prevText = visibleText(html(indexes[0]));
    for (let k = 1; k < indexes.length; k++) {
      const i = indexes[k];
      const body = html(i);
      server.show(body);
      const started = Date.now();
      const scan = await call(scanRoute, `http://localhost/api/competitors/${id}/scan`, { method: "POST", token, params: { id } });
      if (scan.status !== 202 || !scan.body.jobId) throw new Error(`${page.page} #${i}: Check Now answered ${scan.status} ${JSON.stringify(scan.body)}`);
      const job = await waitForJob(scan.body.jobId, timeout);
      const scanMs = Date.now() - started;
      const feed = await call(changesRoute, `http://localhost/api/changes?competitorId=${id}&limit=100`, { token });
      const fresh = (feed.body.data as ApiBody[]).filter((c) => !seen.has(c.id));
      for (const c of fresh) seen.add(c.id);
      if (job.status === "completed" && fresh.length !== job.result.changes) {
        throw new Error(`${page.page} #${i}: the scan reported ${job.result.changes} changes, the API lists ${fresh.length} new ones`);
      }
      const changes = fresh.map(raisedOf);
      const visual = changes.filter(isVisual).length;
      const text = visibleText(body);
      runs.push({
        page: page.page,
        from: page.versions[indexes[k - 1]].commit.slice(0, 12),
        to: page.versions[i].commit.slice(0, 12),
        fromIndex: indexes[k - 1],
        sameText: text === prevText,
        changes,
        visual,
        visualBesideText: visual < changes.length ? visual : 0,
        visualFolded: changes.reduce((n, c) => n + foldedVisuals(c), 0),
        scanMs,
        warnings: (job.result?.details?.warnings as string[] | undefined) ?? [],
        error: job.status === "completed" ? null : `${job.status}: ${job.error ?? JSON.stringify(job.result)}`,
      });
      prevText = text;
      opts.log?.(`${page.page} #${indexes[k - 1]} → #${i}: ${job.status}, ${changes.length} change${changes.length === 1 ? "" : "s"} (${(scanMs / 1000).toFixed(1)} s)`);
    }
    return runs;
  } finally {
    await server.close();
  }
}

/**
 * Scans the folder's pages end to end and returns one run per consecutive pair, in the order of the
 * direct evaluation. Without `only`, each page is one competitor scanned over all its versions in
 * turn (what it remembers, such as volatile spots, carries over as in production); with `only`, each
 * listed pair is a competitor of its own, first scanned at the older version.
 */
export async function runHistoryE2E(dir: string, opts: E2EOptions = {}): Promise<E2EPairRun[]> {
  const tracks: Track[] = [];
  for (const page of loadIndex(dir)) {
    if (opts.pages?.length && !opts.pages.includes(page.page)) continue;
    const n = page.versions.length;
    if (n < 2) continue;
    if (!opts.only) {
      tracks.push({ page, indexes: Array.from({ length: n }, (_, i) => i) });
      continue;
    }
    for (let i = 0; i + 1 < n; i++) {
      if (opts.only.has(`${page.page} ${page.versions[i].commit.slice(0, 12)} ${page.versions[i + 1].commit.slice(0, 12)}`)) tracks.push({ page, indexes: [i, i + 1] });
    }
  }
  const results: E2EPairRun[][] = new Array(tracks.length);
  let next = 0;
  const lanes = Math.max(1, Math.min(opts.parallel ?? 3, tracks.length));
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < tracks.length) {
        const t = next++;
        results[t] = await runTrack(dir, tracks[t], opts);
      }
    }),
  );
  return results.flat();
}

/** Totals the scans' own figures: visual changes, those beside a text change, failures, time. */
export function e2eTotals(runs: E2EPairRun[]) {
  const ms = runs.map((r) => r.scanMs).sort((a, b) => a - b);
  return {
    pairs: runs.length,
    visual: runs.reduce((n, r) => n + r.visual, 0),
    visualBesideText: runs.reduce((n, r) => n + r.visualBesideText, 0),
    visualFolded: runs.reduce((n, r) => n + r.visualFolded, 0),
    failed: runs.filter((r) => r.error).length,
    withoutScreenshot: runs.filter((r) => r.warnings.some((w) => /^No (browser available|pricing screenshot|home screenshot)/.test(w))).length,
    medianScanMs: ms.length ? ms[Math.floor(ms.length / 2)] : 0,
  };
}
