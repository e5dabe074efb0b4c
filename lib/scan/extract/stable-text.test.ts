import { describe, expect, it } from "vitest";
import { cleanUrl, hashableText, looksLikeHash, normalizeAssetUrl, normalizeNoiseText } from "@/lib/scan/extract/stable-text";

describe("normalizeNoiseText", () => {
  it.each([
    ["Prices updated 5 minutes ago", "Prices"],
    ["Synced just now", ""],
    ["Last updated: an hour ago", ""],
    ["Deploy finished 3 hrs ago", "Deploy finished"],
    ["Rendered 2025-03-14T09:21:07Z", "Rendered"],
    ["Published 2025-03-14", "Published"],
    ["Offer ends in 2 days 4 hours", "Offer ends"],
    ["Sale: 6d 14h 22m 09s left", "Sale:"],
    ["Next batch at 14:05:33 UTC", "Next batch at"],
    ["Letzte Synchronisierung: 14.03.2025, 09:21 Uhr", "Letzte Synchronisierung:"],
    ["Stand: 14. März 2025.", "Stand:"],
    ["Posted on March 3, 2025 by Ana", "Posted on by Ana"],
    ["© 2025 Flowdesk Inc.", "© Flowdesk Inc."],
    ["© 2019–2025 Acme", "© Acme"],
    ["Build 8f3a2c1 · v4", "v4"],
    ["v4 · Build 8f3a2c1", "v4"],
    ["Request ID: 4f9a8b7c6d5e4f3a2b1c", ""],
    ["token a8f5f167f44f4964e6c998dee827110c here", "token here"],
    ["Page generated in 23 ms.", ""],
    ["vor 5 Minuten aktualisiert", "aktualisiert"],
  ])("%s", (input, expected) => {
    expect(normalizeNoiseText(input)).toBe(expected);
  });

  it("keeps prices, percentages, plan limits and ordinary numbers", () => {
    for (const text of ["$1,299 / month", "€49,90 pro Monat", "99.9% uptime SLA", "Up to 10,000 contacts", "24/7 support", "14-day free trial", "1:1 onboarding", "Save 17%", "$0.000000047683716 / KB", "0,000000123456789 € je Anfrage"]) {
      expect(normalizeNoiseText(text)).toBe(text);
    }
  });

  it("gives the same text for two loads that differ only by noise", () => {
    const a = "12,480 tasks shipped this week · Updated 5 minutes ago · Build 8f3a2c1";
    const b = "12,480 tasks shipped this week · Updated 17 minutes ago · Build c41d9e7";
    expect(hashableText(a)).toBe(hashableText(b));
  });
});

describe("cleanUrl", () => {
  it("drops tracking parameters and fragments but keeps meaningful ones, sorted", () => {
    expect(cleanUrl("https://x.com/pricing?utm_source=nav&utm_medium=web&gclid=abc&fbclid=1&ref=hero#plans")).toBe("https://x.com/pricing");
    expect(cleanUrl("https://x.com/p?plan=pro&utm_campaign=a&currency=eur")).toBe("https://x.com/p?currency=eur&plan=pro");
    expect(cleanUrl("https://x.com/p?mc_cid=1&mc_eid=2&_gl=1*abc&msclkid=9")).toBe("https://x.com/p");
  });
});

describe("normalizeAssetUrl", () => {
  it.each([
    ["/assets/app.3f9a1c.css", "https://x.com/assets/app.css"],
    ["/assets/main-8f2a9c1d.css", "https://x.com/assets/main.css"],
    ["/assets/styles.a81f3e2b.min.css", "https://x.com/assets/styles.min.css"],
    ["/assets/vendor.css?v=1741939200", "https://x.com/assets/vendor.css"],
    ["/static/css/site.min.css?ver=4.2.1&cb=1741939200", "https://x.com/static/css/site.min.css"],
    ["/_app/static/css/b7e41f09a2c3.css", "https://x.com/_app/static/css/[hash].css"],
    ["/build/1741939200/theme.css", "https://x.com/build/[hash]/theme.css"],
    ["/v4.2.1/theme.css", "https://x.com/[hash]/theme.css"],
    ["/css/h2-section.css", "https://x.com/css/h2-section.css"],
  ])("%s", (href, expected) => {
    expect(normalizeAssetUrl(href, "https://x.com/")).toBe(expected);
  });

  it("treats only hash-like parts as hashes", () => {
    expect(looksLikeHash("3f9a1c")).toBe(true);
    expect(looksLikeHash("styles")).toBe(false);
    expect(looksLikeHash("section-10")).toBe(false);
  });
});

describe("calendar dates", () => {
  it.each([
    ["Updated March 3rd", "Updated"],
    ["Last modified: 12/04/2025 by the team", "Last modified: by the team"],
    ["Wed, Nov 26, 2026", ""],
    ["Today: 26.11.2026", "Today:"],
  ])("a date that stamps the page is noise: %s", (input, expected) => {
    expect(normalizeNoiseText(input)).toBe(expected);
  });

  it.each([
    "On July 1st, we begin billing storage per region.",
    "Effective March 3rd, 2025, egress costs less for every plan.",
    "Seat fees are waived from 01/06/2026 for teams on annual billing.",
    "Ab dem 1. März 2026 kostet der Starter-Tarif mehr.",
  ])("a date a sentence speaks of stays: %s", (text) => {
    expect(normalizeNoiseText(text)).toBe(text);
  });
});
