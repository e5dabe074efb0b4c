import { describe, expect, it } from "vitest";
import { ISO_CODES, lookupSymbol } from "./currency";
import { currencyHintsOf, resolveCurrency } from "./currency-hints";
import { parseDocument } from "./dom";

describe("lookupSymbol", () => {
  it("knows every ISO 4217 code and common local spellings", () => {
    for (const code of ["USD", "EUR", "XOF", "KZT", "MRU", "STN", "VES", "ZWG", "SLE", "UYW"]) expect(ISO_CODES.has(code), code).toBe(true);
    expect(lookupSymbol("zł")?.codes).toEqual(["PLN"]);
    expect(lookupSymbol("руб.")?.codes).toEqual(["RUB"]);
    expect(lookupSymbol("лв")?.codes).toEqual(["BGN"]);
    expect(lookupSymbol("د.إ\u200f")?.codes).toEqual(["AED"]);
    expect(lookupSymbol("GH₵")?.codes).toEqual(["GHS"]);
    expect(lookupSymbol("kr")?.codes).toEqual(["SEK", "NOK", "DKK", "ISK"]);
    expect(lookupSymbol("Kr.")?.codes[0]).toBe("SEK");
    expect(lookupSymbol("chf")?.codes).toEqual(["CHF"]);
    expect(lookupSymbol("try")).toBeNull();
    expect(lookupSymbol("Top")).toBeNull();
  });

  it("keeps unit-like spellings out of running text", () => {
    expect(lookupSymbol("Q", "text")).toBeNull();
    expect(lookupSymbol("Q", "price")?.codes).toEqual(["GTQ"]);
    expect(lookupSymbol("MT", "text")).toBeNull();
    expect(lookupSymbol("DEM", "text")).toBeNull();
    expect(lookupSymbol("DEM", "price")?.codes).toEqual(["DEM"]);
  });
});

describe("lookupSymbol: spellings from CLDR", () => {
  it("reads codes in any letter case in price strings only", () => {
    expect(lookupSymbol("pln")?.codes).toEqual(["PLN"]);
    expect(lookupSymbol("chf")?.codes).toEqual(["CHF"]);
    expect(lookupSymbol("pln", "text")).toBeNull();
  });

  it("reads symbols of the currency's own countries, in their scripts", () => {
    expect(lookupSymbol("Kč")?.codes).toEqual(["CZK"]);
    expect(lookupSymbol("ден.")?.codes).toEqual(["MKD"]);
    expect(lookupSymbol("ر.س.\u200f")?.codes).toEqual(["SAR"]);
    expect(lookupSymbol("৳")?.codes).toEqual(["BDT"]);
    expect(lookupSymbol("сом")?.codes).toContain("KGS");
    expect(lookupSymbol("＄")?.codes[0]).toBe("USD");
  });

  it("reads names and their nouns, plurals in running text and singulars in price strings", () => {
    expect(lookupSymbol("Swiss francs", "text")?.codes).toEqual(["CHF"]);
    expect(lookupSymbol("hryvnias", "text")?.codes).toEqual(["UAH"]);
    expect(lookupSymbol("pounds", "text")?.codes[0]).toBe("GBP");
    expect(lookupSymbol("francs", "text")?.codes[0]).toBe("CHF");
    expect(lookupSymbol("dinars", "text")?.codes).toContain("KWD");
    expect(lookupSymbol("złotych", "text")?.codes).toEqual(["PLN"]);
    expect(lookupSymbol("yen", "text")?.codes).toEqual(["JPY"]);
    expect(lookupSymbol("pound", "text")).toBeNull();
    expect(lookupSymbol("pound", "price")?.codes[0]).toBe("GBP");
    expect(lookupSymbol("dolar amerykański", "price")?.codes).toEqual(["USD"]);
  });

  it("keeps one-word names of other languages and lone nouns out of running text", () => {
    expect(lookupSymbol("real", "text")).toBeNull();
  });
});

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

  it("returns empty hints for a bare page", () => {
    expect(currencyHintsOf(parseDocument("<p>$5</p>"))).toEqual({ lang: null, hostname: null, declared: [] });
  });
});
