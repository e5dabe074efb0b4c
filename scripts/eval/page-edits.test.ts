import { describe, expect, it } from "vitest";
import { visibleText } from "./changes-run";
import { addFeatureLine, editCopyWord, editMarkupOnly, editPrice, readAmount, removePlan, reserialise, writeAmount } from "./page-edits";

const card = (name: string, price: string, lines: string[]) =>
  `<div class="card">\n  <h3>${name}</h3>\n  <p class="price">${price} <span>per month</span></p>\n  <ul>${lines.map((l) => `<li><span class="icon">✓</span> ${l}</li>`).join("\n")}</ul>\n</div>`;
const PAGE =
  `<!doctype html><html><head><title>Pricing</title></head><body><main><h1>Plans for every team</h1>` +
  `<p class="lead">Choose the plan that suits your growing team and switch whenever you like.</p>` +
  `<div class="cards">${card("Starter", "$1,200", ["Five projects", "Email support"])}${card("Growth", "€24,90", ["Many projects", "Phone support", "Reports"])}</div>` +
  `<p>Prices in <b>USD</b> and EUR, 2 currencies.</p></main></body></html>`;
const plans = [
  { name: "Starter", price: 1200 },
  { name: "Growth", price: 24.9 },
];

describe("amounts as written", () => {
  it("reads grouping and decimal marks and writes a new amount the same way", () => {
    expect(readAmount("1,200")).toEqual({ value: 1200, group: ",", dec: null, decimals: 0 });
    expect(readAmount("24,90")).toEqual({ value: 24.9, group: null, dec: ",", decimals: 2 });
    expect(readAmount("1.234,50")).toEqual({ value: 1234.5, group: ".", dec: ",", decimals: 2 });
    expect(writeAmount(1440, readAmount("1,200")!)).toBe("1,440");
    expect(writeAmount(29.88, readAmount("24,90")!)).toBe("29,88");
  });
});

describe("page edits", () => {
  const base = reserialise(PAGE);

  it("reserialising keeps the visible text", () => {
    expect(visibleText(base)).toBe(visibleText(PAGE));
  });

  it("markup-only edits change the markup and keep the visible text identical", () => {
    const after = editMarkupOnly(base);
    expect(after).not.toBe(base);
    expect(after).toContain("rv-edit");
    expect(visibleText(after)).toBe(visibleText(base));
  });

  it("a price edit replaces only the amount, in the same written format", () => {
    const edit = editPrice(base, plans[1])!;
    expect(edit.written).toBe("29,88");
    expect(edit.value).toBe(29.88);
    expect(visibleText(edit.html)).toBe(visibleText(base).replace("€24,90", "€29,88"));
    expect(editPrice(base, plans[0])!.written).toBe("1,440");
  });

  it("no price edit when the amount is written more than once or not at all", () => {
    expect(editPrice(base.replace("Reports", "Reports, $1,200 credit"), plans[0])).toBeNull();
    expect(editPrice(base, { name: "Scale", price: 99 })).toBeNull();
  });

  it("a feature line is appended to the plan's list, cloned from its last line", () => {
    const after = addFeatureLine(base, plans[0], plans, "Audit log export for 12 workspaces")!;
    const text = visibleText(after);
    expect(text).toContain("Email support ✓ Audit log export for 12 workspaces Growth");
    expect(text.replace(" ✓ Audit log export for 12 workspaces", "")).toBe(visibleText(base));
  });

  it("a plan's card is removed whole when its siblings are the other cards", () => {
    const after = removePlan(base, plans[0], plans)!;
    expect(visibleText(after)).not.toContain("Starter");
    expect(visibleText(after)).toContain("Growth €24,90 per month");
  });

  it("a copy edit replaces one word of a paragraph outside the cards without digits", () => {
    const edit = editCopyWord(base, plans, ["marigold"])!;
    expect(edit.newWord).toBe("marigold");
    const words = (s: string) => visibleText(s).split(" ");
    const diff = words(edit.html).filter((w, i) => w !== words(base)[i]);
    expect(diff).toEqual(["marigold"]);
    expect(visibleText(edit.html)).toContain("Choose the plan");
  });
});
