/**
 * Stress pages for issue 21: pages with prices that are not plans (a shop grid, a calculator, a blog
 * post), written for this test in languages and currencies the real-world data does not hold.
 */
import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";

const page = (body: string, lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Page</title></head><body><main>${body}</main></body></html>`;
const names = (html: string) => extractPricing(html).map((p) => p.name);

describe("prices that are not plans", () => {
  it("a WooCommerce-style product grid (Swedish) yields no plan", () => {
    const product = (name: string, price: string) => `<li class="product type-product"><a href="#" class="woocommerce-LoopProduct-link">
      <img src="${name.length}.jpg" alt=""><h2 class="woocommerce-loop-product__title">${name}</h2>
      <span class="price"><span class="woocommerce-Price-amount amount"><bdi>${price}&nbsp;<span class="woocommerce-Price-currencySymbol">kr</span></bdi></span></span></a>
      <a href="?add-to-cart=1" class="button add_to_cart_button">Lägg i varukorg</a></li>`;
    const html = page(`<h1>Butik</h1><ul class="products columns-3">${product("Kaffekopp", "129")}${product("Tekanna", "349")}${product("Brödkorg", "199")}</ul>`, "sv");
    expect(names(html)).toEqual([]);
  });

  it("a Tailwind product grid with star ratings (Turkish) yields no plan", () => {
    const product = (name: string, price: string) => `<div class="group relative"><img class="aspect-square w-full rounded-md" src="p.jpg" alt="">
      <div class="mt-4 flex justify-between"><h3 class="text-sm text-gray-700"><a href="#">${name}</a></h3><p class="text-sm font-medium text-gray-900">${price}</p></div>
      <p class="text-xs">★★★★☆ (12 değerlendirme)</p><button class="rounded bg-gray-900 px-3 py-1 text-white">Sepete ekle</button></div>`;
    const html = page(`<h2>Yeni ürünler</h2><div class="grid grid-cols-4 gap-6">${product("Kupa", "₺149,90")}${product("Çanta", "₺499,00")}${product("Defter", "₺89,90")}</div>`, "tr");
    expect(names(html)).toEqual([]);
  });

  it("a cost calculator with inputs and a running total (Czech) yields no plan", () => {
    const html = page(`<h1>Kalkulačka ceny</h1><form class="calculator">
      <label>Počet uživatelů <input type="number" value="5"></label><label>Úložiště (GB) <input type="range" min="10" max="500" value="50"></label>
      <div class="line"><span>Uživatelé</span><span>5 × 120 Kč</span><span>600 Kč</span></div>
      <div class="line"><span>Úložiště</span><span>50 × 2 Kč</span><span>100 Kč</span></div>
      <div class="total"><strong>Celkem</strong> <strong>700 Kč</strong> měsíčně</div><button type="submit">Objednat</button></form>`, "cs");
    expect(names(html)).toEqual([]);
  });

  it("a blog post that mentions prices in its paragraphs (Korean) yields no plan", () => {
    const html = page(`<article class="post"><h1>요금 인상 소식</h1><p class="meta">2026년 3월 2일</p>
      <p>다음 달부터 프로 요금제는 월 ₩9,900에서 ₩12,900으로 오릅니다. 팀 요금제는 월 ₩29,000으로 유지됩니다.</p>
      <h2>왜 인상하나요?</h2><p>서버 비용이 늘었고, 새로운 기능을 추가했습니다. 연간 결제 고객은 ₩99,000의 기존 가격을 유지합니다.</p>
      <h2>질문이 있으신가요?</h2><p>고객 지원팀에 문의해 주세요.</p><a class="btn" href="#">더 읽기</a></article>`, "ko");
    expect(names(html)).toEqual([]);
  });

  it("a blog post comparing competitors' prices in a short list (Arabic) yields no plan", () => {
    const html = page(`<article><h1>مقارنة أسعار أدوات التصميم</h1><p>جربنا ثلاث أدوات خلال الشهر الماضي.</p>
      <h3>الأداة الأولى</h3><p>تكلف 20 دولارًا شهريًا، وهي مناسبة للفرق الصغيرة.</p>
      <h3>الأداة الثانية</h3><p>سعرها 35 دولارًا شهريًا مع تجربة مجانية.</p>
      <h3>الأداة الثالثة</h3><p>مجانية للاستخدام الشخصي.</p><p>الخلاصة: اختر ما يناسب ميزانيتك.</p></article>`, "ar");
    expect(names(html)).toEqual([]);
  });
});
