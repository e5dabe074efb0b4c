import { describe, expect, it } from "vitest";
import { currencyHintsOf, resolveCurrency } from "./currency-hints";
import { parseDocument } from "./dom";

describe("resolveCurrency", () => {
  it.each([
    ["$", {}, "USD"],
    ["$", { lang: "en-AU" }, "AUD"],
    ["$", { hostname: "shop.example.com.au" }, "AUD"],
    ["$", { declared: ["AUD"] }, "AUD"],
    ["$", { lang: "en-US", hostname: "www.example.ca" }, "CAD"],
    ["$", { lang: "es-MX" }, "MXN"],
    ["$", { lang: "es" }, "USD"],
    ["$", { hostname: "acme.io" }, "USD"],
    ["$", { hostname: "acme.co" }, "USD"],
    ["$", { hostname: "tienda.com.co" }, "COP"],
    ["$", { lang: "de-DE" }, "USD"],
    ["$", { declared: ["EUR"], lang: "en-NZ" }, "NZD"],
    ["kr", { lang: "sv" }, "SEK"],
    ["kr", { lang: "da" }, "DKK"],
    ["kr", { lang: "nb" }, "NOK"],
    ["kr", { lang: "no" }, "NOK"],
    ["kr", { lang: "is" }, "ISK"],
    ["kr.", { hostname: "butik.dk" }, "DKK"],
    ["¥", { lang: "zh" }, "CNY"],
    ["¥", { lang: "zh-Hans-CN" }, "CNY"],
    ["¥", { lang: "ja" }, "JPY"],
    ["¥", {}, "JPY"],
    ["R", { lang: "en-ZA" }, "ZAR"],
    ["Rs", { hostname: "example.pk" }, "PKR"],
    ["€", { lang: "en-US" }, "EUR"],
    ["EUR", {}, "EUR"],
    ["bananas", {}, null],
  ])("%s with %j → %s", (symbol, hints, expected) => {
    expect(resolveCurrency(symbol, hints)).toBe(expected);
  });
});

describe("currencyHintsOf", () => {
  it("reads lang, JSON-LD at any depth, microdata, product meta and the hostname", () => {
    const doc = parseDocument(`<!doctype html><html lang="en-CA"><head>
      <meta property="og:price:currency" content="CAD">
      <script type="application/ld+json">{"@graph":[{"@type":"Product","offers":{"@type":"AggregateOffer","offers":[{"price":"9","priceCurrency":"CAD"},{"price":"19","priceCurrency":"cad"}]}}]}</script>
      <script type="application/ld+json">{ broken json</script>
      </head><body><span itemprop="priceCurrency" content="USD">$</span></body></html>`);
    const hints = currencyHintsOf(doc, "https://store.example.ca/pricing");
    expect(hints).toEqual({ lang: "en-CA", hostname: "store.example.ca", declared: ["CAD", "USD"] });
    expect(resolveCurrency("$", hints)).toBe("CAD");
  });

  it("falls back to og:locale for the region and to the canonical link for the hostname", () => {
    const doc = parseDocument(`<html lang="en"><head><meta property="og:locale" content="en_NZ">
      <link rel="canonical" href="https://example.nz/pricing"><meta property="product:price:currency" content="NZD"></head><body></body></html>`);
    expect(currencyHintsOf(doc)).toEqual({ lang: "en-NZ", hostname: "example.nz", declared: ["NZD"] });
  });

  it("takes the country of the address the page declares (canonical, og:url) when the fetched address names none", () => {
    const doc = parseDocument(`<html lang="en"><head><link rel="canonical" href="https://www.shop.com.au/pricing"></head><body><p>$19 / month</p></body></html>`);
    const hints = currencyHintsOf(doc, "https://shop-mirror.example/pricing");
    expect(hints.hostname).toBe("www.shop.com.au");
    expect(resolveCurrency("$", hints)).toBe("AUD");
    // the fetched address wins when it names a country itself
    expect(currencyHintsOf(doc, "https://shop.ca/pricing").hostname).toBe("shop.ca");
    const og = parseDocument(`<html><head><meta property="og:url" content="https://tienda.com.mx/precios"></head><body></body></html>`);
    expect(resolveCurrency("$", currencyHintsOf(og, "https://tienda.example/precios"))).toBe("MXN");
  });

  it("reads JSON-LD whatever the letter case of its type, as the selectors did, and only the exact priceCurrency property", () => {
    const doc = parseDocument(`<!doctype html><html><head>
      <script type="Application/LD+JSON">{"offers":{"priceCurrency":"GBP"}}</script>
      <script type="application/json">{"priceCurrency":"JPY"}</script>
      </head><body><span itemprop="pricecurrency" content="CHF">x</span><span itemprop="priceCurrency">gbp</span></body></html>`);
    expect(currencyHintsOf(doc, "https://example.com/").declared).toEqual(["GBP"]);
  });

  it("returns empty hints for a bare page", () => {
    expect(currencyHintsOf(parseDocument("<p>$5</p>"))).toEqual({ lang: null, hostname: null, declared: [] });
  });
});
