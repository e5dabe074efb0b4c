/**
 * Plan extraction on the labelled real pricing pages end to end (npm run eval:extract:e2e,
 * tests/eval/extract-e2e-floors): instead of calling extractSite on each page's text
 * (pricing-pages.ts), each page is served as its bytes by an HTTP server of its own on 127.0.0.1 at
 * /pricing, with a minimal home page at / linking to it, and a competitor on that server is created
 * through the API's route handler (the creation queues the first scan). The scan goes through the job
 * queue and a worker: fetch, charset decoding, discovery, the browser render, extraction, storage.
 * The plans are then read back as a user or an API-key client reads them, from the latest snapshot
 * (GET /api/competitors/{id}/snapshots), and scored by the same scorer as the direct evaluation.
 *
 * The page is served with a Content-Type that names no charset (the page's own meta, or the
 * scanner's sniffing, decides), as a server that does not know its files' encoding does. An image is
 * answered with one blank 1×1 PNG, anything else the page asks for with a 404.
 * The caller provides the database (DATABASE_URL, DATA_DIR, SCAN_ALLOWED_PRIVATE_HOSTS=127.0.0.1) and a running worker.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { POST as createRoute } from "@/app/api/competitors/route";
import { GET as snapshotsRoute } from "@/app/api/competitors/[id]/snapshots/route";
import type { PricingPlan } from "@/lib/pricing/types";
import { call, makeUser, type ApiBody } from "@/tests/helpers/http";
import { waitForJob } from "@/tests/helpers/scan";
import { loadPricingLabels, pricingResult, scorePlans, type PricingPageRow, type PricingPagesResult } from "./pricing-pages";

const BLANK_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;

const HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Example product</title></head><body>
<header><nav><a href="/">Home</a> <a href="/pricing">Pricing</a></nav></header>
<main><h1>Example product</h1><p>The product whose pricing page is evaluated.</p><p><a href="/pricing">See pricing</a></p></main>
</body></html>`;

interface Site {
  origin: string;
  close(): Promise<void>;
}

/** One site on its own port: the home page at /, the page's bytes at /pricing (or, single, at / alone). */
export async function startPricingSite(page: Buffer, single = false): Promise<Site> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname.replace(/\/+$/, "") || "/";
    const send = (status: number, type: string, body: Buffer) => {
      res.writeHead(status, { "Content-Type": type, "Content-Length": String(body.length) });
      res.end(req.method === "HEAD" ? undefined : body);
    };
    if (pathname === "/robots.txt") return send(200, "text/plain", Buffer.from("User-agent: *\nAllow: /\n"));
    if (IMAGE.test(pathname)) return send(200, "image/png", BLANK_PNG);
    if (pathname === "/") return single ? send(200, "text/html", page) : send(200, "text/html; charset=utf-8", Buffer.from(HOME));
    if (pathname === "/pricing" && !single) return send(200, "text/html", page);
    return send(404, "text/html; charset=utf-8", Buffer.from("<!doctype html><html><body><h1>Not found</h1></body></html>"));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** One page read through the product: its scored row, where the pricing page was found, what the scan said. */
export interface E2EPricingRun {
  row: PricingPageRow;
  /** The pricing page the scan found (its URL), or null when discovery did not find one. */
  pricingUrl: string | null;
  /** How the scan fetched the site: "browser" (rendered in Chromium) or "http". */
  fetchMode: string | null;
  warnings: string[];
  error: string | null;
}

/**
 * How the site is laid out and registered: "home" (registered with its home page, discovery finds
 * /pricing), "pricing" (registered with the pricing page's URL) or "single" (a one-page site: the
 * page is the home page, registered with it, and there is no /pricing).
 */
export type Entry = "home" | "pricing" | "single";

async function runPage(page: ReturnType<typeof loadPricingLabels>[number], timeoutMs: number, entry: Entry): Promise<E2EPricingRun> {
  const site = await startPricingSite(readFileSync(page.file), entry === "single");
  const started = Date.now();
  try {
    const { token } = await makeUser(`Eval ${page.id}`);
    const created = await call(createRoute, "http://localhost/api/competitors", {
      token,
      body: { name: page.id, url: entry === "pricing" ? `${site.origin}/pricing` : site.origin, checkFrequency: "1d", type: "competitor", metadata: { domain: site.origin.replace(/^http:\/\//, "") } },
    });
    if (created.status !== 201) throw new Error(`${page.id}: creating the competitor failed: ${created.status} ${JSON.stringify(created.body)}`);
    const id = created.body.data.id as string;
    const job = await waitForJob(created.body.data.baselineCaptureEventId, timeoutMs);
    const ms = Date.now() - started;
    const read = await call(snapshotsRoute, `http://localhost/api/competitors/${id}/snapshots?limit=1`, { token, params: { id } });
    const snap = ((read.body?.data ?? []) as ApiBody[])[0];
    const plans = (snap?.extractedData?.pricingPlans ?? []) as PricingPlan[];
    const metadata = (snap?.metadata ?? {}) as ApiBody;
    const pages = (metadata.pages ?? []) as Array<{ kind?: string; url?: string }>;
    const row = scorePlans(page.id, page.part, plans, { confidence: Number(snap?.confidence ?? 0), doubted: Boolean(metadata.pricingDoubt), ms }, page.plans);
    return {
      row,
      pricingUrl: pages.find((p) => p.kind === "pricing")?.url ?? null,
      fetchMode: typeof metadata.fetchMode === "string" ? metadata.fetchMode : null,
      warnings: (metadata.warnings as string[] | undefined) ?? [],
      error: job.status === "completed" ? (snap ? null : "no snapshot") : `${job.status}: ${job.error ?? JSON.stringify(job.result)}`,
    };
  } finally {
    await site.close();
  }
}

/** Reads every labelled page of the folder through the product (`parallel` at once) and scores them. */
export async function runPricingE2E(
  folder: string,
  opts: { pages?: string[]; parallel?: number; log?: (line: string) => void; scanTimeoutMs?: number; entry?: Entry } = {},
): Promise<{ result: PricingPagesResult; runs: E2EPricingRun[] }> {
  const pages = loadPricingLabels(folder).filter((p) => !opts.pages?.length || opts.pages.includes(p.id));
  const runs: E2EPricingRun[] = new Array(pages.length);
  let next = 0;
  const lanes = Math.max(1, Math.min(opts.parallel ?? 3, pages.length));
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < pages.length) {
        const i = next++;
        runs[i] = await runPage(pages[i], opts.scanTimeoutMs ?? 180_000, opts.entry ?? "home");
        const r = runs[i];
        opts.log?.(`${pages[i].id}: ${r.error ?? "completed"}, ${r.row.plans.length} plans, pricing page ${r.pricingUrl ?? "not found"} (${(r.row.ms / 1000).toFixed(1)} s)`);
      }
    }),
  );
  return { result: pricingResult(runs.map((r) => r.row)), runs };
}
