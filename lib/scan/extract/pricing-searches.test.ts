import { describe, it, expect } from "vitest";
import { parseDocument, findAllIn } from "./dom";
import { isCta } from "./pricing";

// The pricing reader's call-to-action test replaces a CSS selector: it must pick the same elements.
const CTA = "button, [role=button], a[class*=btn], a[class*=button], a[class*=cta], input[type=submit]";

describe("call-to-action test without a selector", () => {
  it("picks what the selector picks, attribute case rules included", () => {
    const doc = parseDocument(`<!doctype html><html><head><title>t</title></head><body>
      <div class="card"><button>Buy</button><div role="button">Go</div><div role="Button">No</div>
      <a class="btn-primary" href="#">A</a><a class="Btn" href="#">B</a><a class="big-button" href="#">C</a>
      <a class="cta" href="#">D</a><span class="btn">E</span><a href="#">F</a>
      <input type="SUBMIT"><input type="submit "><input type="text"><a class="x cta-link" role="link">G</a></div>
    </body></html>`);
    const all = findAllIn(doc, () => true);
    const bySelector = all.filter((el) => el.matches(CTA));
    expect(bySelector.length).toBeGreaterThan(5);
    expect(all.filter(isCta)).toEqual(bySelector);
  });
});
