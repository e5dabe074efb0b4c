import { describe, expect, it } from "vitest";
import { ISO_CODES, lookupSymbol } from "./currency";

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
  it("reads codes in any letter case in price strings; in running text all lower case and after the number only", () => {
    expect(lookupSymbol("pln")?.codes).toEqual(["PLN"]);
    expect(lookupSymbol("chf")?.codes).toEqual(["CHF"]);
    expect(lookupSymbol("CHf")?.codes).toEqual(["CHF"]);
    expect(lookupSymbol("pln", "text")).toMatchObject({ codes: ["PLN"], pos: "after" });
    expect(lookupSymbol("Pln", "text")).toBeNull();
    expect(lookupSymbol("all", "text")).toBeNull();
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
