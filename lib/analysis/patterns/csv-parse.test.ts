import { describe, expect, it } from "vitest";
import { CsvParseError, parseCsv, parseCsvObjects } from "./csv-parse";

describe("parseCsv", () => {
  it("parses plain fields and records", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("accepts CRLF, LF and lone CR record breaks", () => {
    expect(parseCsv("a,b\r\n1,2\r3,4\n5,6")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
  });

  it("keeps commas, line breaks and doubled quotes inside quoted fields", () => {
    const text = 'name,quote\n"Lee, Sam","He said ""hi""\nthen left"\n';
    expect(parseCsv(text)).toEqual([
      ["name", "quote"],
      ["Lee, Sam", 'He said "hi"\nthen left'],
    ]);
  });

  it("keeps empty fields, including trailing and quoted empties", () => {
    expect(parseCsv('a,,c,\n"",x,"",')).toEqual([
      ["a", "", "c", ""],
      ["", "x", "", ""],
    ]);
  });

  it("ignores a byte-order mark and a missing final newline", () => {
    expect(parseCsv("\ufeffh1,h2\nv1,v2")).toEqual([
      ["h1", "h2"],
      ["v1", "v2"],
    ]);
  });

  it("returns no records for empty input", () => {
    expect(parseCsv("")).toEqual([]);
  });

  it("keeps a stray quote inside an unquoted field literally", () => {
    expect(parseCsv('5" screen,ok')).toEqual([['5" screen', "ok"]]);
  });

  it("rejects an unterminated quoted field with its line number", () => {
    expect(() => parseCsv('a,b\n1,"open\nstill open')).toThrow(CsvParseError);
    expect(() => parseCsv('a,b\n1,"open\nstill open')).toThrow(/line 2/);
  });

  it("rejects text after a closing quote", () => {
    expect(() => parseCsv('"ab"c,d')).toThrow(/after closing quote/);
  });
});

describe("parseCsvObjects", () => {
  it("maps rows to header names, filling missing cells and skipping blank lines", () => {
    expect(parseCsvObjects("Text,Label\nfoo,bar\n\nbaz\n")).toEqual([
      { Text: "foo", Label: "bar" },
      { Text: "baz", Label: "" },
    ]);
  });

  it("returns an empty list for empty input", () => {
    expect(parseCsvObjects("")).toEqual([]);
  });
});
