import { describe, expect, it } from "vitest";
import { parseDocument } from "./parse-document";
import { classValue, lazyClassLists } from "./lazy-class-lists";

const page = () => parseDocument(`<html><head></head><body><div id=a class="  card  card wide\tplan "></div><p id=b class="x">t</p><p id=c></p></body></html>`);

describe("lazyClassLists", () => {
  it("finds linkedom's class list", () => {
    expect(lazyClassLists()).toBe(true);
  });

  it("writes class attributes as linkedom's class list does: distinct tokens, single spaces", () => {
    const a = page().getElementById("a")!;
    expect(a.getAttributeNode("class")?.value).toBe("card wide plan");
    expect(a.getAttribute("class")).toBe("card wide plan");
    expect(a.className).toBe("card wide plan");
    expect(a.outerHTML).toBe('<div id="a" class="card wide plan"></div>');
    expect(classValue("solo")).toBe("solo");
    expect(classValue(" a  b a ")).toBe("a b");
    expect(classValue("a b a")).toBe("a b");
    expect(classValue("a\u00a0b c")).toBe("a b c");
    expect(classValue("")).toBe("");
  });

  it("builds no class list while parsing, and a working one when asked", () => {
    const doc = page();
    const b = doc.getElementById("b")!;
    const lists = (el: Element) => Object.getOwnPropertySymbols(el).filter((s) => (el as unknown as Record<symbol, unknown>)[s] instanceof Set);
    expect(lists(b)).toHaveLength(0);
    expect(b.classList.contains("x")).toBe(true);
    b.classList.add("y");
    expect(b.getAttribute("class")).toBe("x y");
    b.className = "z  z w";
    expect([...b.classList]).toEqual(["z", "w"]);
    expect(b.outerHTML).toBe('<p id="b" class="z w">t</p>');
    const c = doc.getElementById("c")!;
    c.className = "new one";
    expect(c.getAttribute("class")).toBe("new one");
    expect(c.cloneNode(true)).toHaveProperty("className", "new one");
  });
});
