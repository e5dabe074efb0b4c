import { describe, expect, it } from "vitest";
import { parseDocument } from "./parse-document";
import { lazyListenerTables } from "./lazy-listeners";

describe("lazyListenerTables", () => {
  it("finds linkedom's listener tables", () => {
    expect(lazyListenerTables()).toBe(true);
  });

  it("keeps listeners working per node: added, dispatched, bubbled, removed", () => {
    const doc = parseDocument("<html><head></head><body><div id=a><p id=b>x</p></div><div id=c></div></body></html>");
    const a = doc.getElementById("a")!;
    const b = doc.getElementById("b")!;
    const c = doc.getElementById("c")!;
    const seen: string[] = [];
    const onA = () => seen.push("a");
    a.addEventListener("ping", onA);
    b.addEventListener("ping", () => seen.push("b"));
    b.dispatchEvent(new doc.defaultView!.Event("ping", { bubbles: true }));
    c.dispatchEvent(new doc.defaultView!.Event("ping", { bubbles: true }));
    expect(seen).toEqual(["b", "a"]);
    a.removeEventListener("ping", onA);
    b.dispatchEvent(new doc.defaultView!.Event("ping", { bubbles: true }));
    expect(seen).toEqual(["b", "a", "b"]);
  });
});
