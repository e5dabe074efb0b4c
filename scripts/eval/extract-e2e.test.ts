/**
 * The end-to-end extraction harness on pages written here: served with no charset in their
 * Content-Type and none in a meta tag, one in windows-1252 and one in UTF-8, scanned through the API,
 * queue, worker and browser render, the plans read back from the snapshots API and scored; and a page
 * with a price but no plan, whose "Some plans may be missing" the API shows as the direct reading does.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Runner } from "graphile-worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessEnv } from "@/lib/env";
import { startWorker } from "@/lib/jobs/worker";
import { SCAN_JOB } from "@/lib/monitor/enqueue-scan";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { allowLoopbackScans } from "@/tests/helpers/scan";
import { runPricingE2E } from "./extract-e2e";
import { evalPricingPages } from "./pricing-pages";

const card = (name: string, price: string, note: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul><li>${note}</li><li>Support by email</li></ul><a href="/signup">Choose ${name}</a></div>`;

function page(title: string, cards: string[]): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><section class="plans">${cards.join("\n")}</section></main></body></html>`;
}

/** windows-1252 by hand: ASCII as is, the euro sign and é as their single bytes. */
function cp1252(text: string): Buffer {
  return Buffer.from([...text].map((ch) => (ch === "€" ? 0x80 : ch === "é" ? 0xe9 : ch.charCodeAt(0))));
}

let runner: Runner | undefined;
let folder = "";

beforeAll(async () => {
  allowLoopbackScans();
  setProcessEnv({ ANTHROPIC_API_KEY: "" });
  folder = mkdtempSync(path.join(os.tmpdir(), "extract-e2e-test-"));
  mkdirSync(path.join(folder, "pricing"));
  writeFileSync(
    path.join(folder, "pricing", "cafe-1252.html"),
    cp1252(page("Café plans", [card("Solo", "€9.90 / month", "One café"), card("Team", "€29 / month", "Five cafés"), card("Chain", "Contact us", "Every café")])),
  );
  writeFileSync(
    path.join(folder, "pricing", "rupee-utf8.html"),
    Buffer.from(page("Plans", [card("Lite", "₹499 / month", "One desk"), card("Plus", "₹1,499 / month", "Ten desks")]), "utf8"),
  );
  writeFileSync(
    path.join(folder, "pricing", "quote-only.html"),
    Buffer.from(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pricing</title></head><body><main><h1>Pricing</h1>
<p>Every workspace is billed on its own and starts at</p><p><strong>$12 / month</strong></p><p>Larger teams ask us for a quote.</p></main></body></html>`),
  );
  const plan = (name: string, price: number | null, currency: string | null) => ({ name, price, currency, period: price === null ? null : "month", unit: null });
  writeFileSync(
    path.join(folder, "pricing-labels.json"),
    JSON.stringify({
      pages: [
        { id: "cafe-1252", repo: "written/cafe", plans: [plan("Solo", 9.9, "EUR"), plan("Team", 29, "EUR"), plan("Chain", null, null)] },
        { id: "rupee-utf8", repo: "written/rupee", plans: [plan("Lite", 499, "INR"), plan("Plus", 1499, "INR")] },
        { id: "quote-only", repo: "written/quote", plans: [] },
      ],
    }),
  );
  runner = await startWorker({ concurrency: 1, scanConcurrency: 2, crontab: false, tasks: [SCAN_JOB] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  rmSync(folder, { recursive: true, force: true });
});

describe("extraction end to end (eval:extract:e2e harness)", () => {
  it("reads the plans of pages with no declared charset back through the API, in either encoding", async () => {
    const { runs } = await runPricingE2E(folder, { pages: ["cafe-1252", "rupee-utf8"], parallel: 2 });
    expect(runs.map((r) => [r.row.page, r.error, r.pricingUrl?.endsWith("/pricing")])).toEqual([
      ["cafe-1252", null, true],
      ["rupee-utf8", null, true],
    ]);
    for (const r of runs) {
      expect(r.row.misses, r.row.page).toEqual([]);
      expect(r.row.recall[0], r.row.page).toBe(r.row.recall[1]);
      expect(r.row.price[1], r.row.page).toBeGreaterThan(0);
    }
  }, 120_000);

  it("says some plans may be missing through the API when the direct reading says it", async () => {
    const { runs } = await runPricingE2E(folder, { pages: ["quote-only"] });
    const direct = evalPricingPages(folder).rows.find((r) => r.page === "quote-only")!;
    expect(direct.doubted).toBe(true);
    expect([runs[0].error, runs[0].row.plans, runs[0].row.doubted]).toEqual([null, [], true]);
  }, 120_000);
});
