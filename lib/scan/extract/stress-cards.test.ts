/**
 * Stress pages for issue 21: pricing cards as themes and page builders write them (Bootstrap, Tailwind,
 * a WordPress pricing-table plugin, Webflow), in languages and currencies the real-world data does not
 * hold. Every page here is written for this test; each asserts what a careful reader sees per plan.
 */
import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";

const page = (body: string, lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const brief = (html: string) => extractPricing(html).map((p) => [p.name, p.price, p.currency, p.period, p.unit]);
const list = (...items: string[]) => `<ul class="list-unstyled">${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

describe("Bootstrap cards", () => {
  it("reads a Swedish page: card-header names, 'kr/mån' after the amount, 'Gratis' as 0", () => {
    const card = (name: string, price: string, small: string) => `<div class="col"><div class="card mb-4 rounded-3 shadow-sm">
      <div class="card-header py-3"><h4 class="my-0 fw-normal">${name}</h4></div>
      <div class="card-body"><h1 class="card-title pricing-card-title">${price}<small class="text-body-secondary fw-light">${small}</small></h1>
      ${list("10 användare", "2 GB lagring", "E-postsupport")}<button type="button" class="w-100 btn btn-lg btn-outline-primary">Kom igång</button></div></div></div>`;
    const html = page(`<div class="row row-cols-1 row-cols-md-3 mb-3 text-center">${card("Bas", "Gratis", "")}${card("Plus", "149 kr", "/mån")}${card("Företag", "490 kr", "/mån")}</div>`, "sv");
    expect(brief(html)).toEqual([
      ["Bas", 0, "SEK", null, null],
      ["Plus", 149, "SEK", "month", null],
      ["Företag", 490, "SEK", "month", null],
    ]);
  });

  it("reads a Czech page: 'Kč' after the amount, 'měsíčně' as monthly, 'Zdarma' as 0", () => {
    const card = (name: string, price: string, per: string) => `<div class="col-md-4"><div class="card"><div class="card-body">
      <h5 class="card-title text-uppercase">${name}</h5><h6 class="card-price">${price}<span class="period">${per}</span></h6><hr>
      ${list("Neomezené projekty", "Podpora e-mailem")}<a href="#" class="btn btn-block btn-primary text-uppercase">Objednat</a></div></div></div>`;
    const html = page(`<section class="pricing"><div class="row">${card("Start", "Zdarma", "")}${card("Profi", "299 Kč", " měsíčně")}${card("Firma", "1 290 Kč", " měsíčně")}</div></section>`, "cs");
    expect(brief(html)).toEqual([
      ["Start", 0, "CZK", null, null],
      ["Profi", 299, "CZK", "month", null],
      ["Firma", 1290, "CZK", "month", null],
    ]);
  });
});

describe("Tailwind cards", () => {
  it("reads a Turkish page: '₺' before the amount, '/ay' as monthly", () => {
    const card = (name: string, amount: string) => `<div class="rounded-3xl p-8 ring-1 ring-gray-200">
      <h3 class="text-lg font-semibold leading-8 text-gray-900">${name}</h3><p class="mt-4 text-sm leading-6 text-gray-600">Küçük ekipler için.</p>
      <p class="mt-6 flex items-baseline gap-x-1"><span class="text-4xl font-bold tracking-tight text-gray-900">₺${amount}</span>
      <span class="text-sm font-semibold leading-6 text-gray-600">/ay</span></p>
      <a href="#" class="mt-6 block rounded-md px-3 py-2 text-center text-sm font-semibold">Satın al</a>
      <ul role="list" class="mt-8 space-y-3 text-sm leading-6 text-gray-600"><li class="flex gap-x-3"><svg class="h-6 w-5"></svg>Sınırsız proje</li></ul></div>`;
    const html = page(`<div class="isolate mx-auto mt-10 grid max-w-md grid-cols-1 gap-8 lg:max-w-none lg:grid-cols-3">${card("Temel", "99")}${card("Ekip", "249")}${card("Kurumsal", "599")}</div>`, "tr");
    expect(brief(html)).toEqual([
      ["Temel", 99, "TRY", "month", null],
      ["Ekip", 249, "TRY", "month", null],
      ["Kurumsal", 599, "TRY", "month", null],
    ]);
  });

  it("reads a Korean page: '₩' with grouped thousands, '/월' as monthly, '무료' as 0", () => {
    const card = (name: string, price: string) => `<div class="flex flex-col rounded-lg border p-6"><p class="text-sm font-bold uppercase">${name}</p>
      <p class="mt-4"><span class="text-3xl font-extrabold">${price}</span></p>${list("프로젝트 무제한", "이메일 지원")}<a class="mt-auto rounded bg-indigo-600 px-4 py-2 text-white" href="#">시작하기</a></div>`;
    const html = page(`<div class="grid gap-6 md:grid-cols-3">${card("무료", "무료")}${card("프로", "₩9,900/월")}${card("팀", "₩29,000/월")}</div>`, "ko");
    expect(brief(html)).toEqual([
      ["무료", 0, "KRW", null, null],
      ["프로", 9900, "KRW", "month", null],
      ["팀", 29000, "KRW", "month", null],
    ]);
  });
});

describe("WordPress pricing-table plugin markup", () => {
  it("reads a Hindi page: currency, amount and period in separate spans, 'निःशुल्क' as 0", () => {
    const col = (name: string, amount: string | null) => `<div class="ptp-col"><div class="ptp-plan">${name}</div>
      <div class="ptp-price">${amount === null ? "निःशुल्क" : `<span class="ptp-currency">₹</span><span class="ptp-amount">${amount}</span><span class="ptp-period">/माह</span>`}</div>
      <div class="ptp-features">${list("5 प्रोजेक्ट", "ईमेल सहायता")}</div><div class="ptp-foot"><a class="ptp-button" href="#">खरीदें</a></div></div>`;
    const html = page(`<div class="ptp-pricing-table">${col("बेसिक", null)}${col("स्टैंडर्ड", "499")}${col("प्रीमियम", "1,499")}</div>`, "hi");
    expect(brief(html)).toEqual([
      ["बेसिक", 0, "INR", null, null],
      ["स्टैंडर्ड", 499, "INR", "month", null],
      ["प्रीमियम", 1499, "INR", "month", null],
    ]);
  });

  it("reads an Arabic page: amount before 'ر.س', 'شهريًا' as monthly", () => {
    const col = (name: string, amount: string) => `<div class="pricing-table-column"><div class="pricing-table-head"><span class="title">${name}</span>
      <span class="price">${amount} ر.س</span><span class="per">شهريًا</span></div>${list("دعم فني", "نطاق مجاني")}
      <a class="button" href="#">اشترك الآن</a></div>`;
    const html = page(`<div class="pricing-table" dir="rtl">${col("الأساسية", "49")}${col("المتقدمة", "99")}${col("الاحترافية", "199")}</div>`, "ar");
    expect(brief(html)).toEqual([
      ["الأساسية", 49, "SAR", "month", null],
      ["المتقدمة", 99, "SAR", "month", null],
      ["الاحترافية", 199, "SAR", "month", null],
    ]);
  });
});

describe("Webflow cards", () => {
  it("reads names in text-block divs, a badge before the name, 'zł' with '/ mies.'", () => {
    const card = (name: string, amount: string, badge = "") => `<div class="pricing-card w-inline-block">${badge ? `<div class="badge-text">${badge}</div>` : ""}
      <div class="pricing-title">${name}</div><div class="price-wrapper"><div class="price-text">${amount} zł</div><div class="price-sub">/ mies.</div></div>
      <div class="divider"></div><div class="feature-text">Nielimitowane projekty</div><div class="feature-text">Wsparcie 24/7</div>
      <a href="#" class="button-primary w-button">Wybierz</a></div>`;
    const html = page(`<div class="pricing-grid w-layout-grid">${card("Mini", "29")}${card("Midi", "79", "Najpopularniejszy")}${card("Maxi", "149")}</div>`, "pl");
    expect(brief(html)).toEqual([
      ["Mini", 29, "PLN", "month", null],
      ["Midi", 79, "PLN", "month", null],
      ["Maxi", 149, "PLN", "month", null],
    ]);
  });

  it("reads Norwegian kroner written 'NOK' and 'per år' as yearly", () => {
    const card = (name: string, amount: string) => `<div class="plan-card"><div class="heading-s">${name}</div><div class="plan-price">NOK ${amount}</div>
      <div class="small-text">per år</div><div class="feature-text">Alle funksjoner</div><a href="#" class="w-button">Bestill</a></div>`;
    const html = page(`<div class="w-layout-grid plans-grid">${card("Privat", "490")}${card("Bedrift", "1 990")}</div>`, "nb");
    expect(brief(html)).toEqual([
      ["Privat", 490, "NOK", "year", null],
      ["Bedrift", 1990, "NOK", "year", null],
    ]);
  });
});

describe("per-seat prices in languages whose 'user' no list holds", () => {
  const card = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price}</p>${list("Obegränsat", "Support")}<a class="btn" href="#">Välj</a></div>`;

  it("keeps 'per användare/mån' cards as plans, the word their unit (Swedish, Dutch)", () => {
    const sv = page(`<div class="plans">${card("Bas", "49 kr per användare/mån")}${card("Pro", "99 kr per användare/mån")}</div>`, "sv");
    expect(brief(sv)).toEqual([["Bas", 49, "SEK", "month", "användare"], ["Pro", 99, "SEK", "month", "användare"]]);
    const nl = page(`<div class="plans">${card("Basis", "€5 per gebruiker per maand")}${card("Team", "€9 per gebruiker per maand")}</div>`, "nl");
    expect(brief(nl)).toEqual([["Basis", 5, "EUR", "month", "gebruiker"], ["Team", 9, "EUR", "month", "gebruiker"]]);
  });

  it("still reads options priced per GB per month as usage rates, not plans", () => {
    const option = (size: string, rate: string) => `<label class="opt"><input type="radio" name="s"> <strong>${size}</strong> <span class="price">${rate} € / GB / Monat</span></label>`;
    expect(brief(page(`<div class="opts">${option("100 GB", "0,10")}${option("1 TB", "0,08")}</div>`, "de"))).toEqual([]);
  });
});
