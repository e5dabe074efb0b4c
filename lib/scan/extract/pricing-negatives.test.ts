import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";

const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>Store</title></head><body><main>${body}</main></body></html>`;
const names = (html: string) => extractPricing(html).map((p) => p.name);

const product = (name: string, price: string, photo = `${name.toLowerCase().replace(/\s+/g, "-")}.jpg`) => `
  <div class="item"><img src="${photo}" alt="${name}"><h3>${name}</h3><p>Hand made in small batches.</p>
  <p><b>${price}</b></p><button class="btn">Add to basket</button></div>`;

describe("pages whose prices are not plans", () => {
  it("a shop of products, each with its own photo and a price with no billing period, yields no plan", () => {
    const html = page(`<h1>Our mugs</h1>${product("Blue mug", "£12.00")}${product("Green mug", "£12.00")}${product("Tall mug", "£15.00")}
      <div id="basket"><h2>Your basket</h2><ul></ul><h3>Total: <span>0</span> £</h3><button class="btn">Check out</button></div>`);
    expect(names(html)).toEqual([]);
  });

  it("subscription cards with pictures still read as plans when their prices state a period", () => {
    const html = page(`<h1>Coffee club</h1>
      ${product("Taster", "£9 / month", "taster.jpg")}${product("Regular", "£16 / month", "regular.jpg")}${product("Office", "£40 / month", "office.jpg")}`);
    expect(extractPricing(html).map((p) => [p.name, p.price, p.period])).toEqual([["Taster", 9, "month"], ["Regular", 16, "month"], ["Office", 40, "month"]]);
  });

  it("plan cards beside a table of per-item prices that names none of the plans: only the cards are plans", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>
      <ul><li>Domain included</li><li>Two revisions</li></ul><a class="btn" href="/contact">Ask us</a></div>`;
    const html = page(`<h2>Packages</h2><div class="plans">${card("Small", "€900")}${card("Medium", "€1,800")}${card("Large", "€3,000")}</div>
      <h2>Single pages</h2><table><tr><th></th><th>Desktop</th><th>Mobile</th></tr>
      <tr><th>Landing page</th><td>€400</td><td>€350</td></tr><tr><th>Blog page</th><td>€150</td><td>€120</td></tr>
      <tr><th>Contact form</th><td>€90</td><td>€90</td></tr></table>`);
    expect(names(html)).toEqual(["Small", "Medium", "Large"]);
  });

  it("a comparison table that names the cards' plans still adds its rows to those plans", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}/mo</p><a class="btn" href="/signup">Start</a></div>`;
    const html = page(`<div class="plans">${card("Solo", "$8")}${card("Team", "$20")}</div>
      <table><tr><th>Feature</th><th>Solo</th><th>Team</th></tr><tr><td>Price</td><td>$8/mo</td><td>$20/mo</td></tr>
      <tr><td>Shared inbox</td><td>✗</td><td>✓</td></tr><tr><td>Audit log</td><td>✗</td><td>✓</td></tr></table>`);
    const plans = extractPricing(html);
    expect(plans.map((p) => p.name)).toEqual(["Solo", "Team"]);
    expect(plans.find((p) => p.name === "Team")?.features).toEqual(expect.arrayContaining(["Shared inbox", "Audit log"]));
  });
});
