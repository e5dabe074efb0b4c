import { describe, expect, it } from "vitest";
import { sitemapUrls } from "./sitemap";

describe("sitemapUrls", () => {
  it("reads the <loc> of a urlset and of a sitemap index, in order", () => {
    const urlset = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://a.example/</loc><lastmod>2025-03-14</lastmod></url>
  <url>
    <loc>
      https://a.example/pricing
    </loc>
  </url>
</urlset>`;
    expect(sitemapUrls(urlset)).toEqual(["https://a.example/", "https://a.example/pricing"]);
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://a.example/s1.xml</loc></sitemap><sitemap><loc>https://a.example/s2.xml</loc></sitemap></sitemapindex>`;
    expect(sitemapUrls(index)).toEqual(["https://a.example/s1.xml", "https://a.example/s2.xml"]);
  });

  it("decodes every XML entity and CDATA", () => {
    expect(
      sitemapUrls(`<urlset><url><loc>https://a.example/x?a=1&amp;b=&lt;2&gt;&apos;</loc></url><url><loc>https://a.example/&#x41;&#66;</loc></url><url><loc><![CDATA[https://a.example/y?a&b]]></loc></url></urlset>`),
    ).toEqual(["https://a.example/x?a=1&b=<2>'", "https://a.example/AB", "https://a.example/y?a&b"]);
  });

  it("skips comments and the <loc> of images, videos and alternates", () => {
    const xml = `<urlset xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <!-- <url><loc>https://a.example/old</loc></url> -->
  <url><loc>https://a.example/page</loc><image:image><image:loc>https://a.example/i.png</image:loc></image:image>
  <xhtml:link rel="alternate" hreflang="de" href="https://a.example/de"/></url>
</urlset>`;
    expect(sitemapUrls(xml)).toEqual(["https://a.example/page"]);
  });

  it("accepts a namespace prefix, attributes and upper-case tags", () => {
    expect(sitemapUrls(`<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>https://a.example/p</sm:loc></sm:url></sm:urlset>`)).toEqual([
      "https://a.example/p",
    ]);
    expect(sitemapUrls(`<URLSET><URL><LOC id="1">https://a.example/q</LOC></URL></URLSET>`)).toEqual(["https://a.example/q"]);
  });

  it("reads truncated or concatenated files as far as they go, and nothing from a page that is not a sitemap", () => {
    expect(sitemapUrls(`<urlset><url><loc>https://a.example/p</loc></url><url><loc>https://a.exa`)).toEqual(["https://a.example/p", "https://a.exa"]);
    const one = `<?xml version="1.0"?><urlset><url><loc>https://a.example/1</loc></url></urlset>`;
    const two = `<?xml version="1.0"?><urlset><url><loc>https://a.example/2</loc></url></urlset>`;
    expect(sitemapUrls(`${one}\n${two}`)).toEqual(["https://a.example/1", "https://a.example/2"]);
    expect(sitemapUrls(`<html><body><loc>https://a.example/x</loc></body></html>`)).toEqual([]);
  });

  it("expands no DTD entity (no billion laughs, no external entity)", () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY f SYSTEM "file:///etc/passwd">]><urlset><url><loc>https://a.example/&b;&f;</loc></url></urlset>`;
    expect(sitemapUrls(laughs)).toEqual(["https://a.example/&b;&f;"]);
  });
});
