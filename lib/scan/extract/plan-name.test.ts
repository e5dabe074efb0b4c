import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";

const page = (body: string) => `<!DOCTYPE html><html><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const names = (html: string) => extractPricing(html).map((p) => [p.name, p.price]);

const card = (name: string, price: string, extra = "") => `
  <div class="tile">${extra}
    <div class="b">${name}</div>
    <div class="amount">${price}<span>/mo</span></div>
    <p class="note">Includes</p>
    <ul><li>Unlimited notes</li><li>Sync</li></ul>
    <button>Choose</button>
  </div>`;

describe("plan names from the card's own title text", () => {
  it("takes a bold <div> title, not the list label, the badge or the button", () => {
    const html = page(`<div class="tiles">
      ${card("Monthly", "$9")}
      ${card("Quarterly", "$24", '<p class="x">BEST VALUE</p>')}
      ${card("Yearly", "$90")}
    </div>`);
    expect(names(html)).toEqual([
      ["Monthly", 9],
      ["Quarterly", 24],
      ["Yearly", 90],
    ]);
  });
});
