import { describe, expect, it } from "vitest";
import { findAllIn, parseDocument, removeElement, replaceElement, tagIs, textOf } from "./dom";
import { extractPricingDetails } from "./pricing";
import { rawDocument } from "./parse-document";
import { withUndo } from "./undo-journal";

const page = () =>
  parseDocument(
    `<!doctype html><html><head><title>Plans</title></head><body><nav><a href="/">Home</a></nav>` +
      `<main><h1>Pricing</h1><div class="card"><h2>Solo</h2><p>€5 a month</p><svg aria-label="Included"></svg></div>` +
      `<div class="card"><h2>Crew</h2><p>€15 a month</p></div></main><footer>© Someone</footer></body></html>`,
  );

describe("withUndo", () => {
  it("puts removed and replaced elements back where they were, text caches included", () => {
    const doc = page();
    const before = doc.documentElement.outerHTML;
    const body = doc.body;
    expect(textOf(body)).toBe("Home Pricing Solo €5 a month Crew €15 a month © Someone");
    const inside = withUndo(doc, () => {
      for (const el of findAllIn(doc, tagIs("nav", "footer"))) removeElement(el);
      const icon = findAllIn(doc, tagIs("svg"))[0];
      const span = doc.createElement("span");
      span.textContent = "Included";
      replaceElement(icon, span);
      removeElement(findAllIn(doc, tagIs("div"))[1]);
      return textOf(body);
    });
    expect(inside).toBe("Pricing Solo €5 a month Included");
    expect(doc.documentElement.outerHTML).toBe(before);
    expect(textOf(body)).toBe("Home Pricing Solo €5 a month Crew €15 a month © Someone");
    expect(findAllIn(doc, tagIs("div"))).toHaveLength(2);
  });

  it("undoes the changes when the reader throws, and keeps changes made to another document", () => {
    const doc = page();
    const other = page();
    const before = doc.documentElement.outerHTML;
    expect(() =>
      withUndo(doc, () => {
        removeElement(findAllIn(doc, tagIs("main"))[0]);
        removeElement(findAllIn(other, tagIs("main"))[0]);
        throw new Error("reader failed");
      }),
    ).toThrow("reader failed");
    expect(doc.documentElement.outerHTML).toBe(before);
    expect(findAllIn(other, tagIs("main"))).toHaveLength(0);
  });

  it("leaves the shared parse of a pricing page as it was after the pricing reader cleaned it", () => {
    const html = `<html><head><script type="application/ld+json">{}</script></head><body>${page().body.innerHTML}</body></html>`;
    const before = rawDocument(html).documentElement.outerHTML;
    const plans = extractPricingDetails(html).plans.map((p) => p.name);
    expect(plans).toEqual(["Solo", "Crew"]);
    expect(rawDocument(html).documentElement.outerHTML).toBe(before);
  });
});
