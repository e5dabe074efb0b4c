import { describe, expect, it } from "vitest";
import type { FetchedPage } from "@/lib/scan/types";
import { readPersuasion } from "./persuasion";

const page = (timer: string): FetchedPage => ({
  kind: "pricing",
  url: "https://plans.test/pricing",
  html: `<html><head></head><body><main><h1>Plans</h1><p>Team plan for growing groups.</p><div class="countdown">${timer}</div></main></body></html>`,
});

describe("readPersuasion", () => {
  it("reads a page with a timer once more and compares the readings", async () => {
    const asked: string[][] = [];
    let t = 0;
    const read = await readPersuasion({
      pages: [page("00:20:00")],
      fresh: ["pricing"],
      fetchedFrom: 0,
      fetchedTo: 1_000,
      now: () => (t += 500),
      refetch: async (kinds) => {
        asked.push(kinds);
        return [page("00:47:13")];
      },
    });
    expect(asked).toEqual([["pricing"]]);
    expect(read.pages[0].passages.some((p) => p.role === "timer")).toBe(true);
    expect(read.timers).toEqual([expect.objectContaining({ kind: "pricing", first: "00:20:00", second: "00:47:13", fake: true })]);
  });

  it("reads a page taken from the cache twice afresh, and a clock running down is not fake", async () => {
    const readings = ["00:20:00", "00:19:58"];
    let t = 10_000;
    const read = await readPersuasion({
      pages: [page("09:59:59")],
      fresh: [],
      fetchedFrom: 0,
      fetchedTo: 1_000,
      now: () => (t += 1_000),
      refetch: async () => [page(readings.shift() ?? "")],
    });
    expect(read.timers).toEqual([expect.objectContaining({ first: "00:20:00", second: "00:19:58", fake: false })]);
  });

  it("does no second read for a page without a timer, and survives a failed one", async () => {
    const plain: FetchedPage = { kind: "home", url: "https://plans.test/", html: "<html><head></head><body><main><h1>Hello</h1><p>Tools for teams.</p></main></body></html>" };
    let calls = 0;
    const read = await readPersuasion({ pages: [plain, page("00:20:00")], fresh: ["home", "pricing"], fetchedFrom: 0, fetchedTo: 1, refetch: async () => (calls++, []) });
    expect(calls).toBe(1);
    expect(read.pages.map((p) => p.kind)).toEqual(["home", "pricing"]);
    expect(read.timers).toEqual([]);
  });
});
