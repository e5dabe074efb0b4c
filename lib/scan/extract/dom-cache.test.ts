import { describe, it, expect } from "vitest";
import { attributeNames, childElements, findAllIn, hints, markMutated, parseDocument, removeElement, tagIs, textOf, treeMemo } from "./dom";

const page = () =>
  parseDocument(
    `<!doctype html><html lang="en"><head><title>T</title></head><body><main id="m" class="Plans">` +
      `<section><h2>Starter</h2><p>$9 per month</p></section><section><h2>Team</h2><p>$29 per month</p><template><p>hidden</p></template></section>` +
      `</main></body></html>`,
  );

describe("tree caches kept on the elements", () => {
  it("drops the texts, child lists and memos of a removed element's ancestors only", () => {
    const doc = page();
    const main = doc.getElementById("m")!;
    const [first, second] = childElements(main);
    const count = treeMemo((el: Element) => findAllIn(doc, tagIs("p")).filter((p) => el.contains(p)).length);
    expect(textOf(main)).toBe("Starter $9 per month Team $29 per month");
    expect(count(main)).toBe(2);
    expect(textOf(second)).toBe("Team $29 per month");
    removeElement(first);
    expect(textOf(main)).toBe("Team $29 per month");
    expect(childElements(main)).toEqual([second]);
    expect(count(main)).toBe(1);
    // the sibling's subtree did not change: its cached text is still right
    expect(textOf(second)).toBe("Team $29 per month");
  });

  it("starts afresh after markMutated, keeping what depends on attributes alone", () => {
    const doc = page();
    const main = doc.getElementById("m")!;
    expect(hints(main)).toBe("plans m");
    expect([...attributeNames(main)].sort()).toEqual(["class", "id"]);
    expect(textOf(main)).toContain("Starter");
    // a change made without removeElement (as Readability does), then declared
    main.querySelector("h2")!.textContent = "Solo";
    markMutated();
    expect(textOf(main)).toBe("Solo $9 per month Team $29 per month");
    expect(hints(main)).toBe("plans m");
  });

  it("findAllIn lists the document in order, skips template content and follows removals", () => {
    const doc = page();
    const isP = tagIs("p");
    expect(findAllIn(doc, isP).map((p) => textOf(p))).toEqual(["$9 per month", "$29 per month"]);
    expect(findAllIn(doc, tagIs("html")).length).toBe(1);
    removeElement(findAllIn(doc, tagIs("section"))[0]);
    expect(findAllIn(doc, isP).map((p) => textOf(p))).toEqual(["$29 per month"]);
  });
});
