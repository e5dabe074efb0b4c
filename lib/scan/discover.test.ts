import { describe, expect, it } from "vitest";
import { listSites, loadExpected, readSiteFile } from "../../tests/fixtures/fixture-sites";
import { discoverPages, sitemapUrls } from "./discover";

const home = (body: string) => `<!DOCTYPE html><html><head><title>Acme</title></head><body>${body}</body></html>`;

describe("discoverPages", () => {
  it("finds pages from navigation labels and strips tracking parameters", () => {
    const html = home(`<header><nav>
      <a href="/product?utm_source=nav">Product</a><a href="/integrations#top">Integrations</a><a href="/pricing?ref=nav&gclid=1">Pricing</a>
      <a href="/blog">Blog</a><a href="https://app.acme.example/login">Log in</a></nav></header>`);
    expect(discoverPages("https://acme.example/", html)).toEqual({
      pricing: "https://acme.example/pricing",
      features: "https://acme.example/product",
      integrations: "https://acme.example/integrations",
    });
  });

  it.each([
    ["German", ["Preise", "/de/preise"], ["Funktionen", "/de/funktionen"], ["Integrationen", "/de/integrationen"]],
    ["French", ["Tarifs", "/fr/tarifs"], ["Fonctionnalités", "/fr/fonctionnalites"], ["Intégrations", "/fr/integrations"]],
    ["Spanish", ["Precios", "/es/precios"], ["Funcionalidades", "/es/funcionalidades"], ["Integraciones", "/es/integraciones"]],
    ["Italian", ["Prezzi", "/it/prezzi"], ["Funzionalità", "/it/funzionalita"], ["Integrazioni", "/it/integrazioni"]],
  ])("understands %s labels", (_lang, pricing, features, integrations) => {
    const html = home(`<nav>${[features, integrations, pricing].map(([label, href]) => `<a href="${href}">${label}</a>`).join("")}</nav>`);
    expect(discoverPages("https://acme.example/", html)).toEqual({
      pricing: `https://acme.example${pricing[1]}`,
      features: `https://acme.example${features[1]}`,
      integrations: `https://acme.example${integrations[1]}`,
    });
  });

  it("uses labels even when the URL says nothing, and URLs even when the label is an icon", () => {
    const html = home(`<nav><a href="/p/3">Plans &amp; Pricing</a><a href="/apps" aria-label="App marketplace"><img src="/i.svg" alt=""></a></nav>`);
    expect(discoverPages("https://acme.example/", html)).toEqual({
      pricing: "https://acme.example/p/3",
      integrations: "https://acme.example/apps",
    });
  });

  it("falls back to the sitemap when the home page has no links (script-rendered navigation)", () => {
    const sitemap = `<?xml version="1.0"?><urlset><url><loc>https://acme.example/</loc></url><url><loc>https://acme.example/blog/pricing-update</loc></url>
      <url><loc>https://acme.example/pricing</loc></url><url><loc>https://acme.example/features</loc></url><url><loc>https://acme.example/docs/integrations/slack</loc></url>
      <url><loc>https://acme.example/integrations</loc></url></urlset>`;
    expect(discoverPages("https://acme.example/", home(`<div id="root"></div>`), sitemap)).toEqual({
      pricing: "https://acme.example/pricing",
      features: "https://acme.example/features",
      integrations: "https://acme.example/integrations",
    });
  });

  it("prefers navigation links over deep or blog URLs and ignores other origins", () => {
    const html = home(`<main><a href="/blog/our-new-pricing">Our new pricing</a><a href="https://other.example/pricing">Pricing</a>
      <a href="/resources/guides/pricing-plans-explained">Pricing plans explained</a></main><nav><a href="/plans">Plans</a></nav>`);
    expect(discoverPages("https://acme.example/", html)).toEqual({ pricing: "https://acme.example/plans" });
  });

  it("accepts www/apex differences as the same site and skips anchors to the home page", () => {
    const html = home(`<nav><a href="#pricing">Pricing</a><a href="https://www.acme.example/#features">Features</a><a href="https://www.acme.example/pricing">Pricing</a></nav>`);
    expect(discoverPages("https://acme.example/", html)).toEqual({ pricing: "https://www.acme.example/pricing" });
  });

  it("returns nothing for a home page without relevant links", () => {
    expect(discoverPages("https://acme.example/", home(`<nav><a href="/about">About</a><a href="/careers">Jobs</a></nav>`))).toEqual({});
  });

  describe("fixture sites", () => {
    for (const site of listSites()) {
      const expected = loadExpected(site);
      it(`${site} (${expected.discovery.source})`, () => {
        const origin = "http://127.0.0.1:4000";
        const html = readSiteFile(site, "home.html", "v1", origin)!;
        let sitemap = readSiteFile(site, "sitemap.xml", "v1", origin) ?? undefined;
        if (sitemap && /<sitemapindex/.test(sitemap)) {
          sitemap = sitemapUrls(sitemap).map((u) => readSiteFile(site, u.split("/").pop()!, "v1", origin) ?? "").join("\n");
        }
        const found = discoverPages(`${origin}/${site}/`, html, sitemap);
        const want = Object.fromEntries(
          (["pricing", "features", "integrations"] as const).filter((k) => expected.discovery[k]).map((k) => [k, origin + expected.discovery[k]]),
        );
        expect(found).toEqual(want);
        if (expected.discovery.source === "sitemap") expect(discoverPages(`${origin}/${site}/`, html)).toEqual({});
        // the noise version links with different tracking parameters: same result
        const noisy = readSiteFile(site, "home.html", "noise", origin)!;
        expect(discoverPages(`${origin}/${site}/`, noisy, sitemap)).toEqual(found);
      });
    }
  });
});

describe("sitemapUrls", () => {
  it("reads <loc> values including CDATA and entities", () => {
    expect(sitemapUrls(`<urlset><url><loc> https://a.example/x?a=1&amp;b=2 </loc></url><url><loc><![CDATA[https://a.example/y]]></loc></url></urlset>`)).toEqual([
      "https://a.example/x?a=1&b=2",
      "https://a.example/y",
    ]);
  });
});
