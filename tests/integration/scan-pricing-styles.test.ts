/**
 * Real scans (API → worker → fetch over HTTP → discovery → extraction → Postgres) of the fixture sites
 * written in the common pricing-page styles, checked on the stored snapshot the way a user would read it:
 *
 * - docuvine: "per user/month" plans, a monthly/yearly toggle holding both prices, add-on cards with
 *   the same markup as plan cards under "Add-ons", a "Custom" plan with Contact sales;
 * - buildrail: a pricing page served without <html>/<head>/<body>, the price as the card heading and
 *   the plan name in a <p> below it, "per seat/month", a usage price inside one card, two plan groups
 *   (Cloud, Self-hosted);
 * - gumleaf: an Australian site (lang en-AU, JSON-LD priceCurrency AUD) writing "$8", "per member /
 *   month", subscriptions and one-off desktop licences as two groups in tab panels.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { GET as competitorRoute } from "@/app/api/competitors/[id]/route";
import { GET as snapshotsRoute } from "@/app/api/competitors/[id]/snapshots/route";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import type { ExtractedData, SnapshotMetadata } from "@/lib/scan/types";
import { loadExpected } from "@/tests/fixtures/fixture-sites";
import { startFixtureServer, type FixtureServer } from "@/tests/fixtures/site-server";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";
import type { PricingPlan } from "@/lib/pricing/types";

const SITES = ["docuvine", "buildrail", "gumleaf"] as const;
type Site = (typeof SITES)[number];

interface Scanned {
  jobStatus: string;
  data: ExtractedData;
  metadata: SnapshotMetadata;
  pricingPage: string | null;
}

let sites: FixtureServer;
let runner: Runner;
const scanned = new Map<Site, Scanned>();

async function scanSite(token: string, site: Site): Promise<Scanned> {
  const host = sites.url(site, "/").replace(/^http:\/\//, "").replace(/\/$/, "");
  const created = await call(createRoute, "http://localhost/api/competitors", {
    token,
    body: { name: loadExpected(site).name, checkFrequency: "1d", type: "competitor", metadata: { domain: host } },
  });
  if (created.status !== 201) throw new Error(`${site}: ${created.status} ${JSON.stringify(created.body)}`);
  const c = created.body.data;
  const job = await waitForJob(c.baselineCaptureEventId, 150_000);
  const snaps = await call(snapshotsRoute, `http://localhost/api/competitors/${c.id}/snapshots`, { token, params: { id: c.id } });
  const detail = await call(competitorRoute, `http://localhost/api/competitors/${c.id}`, { token, params: { id: c.id } });
  const latest = snaps.body.data?.[0];
  return { jobStatus: job.status, data: latest?.extractedData, metadata: latest?.metadata, pricingPage: detail.body.data?.pages?.pricing ?? null };
}

beforeAll(async () => {
  allowLoopbackScans();
  sites = await startFixtureServer();
  for (const s of SITES) sites.setVersion(s, "v1");
  runner = await startWorker({ concurrency: 2, crontab: false, tasks: ["scan.competitor"] });
  const { token } = await makeUser();
  const results = await Promise.all(SITES.map((s) => scanSite(token, s)));
  SITES.forEach((s, i) => scanned.set(s, results[i]));
}, 300_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  await sites?.close();
});

const snap = (site: Site) => scanned.get(site)!;
const plans = (site: Site): PricingPlan[] => snap(site).data.pricingPlans;
const plan = (site: Site, name: string) => {
  const found = plans(site).find((p) => p.name === name);
  expect(found, `${site}: no plan "${name}" among ${JSON.stringify(plans(site).map((p) => p.name))}`).toBeTruthy();
  return found!;
};
const money = (p: PricingPlan) => ({ price: p.price, currency: p.currency, period: p.period, unit: p.unit });

describe("scans of the fixture sites in the common pricing styles", () => {
  it.each(SITES)("%s: the scan completes, finds the pricing page and stores the plans of expected.json", (site) => {
    const s = snap(site);
    const expected = loadExpected(site);
    expect(s.jobStatus).toBe("completed");
    expect(s.metadata.hasPricingPage).toBe(true);
    expect(s.pricingPage).toContain(expected.discovery.pricing);
    expect(s.data.pricingPlans.map((p) => p.name)).toEqual(expected.plans.map((p) => p.name));
    for (const exp of expected.plans) {
      const got = plan(site, exp.name);
      expect({ ...money(got), annualPrice: got.annualPrice ?? null, highlighted: got.highlighted ?? false }, `${site}/${exp.name}`).toEqual({
        price: exp.price, currency: exp.currency, period: exp.period, unit: exp.unit, annualPrice: exp.annualPrice ?? null, highlighted: exp.highlighted ?? false,
      });
      expect(got.features, `${site}/${exp.name} features`).toEqual(exp.features);
      expect(got.addOns, `${site}/${exp.name} add-ons`).toEqual(exp.addOns);
    }
    expect(s.data.pricingAddOns ?? []).toEqual(expected.pricingAddOns ?? []);
  });
});

describe("docuvine: per-user plans, a monthly/yearly toggle and add-on cards", () => {
  it("keeps the plans priced 'per user/month' with their unit", () => {
    expect(money(plan("docuvine", "Team"))).toEqual({ price: 12, currency: "USD", period: "month", unit: "user" });
    expect(money(plan("docuvine", "Business"))).toEqual({ price: 29, currency: "USD", period: "month", unit: "user" });
    expect(money(plan("docuvine", "Free"))).toMatchObject({ price: 0, currency: "USD" });
  });

  it("reads both prices of the monthly/yearly toggle", () => {
    expect(plan("docuvine", "Team").annualPrice).toBe(10);
    expect(plan("docuvine", "Business").annualPrice).toBe(24);
    expect(plan("docuvine", "Team").highlighted).toBe(true);
  });

  it("does not take the add-on cards for plans and lists them as page add-ons", () => {
    expect(plans("docuvine").map((p) => p.name)).toEqual(["Free", "Team", "Business", "Enterprise"]);
    const addOns = snap("docuvine").data.pricingAddOns ?? [];
    for (const [name, price] of [["Extra storage", "$5"], ["Docuvine Answers", "$8"], ["Custom domain", "$10"]]) {
      expect(plans("docuvine").some((p) => p.name.includes(name))).toBe(false);
      expect(addOns.some((a) => a.includes(name) && a.includes(price)), `"${name} ${price}" in ${JSON.stringify(addOns)}`).toBe(true);
    }
    for (const p of plans("docuvine")) expect(p.addOns, p.name).toEqual([]);
  });

  it("keeps the 'Custom' plan with Contact sales, without a price", () => {
    expect(money(plan("docuvine", "Enterprise"))).toEqual({ price: null, currency: null, period: null, unit: null });
  });
});

describe("buildrail: a page without <html>, names below prices, per-seat plans, a usage price, two groups", () => {
  it("reads the pricing page served without <html>/<head>/<body> into plans and markdown", () => {
    const d = snap("buildrail").data;
    expect(d.pricingPlans.length).toBe(5);
    expect(d.pricingMarkdown).toContain("Pay for seats, not for waiting");
    expect(d.pricingMarkdown).toContain("Self-hosted");
    expect(d.pricingMarkdown).toContain("€0.008 per extra build minute");
  });

  it("names each card by the name below its price, never by the price", () => {
    expect(plans("buildrail").map((p) => p.name)).toEqual(["Free", "Team", "Enterprise", "Community", "Business"]);
    for (const p of plans("buildrail")) expect(p.name).not.toMatch(/€|\d|custom/i);
  });

  it("keeps the plans priced 'per seat/month' with their unit", () => {
    expect(money(plan("buildrail", "Team"))).toEqual({ price: 25, currency: "EUR", period: "month", unit: "seat" });
    expect(money(plan("buildrail", "Business"))).toEqual({ price: 19, currency: "EUR", period: "month", unit: "seat" });
    expect(plan("buildrail", "Team").highlighted).toBe(true);
    expect(money(plan("buildrail", "Enterprise"))).toEqual({ price: null, currency: null, period: null, unit: null });
  });

  it("attaches '€0.008 per extra build minute' to Team and to no other plan", () => {
    expect(plan("buildrail", "Team").addOns).toEqual(["€0.008 per extra build minute"]);
    for (const p of plans("buildrail").filter((x) => x.name !== "Team")) expect(p.addOns, p.name).toEqual([]);
  });

  it("keeps the Cloud and Self-hosted plans apart, each group with its own label", () => {
    const cloud = ["Free", "Team", "Enterprise"].map((n) => plan("buildrail", n).group);
    const selfHosted = ["Community", "Business"].map((n) => plan("buildrail", n).group);
    expect(cloud.every((g) => !!g && g === cloud[0])).toBe(true);
    expect(selfHosted.every((g) => !!g && g === selfHosted[0])).toBe(true);
    expect(cloud[0]).not.toBe(selfHosted[0]);
    expect(cloud[0]).toMatch(/cloud/i);
    expect(selfHosted[0]).toMatch(/self-hosted/i);
  });
});

describe("gumleaf: Australian dollars, per-member plans, subscriptions and one-off licences", () => {
  it("reads '$' on an en-AU page declaring AUD as Australian dollars", () => {
    const priced = plans("gumleaf").filter((p) => p.price !== null);
    expect(priced.length).toBe(5);
    for (const p of priced) expect(p.currency, p.name).toBe("AUD");
  });

  it("keeps the plans priced 'per member / month' with their unit", () => {
    expect(money(plan("gumleaf", "Team"))).toEqual({ price: 8, currency: "AUD", period: "month", unit: "member" });
    expect(money(plan("gumleaf", "Organisation"))).toEqual({ price: 15, currency: "AUD", period: "month", unit: "member" });
    expect(money(plan("gumleaf", "Starter"))).toMatchObject({ price: 0, currency: "AUD" });
  });

  it("marks the flagged 'Best for teams' plan as highlighted", () => {
    expect(plans("gumleaf").filter((p) => p.highlighted).map((p) => p.name)).toEqual(["Team"]);
  });

  it("keeps the one-off desktop licences as one-time prices", () => {
    expect(money(plan("gumleaf", "Personal licence"))).toEqual({ price: 89, currency: "AUD", period: "one-time", unit: null });
    expect(money(plan("gumleaf", "Studio licence"))).toEqual({ price: 249, currency: "AUD", period: "one-time", unit: null });
  });

  it("keeps the subscription and licence groups apart, each labelled as the page labels it", () => {
    const cloud = ["Starter", "Team", "Organisation"].map((n) => plan("gumleaf", n).group);
    const desktop = ["Personal licence", "Studio licence"].map((n) => plan("gumleaf", n).group);
    expect(cloud.every((g) => !!g && g === cloud[0])).toBe(true);
    expect(desktop.every((g) => !!g && g === desktop[0])).toBe(true);
    expect(cloud[0]).not.toBe(desktop[0]);
    // the tabs read "Cloud workspace" and "Desktop licence"; a label by billing kind also tells them apart
    expect(cloud[0]).toMatch(/cloud|workspace|subscription|monthly/i);
    expect(desktop[0]).toMatch(/desktop|licen[cs]e|one-time|one-off/i);
  });

  it("lists the update renewal under the licences as a page add-on, not as a plan", () => {
    const addOns = snap("gumleaf").data.pricingAddOns ?? [];
    expect(addOns.some((a) => a.includes("$39")), JSON.stringify(addOns)).toBe(true);
    expect(plans("gumleaf").some((p) => p.price === 39)).toBe(false);
  });
});
