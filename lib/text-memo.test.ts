import { describe, expect, it } from "vitest";
import { memoByText } from "./text-memo";

describe("memoByText", () => {
  it("reads a text once while it is among the last ones asked about, and again once forgotten", () => {
    const reads: string[] = [];
    const upper = memoByText(2, (t) => {
      reads.push(t);
      return t.toUpperCase();
    });
    expect([upper("a"), upper("a"), upper("b")]).toEqual(["A", "A", "B"]);
    expect(reads).toEqual(["a", "b"]);
    upper("c"); // "a", the oldest, is forgotten
    expect(upper("a")).toBe("A");
    expect(reads).toEqual(["a", "b", "c", "a"]);
  });
});
