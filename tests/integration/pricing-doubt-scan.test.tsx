/**
 * "Some plans may be missing" through a real scan (API → worker → HTTP fetch of a local site →
 * extraction → Postgres → snapshots API → the detail page's pricing card): a pricing page whose three
 * plans all show one price, one whose plans take their unit from a comparison table and not from their
 * own price, and a sound one. The first two are stored with a reason to doubt and the card says so;
 * the sound one is stored without and the card says nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Runner } from "graphile-worker";
import { renderToStaticMarkup } from "react-dom/server";
import { POST as createRoute } from "@/app/api/competitors/route";
import { GET as snapshotsRoute } from "@/app/api/competitors/[id]/snapshots/route";
import { PricingPlansCard } from "@/components/competitors/detail-cards";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import type { ExtractedData, SnapshotMetadata } from "@/lib/scan/types";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

const card = (name: string, price: string, items: string[]) =>
  `<div class="plan-card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">Choose ${name}</a></div>`;

const layout = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Home</a><a href="/pricing">Pricing</a></nav><main>${body}</main></body></html>`;

const PLANS = [
  ["Solo", 9, ["1 user", "5 projects"]],
  ["Team", 29, ["10 users", "50 projects"]],
  ["Scale", 99, ["Unlimited users", "Single sign-on"]],
] as const;

const cards = (price: (n: number) => string) => `<section class="pricing-plans">${PLANS.map(([name, n, items]) => card(name, price(n), [...items])).join("")}</section>`;

const table = (price: (n: number) => string) =>
  `<table><thead><tr><th>Compare</th>${PLANS.map(([name]) => `<th>${name}</th>`).join("")}</tr></thead><tbody>` +
  `<tr><td>Price</td>${PLANS.map(([, n]) => `<td>${price(n)}</td>`).join("")}</tr>` +
  `<tr><td>Projects</td><td>5</td><td>50</td><td>Unlimited</td></tr><tr><td>Support</td><td>Email</td><td>Phone</td><td>Dedicated</td></tr></tbody></table>`;

const PAGES: Record<string, string> = {
  samePrice: cards(() => "$19 / month"),
  foreignUnit: cards((n) => `$${n} / month`) + table((n) => `$${n} per user / month`),
  sound: cards((n) => `$${n} per user / month`),
};

type Kind = keyof typeof PAGES;

async function site(kind: Kind): Promise<{ server: http.Server; host: string }> {
  const server = http.createServer((req, res) => {
    const html = (body: string) => void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
    if (req.url === "/robots.txt") return void res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
    if (req.url === "/") return html(layout("Tallyo", `<h1>Tallyo keeps your books</h1><p>Invoices, receipts and reports for small teams.</p><a href="/pricing">See pricing</a>`));
    if (req.url === "/pricing") return html(layout("Pricing | Tallyo", `<h1>Pricing</h1>${PAGES[kind]}`));
    res.writeHead(404).end("not found");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, host: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const servers: http.Server[] = [];
let runner: Runner;

beforeAll(async () => {
  allowLoopbackScans();
  runner = await startWorker({ concurrency: 1, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  for (const s of servers) s.close();
});

/** Scans a local site showing `kind` and returns its stored snapshot as the API gives it. */
async function scanned(token: string, kind: Kind): Promise<{ data: ExtractedData; metadata: SnapshotMetadata }> {
  const { server, host } = await site(kind);
  servers.push(server);
  const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: `Tallyo ${kind}`, url: `http://${host}`, checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as string;
  expect((await waitForJob(created.body.data.baselineCaptureEventId, 120_000)).status).toBe("completed");
  const snaps = await call(snapshotsRoute, `http://localhost/api/competitors/${id}/snapshots`, { token, params: { id } });
  return { data: snaps.body.data[0].extractedData, metadata: snaps.body.data[0].metadata };
}

const pricingCard = (s: { data: ExtractedData; metadata: SnapshotMetadata }) =>
  renderToStaticMarkup(<PricingPlansCard plans={s.data.pricingPlans} doubt={s.metadata.pricingDoubt} addOns={s.data.pricingAddOns} />);

describe("a scanned pricing page whose plans fail a consistency check", () => {
  it("is stored with its reason and its pricing card says some plans may be missing; a sound page's card does not", { timeout: 300_000 }, async () => {
    const { token } = await makeUser();

    const same = await scanned(token, "samePrice");
    expect(same.data.pricingPlans.map((p) => [p.name, p.price])).toEqual([["Solo", 19], ["Team", 19], ["Scale", 19]]);
    expect(same.metadata.pricingDoubt).toMatch(/every plan shows the same price/);
    expect(pricingCard(same)).toContain("Some plans may be missing.");

    const foreign = await scanned(token, "foreignUnit");
    expect(foreign.data.pricingPlans.map((p) => [p.name, p.price, p.unit])).toEqual([["Solo", 9, "user"], ["Team", 29, "user"], ["Scale", 99, "user"]]);
    expect(foreign.metadata.pricingDoubt).toMatch(/not in its price's phrase/);
    expect(pricingCard(foreign)).toContain("Some plans may be missing.");

    const sound = await scanned(token, "sound");
    expect(sound.data.pricingPlans.map((p) => [p.name, p.price, p.unit])).toEqual([["Solo", 9, "user"], ["Team", 29, "user"], ["Scale", 99, "user"]]);
    expect(sound.metadata.pricingDoubt ?? null).toBeNull();
    expect(pricingCard(sound)).not.toContain("Some plans may be missing");
  });
});
