/**
 * The classes of pricing-page layout that issue 21 names, each on a small page written here
 * (no text from the real-world data): what a careful reader takes as each plan's name and price.
 */
import { describe, expect, it } from "vitest";
import { extractPricing, extractPricingDetails } from "./pricing";

const page = (body: string, lang = "en") => `<!DOCTYPE html><html lang="${lang}"><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const brief = (html: string) => extractPricing(html).map((p) => [p.name, p.price, p.currency, p.period, p.unit]);
const features = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

describe("plan names and prices as a reader sees them", () => {
  it("takes the name from the card's own title whatever its tag, never the badge, list label or button", () => {
    const card = (name: string, price: string, badge = "") => `<div class="tier">${badge ? `<span class="badge">${badge}</span>` : ""}
      <div style="font-weight:700">${name}</div><p class="price">${price}/mo</p><p>Includes:</p>${features("Unlimited notes", "Sharing")}<button>Choose</button></div>`;
    const html = page(`<div class="tiers">${card("Hobby", "$5")}${card("Studio", "$15", "Most popular")}${card("Agency", "$45")}</div>`);
    expect(extractPricing(html).map((p) => p.name)).toEqual(["Hobby", "Studio", "Agency"]);
  });

  it("reads a heading that holds both the name and the price", () => {
    const card = (h: string) => `<div class="box"><h3>${h}</h3>${features("Ein Nutzer", "E-Mail-Support")}<a class="btn" href="/start">Starten</a></div>`;
    const html = page(`<div class="boxes">${card("Starter — 9,90 € / Monat")}${card("Profi — 19,90 € / Monat")}</div>`, "de");
    expect(brief(html)).toEqual([["Starter", 9.9, "EUR", "month", null], ["Profi", 19.9, "EUR", "month", null]]);
  });

  it("reads a free word in the page's language as a price of 0", () => {
    const card = (name: string, price: string) => `<div class="offre"><h3>${name}</h3><p class="prix">${price}</p>${features("Un projet", "Support par e-mail")}<a class="btn" href="/go">Choisir</a></div>`;
    const html = page(`<div class="offres">${card("Découverte", "Gratuit")}${card("Pro", "12 € / mois")}</div>`, "fr");
    expect(brief(html)).toEqual([["Découverte", 0, "EUR", null, null], ["Pro", 12, "EUR", "month", null]]);
    const jp = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${features("プロジェクト 5 件", "メールサポート")}<a class="btn" href="/go">申し込む</a></div>`;
    expect(brief(page(`<div class="plans">${jp("フリー", "無料")}${jp("プロ", "月額 980円")}</div>`, "ja"))).toEqual([["フリー", 0, "JPY", null, null], ["プロ", 980, "JPY", "month", null]]);
  });

  it("keeps a one-time setup fee apart from the recurring price", () => {
    const card = (name: string, monthly: string, fee: string) => `<div class="plan"><h3>${name}</h3><p class="price">${monthly} / month</p>
      <p>plus ${fee} one-time setup fee</p>${features("Hosting", "Backups")}<a class="btn" href="/buy">Buy</a></div>`;
    const html = page(`<div class="plans">${card("Site", "$29", "$199")}${card("Shop", "$59", "$399")}</div>`);
    expect(brief(html)).toEqual([["Site", 29, "USD", "month", null], ["Shop", 59, "USD", "month", null]]);
  });

  it("takes the recurring price when a labelled setup fee stands above it in its own price line", () => {
    const card = (name: string, fee: string, monthly: string) =>
      `<div class="plan"><h3>${name}</h3><div class="price">Setup: ${fee}</div><div class="price">${monthly}/month</div>${features("Hosting", "Backups")}<a class="btn" href="/buy">Buy</a></div>`;
    const html = page(`<div class="plans">${card("Site", "$99", "$29")}${card("Shop", "$199", "$59")}</div>`);
    expect(brief(html)).toEqual([["Site", 29, "USD", "month", null], ["Shop", 59, "USD", "month", null]]);
  });

  it("records a usage-rate picker as rates, not plans", () => {
    const option = (gb: string, rate: string) => `<label class="option"><input type="radio" name="size"> <strong>${gb}</strong> <span class="price">${rate} per GB</span></label>`;
    const html = page(`<h2>Storage</h2><div class="picker">${option("100 GB", "$0.10")}${option("1 TB", "$0.08")}${option("10 TB", "$0.05")}</div>`);
    const r = extractPricingDetails(html);
    expect(r.plans).toEqual([]);
  });

  it("reads cards whose class calls each a plan option as plans, and an options section as add-ons", () => {
    const card = (cls: string, name: string, price: string) => `<div class="${cls}"><h3>${name}</h3><p class="price">${price}/mo</p>${features("Reports", "Alerts")}<a class="btn" href="/go">Choose</a></div>`;
    const grid = (cls: string) => page(`<div class="grid">${card(cls, "Basic", "$9")}${card(cls, "Plus", "$19")}${card(cls, "Max", "$49")}</div>`);
    expect(brief(grid("plan-option"))).toEqual([["Basic", 9, "USD", "month", null], ["Plus", 19, "USD", "month", null], ["Max", 49, "USD", "month", null]]);
    expect(brief(grid("pricing_option card"))).toHaveLength(3);
    expect(brief(grid("extra-option"))).toEqual([]);
  });

  it("reads '/月' after a price as a period in a language written without spaces, not as a usage rate", () => {
    const tile = (name: string, price: string) => `<div class="card"><h3>${name}</h3><div class="price">${price}</div>${features("5 个项目", "邮件支持")}<a class="btn" href="/s">开始</a></div>`;
    const html = page(`<div class="plans">${tile("专业版", "¥99/月")}${tile("团队版", "¥299/月")}</div>`, "zh-CN");
    expect(brief(html)).toEqual([
      ["专业版", 99, "CNY", "month", null],
      ["团队版", 299, "CNY", "month", null],
    ]);
  });

  it("takes the price's own currency before a conversion line beside it", () => {
    const card = (name: string, own: string, approx: string) => `<div class="plan"><h3>${name}</h3><p class="price">${own} / month</p>
      <p class="note">≈ ${approx} USD / month</p>${features("All lessons", "Certificates")}<a class="btn" href="/join">Join</a></div>`;
    const html = page(`<div class="plans">${card("Learner", "₹499", "$6")}${card("Mentor", "₹1,499", "$18")}</div>`);
    expect(brief(html)).toEqual([["Learner", 499, "INR", "month", null], ["Mentor", 1499, "INR", "month", null]]);
  });

  it("reads period and unit from the price's own phrase, not from feature lines", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price} / year</p>
      ${features("Lifetime access to updates", "Unlimited projects")}<a class="btn" href="/buy">Buy</a></div>`;
    const html = page(`<div class="plans">${card("Personal", "$49")}${card("Business", "$149")}</div>`);
    expect(brief(html)).toEqual([["Personal", 49, "USD", "year", null], ["Business", 149, "USD", "year", null]]);
  });

  it("reads a placeholder price as no price", () => {
    const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${features("One", "Two")}<a class="btn" href="/x">Pick</a></div>`;
    const html = page(`<div class="plans">${card("Basic", "£x.99 / month")}${card("Plus", "£xx.99 / month")}${card("Max", "£29 / month")}</div>`);
    // the plans are there, their prices unknown (not dropped, not read as 0.99 or 99)
    expect(brief(html)).toEqual([["Basic", null, null, null, null], ["Plus", null, null, null, null], ["Max", 29, "GBP", "month", null]]);
  });

  it("leaves the CSS-hidden side of a billing toggle out", () => {
    const card = (name: string, monthly: string, yearly: string) => `<div class="plan"><h3>${name}</h3>
      <p class="price">${monthly} / month</p><p class="price" style="display:none">${yearly} / year</p>${features("One", "Two")}<a class="btn" href="/x">Pick</a></div>`;
    const html = page(`<div class="plans">${card("Solo", "$10", "$100")}${card("Crew", "$30", "$300")}</div>`);
    expect(brief(html)).toEqual([["Solo", 10, "USD", "month", null], ["Crew", 30, "USD", "month", null]]);
  });
});
