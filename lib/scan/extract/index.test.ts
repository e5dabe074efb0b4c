import { describe, expect, it } from "vitest";
import { listSites, loadExpected, readSiteFile, sitePages } from "../../../tests/fixtures/fixture-sites";
import type { ExtractionResult } from "../types";
import { simplify } from "./strings";
import { extractSite, looksScriptRendered } from "./index";

const sites = listSites();
const run = (site: string, version: "v1" | "v2" | "noise" = "v1") => extractSite(sitePages(site, version));
const names = (list: Array<{ name: string }>) => list.map((x) => x.name);
const colorsOf = (r: ExtractionResult) => r.pages.find((p) => p.kind === "home")!.colors;

describe("extractSite on the fixture sites (v1)", () => {
  it("has at least six fixture sites in different styles", () => {
    expect(sites.length).toBeGreaterThanOrEqual(6);
  });

  for (const site of sites) {
    const expected = loadExpected(site);
    it(`${site}: plans, features, integrations, capabilities, markdown, signals`, () => {
      const r = run(site);
      const d = r.extractedData;
      if (expected.needsBrowser) {
        expect(d.pricingPlans).toEqual([]);
        expect(r.needsBrowser).toBe(true);
        expect(r.warnings?.join(" ")).toMatch(/JavaScript/);
        expect(r.confidence).toBeLessThanOrEqual(0.5);
      } else {
        expect(d.pricingPlans.map((p) => [p.name, p.price, p.currency, p.period, p.unit, p.annualPrice ?? null])).toEqual(
          expected.plans.map((p) => [p.name, p.price, p.currency, p.period, p.unit, p.annualPrice ?? null]),
        );
        expect(r.needsBrowser).toBe(false);
        expect(r.confidence).toBeGreaterThanOrEqual(0.9);
      }
      const featureNames = new Set(d.features.map((f) => simplify(f.name)));
      expect(expected.features.filter((f) => !featureNames.has(simplify(f)))).toEqual([]);
      const integrationNames = new Set(d.aiExtractedData.integrations.map((i) => simplify(i.name)));
      expect(expected.integrations.filter((i) => !integrationNames.has(simplify(i)))).toEqual([]);
      expect(d.aiExtractedData.keyCapabilities.length).toBeGreaterThan(0);
      expect(d.markdown).toMatch(/^# /);
      expect(d.featuresMarkdown.length).toBeGreaterThan(100);
      expect(r.pages.map((p) => p.kind)).toEqual(sitePages(site).map((p) => p.kind));
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    });
  }
});

describe("noise versions produce exactly the v1 result", () => {
  for (const site of sites) {
    it(site, () => {
      expect(run(site, "noise")).toEqual(run(site));
    });
  }
});

describe("v2 versions produce the intended differences", () => {
  for (const site of sites) {
    const expected = loadExpected(site);
    it(site, () => {
      const before = run(site);
      const after = run(site, "v2");
      const changes = expected.v2;
      const a = before.extractedData;
      const b = after.extractedData;

      if (!expected.needsBrowser) {
        for (const change of changes.priceChanges) {
          expect(a.pricingPlans.find((p) => p.name === change.plan)?.price).toBe(change.from);
          expect(b.pricingPlans.find((p) => p.name === change.plan)?.price).toBe(change.to);
          if (change.annualTo !== undefined) expect(b.pricingPlans.find((p) => p.name === change.plan)?.annualPrice).toBe(change.annualTo);
        }
        const added = names(b.pricingPlans).filter((n) => !names(a.pricingPlans).includes(n));
        const removed = names(a.pricingPlans).filter((n) => !names(b.pricingPlans).includes(n));
        expect(added).toEqual(changes.plansAdded);
        expect(removed).toEqual(changes.plansRemoved);
        // nothing else about the untouched plans changed
        for (const plan of a.pricingPlans) {
          if (changes.priceChanges.some((c) => c.plan === plan.name) || removed.includes(plan.name)) continue;
          expect(b.pricingPlans.find((p) => p.name === plan.name)).toEqual(plan);
        }
      } else {
        expect(b.pricingPlans).toEqual([]); // still invisible without a browser
      }

      expect(names(b.features).filter((n) => !names(a.features).includes(n))).toEqual(changes.featuresAdded);
      expect(names(a.features).filter((n) => !names(b.features).includes(n))).toEqual([]);
      const ia = names(a.aiExtractedData.integrations);
      const ib = names(b.aiExtractedData.integrations);
      expect(ia.filter((n) => !ib.includes(n))).toEqual(changes.integrationsRemoved);
      expect(ib.filter((n) => !ia.includes(n))).toEqual([]);

      for (const h of changes.headingsAdded) {
        const pa = before.pages.find((p) => p.kind === h.page)!;
        const pb = after.pages.find((p) => p.kind === h.page)!;
        expect(pa.headings).not.toContain(h.heading);
        expect(pb.headings).toContain(h.heading);
        expect(pb.textHash).not.toBe(pa.textHash);
      }
      for (const c of changes.colorsAdded) {
        expect(colorsOf(before)).not.toContain(c);
        expect(colorsOf(after)).toContain(c);
      }
      for (const c of changes.colorsRemoved) {
        expect(colorsOf(before)).toContain(c);
        expect(colorsOf(after)).not.toContain(c);
      }
    });
  }
});

describe("script-rendered pages", () => {
  it("flags the static pricing page and extracts from the browser-rendered copy", () => {
    const expected = loadExpected("pulsemetrics");
    const pages = sitePages("pulsemetrics");
    expect(looksScriptRendered(pages.find((p) => p.kind === "pricing")!.html)).toBe(true);
    const rendered = readSiteFile("pulsemetrics", expected.renderedPricing!)!;
    expect(looksScriptRendered(rendered)).toBe(false);
    const r = extractSite(pages.map((p) => (p.kind === "pricing" ? { ...p, html: rendered } : p)));
    expect(r.needsBrowser).toBe(false);
    expect(names(r.extractedData.pricingPlans)).toEqual(names(expected.plans));
    expect(r.confidence).toBeGreaterThan(0.9);
  });

  it("does not flag ordinary server-rendered pages", () => {
    for (const site of sites.filter((s) => !loadExpected(s).needsBrowser)) {
      for (const p of sitePages(site)) expect(looksScriptRendered(p.html), `${site}/${p.kind}`).toBe(false);
    }
  });
});

describe("extractSite with missing pages", () => {
  it("falls back to pricing on the home page and lowers confidence", () => {
    const html = `<!DOCTYPE html><html><head><title>Mini</title></head><body><main><h1>Mini CRM for freelancers</h1>
      <section><h2>Pricing</h2><div><div><h3>Solo</h3><p>$5/mo</p></div><div><h3>Studio</h3><p>$15/mo</p></div></div></section></main></body></html>`;
    const r = extractSite([{ kind: "home", url: "https://mini.example/", html }]);
    expect(names(r.extractedData.pricingPlans)).toEqual(["Solo", "Studio"]);
    expect(r.extractedData.pricingMarkdown).toBe("");
    expect(r.confidence).toBeLessThan(0.8);
  });

  it("keeps the pricing page's doubt when the home page has no plans either", () => {
    const pricing = `<!DOCTYPE html><html lang="en"><head><title>Pricing – Lumen Notes</title></head><body><main><h1>Pricing</h1>
      <p>Lumen Notes is billed per workspace. Every workspace starts at</p><p><strong>$12 / month</strong></p>
      <p>and larger teams can ask us for a quote.</p></main></body></html>`;
    const home = `<!DOCTYPE html><html lang="en"><head><title>Lumen Notes</title></head><body><main><h1>Lumen Notes</h1>
      <p>Shared notes for small teams.</p><a href="/pricing">Pricing</a></main></body></html>`;
    const alone = extractSite([{ kind: "pricing", url: "https://lumen.example/pricing", html: pricing }]);
    const site = extractSite([
      { kind: "home", url: "https://lumen.example/", html: home },
      { kind: "pricing", url: "https://lumen.example/pricing", html: pricing },
    ]);
    expect(alone.extractedData.pricingPlans).toEqual([]);
    expect(alone.pricingDoubt).toBe("The page shows prices but no plan could be read from them.");
    // the site's scan (home page + pricing page) says the same as the pricing page read alone
    expect(site.extractedData.pricingPlans).toEqual([]);
    expect(site.pricingDoubt).toBe(alone.pricingDoubt);
    expect(site.confidence).toBeLessThanOrEqual(0.5);
  });

  it("says so when a one-page site shows a price but no plan", () => {
    const html = `<!DOCTYPE html><html lang="en"><head><title>Lumen Notes</title></head><body><main><h1>Lumen Notes</h1>
      <p>Every workspace is billed on its own and starts at</p><p><strong>$12 / month</strong></p><p>Larger teams ask us for a quote.</p></main></body></html>`;
    const r = extractSite([{ kind: "home", url: "https://lumen.example/", html }]);
    expect(r.extractedData.pricingPlans).toEqual([]);
    expect(r.pricingDoubt).toBe("The page shows prices but no plan could be read from them.");
  });

  it("reads the plans of the home page when the pricing page has none, and still says the pricing page's prices were not read", () => {
    const pricing = `<!DOCTYPE html><html lang="en"><head><title>Pricing – Lumen Notes</title></head><body><main><h1>Pricing</h1>
      <p>Lumen Notes is billed per workspace. Every workspace starts at</p><p><strong>$12 / month</strong></p>
      <p>and larger teams can ask us for a quote.</p></main></body></html>`;
    const home = `<!DOCTYPE html><html><head><title>Lumen Notes</title></head><body><main><h1>Shared notes for small teams</h1>
      <section><h2>Pricing</h2><div><div><h3>Pocket</h3><p>$4/mo</p></div><div><h3>Crew</h3><p>$11/mo</p></div></div></section></main></body></html>`;
    const r = extractSite([
      { kind: "home", url: "https://lumen.example/", html: home },
      { kind: "pricing", url: "https://lumen.example/pricing", html: pricing },
    ]);
    expect(names(r.extractedData.pricingPlans)).toEqual(["Pocket", "Crew"]);
    expect(r.pricingDoubt).toBe("The page shows prices but no plan could be read from them.");
  });

  it("returns an empty result with zero-ish confidence for no pages", () => {
    const r = extractSite([]);
    expect(r.extractedData.pricingPlans).toEqual([]);
    expect(r.extractedData.markdown).toBe("");
    expect(r.pages).toEqual([]);
    expect(r.confidence).toBe(0);
  });
});
