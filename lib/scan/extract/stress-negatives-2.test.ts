/**
 * More stress pages for issue 21: offers that are not plans (event tickets with dates and venues, course
 * catalogues with lessons and durations, product grids with quantity inputs, restaurant menus, hotel rooms
 * per night), written for this test, with one-time plans as controls that must still read as plans.
 */
import { describe, expect, it } from "vitest";
import { extractPricing } from "./pricing";

const page = (body: string, lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Page</title></head><body><main>${body}</main></body></html>`;
const names = (html: string) => extractPricing(html).map((p) => p.name);

describe("offers that are not plans", () => {
  it("event tickets with dates, times and venues (Turkish) yield no plan", () => {
    const ticket = (name: string, date: string, venue: string, price: string) => `<div class="card">
      <h3 class="card-title">${name}</h3><p><time datetime="${date}T20:00">${date.split("-").reverse().join(".")} 20:00</time></p>
      <p class="venue">${venue}</p><p class="price">${price} ₺</p>
      <ul><li>Oturma düzeni: numaralı</li><li>Kapı açılışı 19:00</li></ul><a class="btn" href="#">Bilet al</a></div>`;
    const html = page(`<h1>Yaklaşan konserler</h1><div class="grid">${ticket("Caz gecesi", "2027-03-14", "Kadıköy Sahnesi", "450")}${ticket("Senfoni", "2027-04-02", "Büyük Salon", "650")}${ticket("Rock festivali", "2027-05-20", "Açıkhava Tiyatrosu", "900")}</div>`, "tr");
    expect(names(html)).toEqual([]);
  });

  it("event tickets whose dates are plain text, not <time> (German) yield no plan", () => {
    const ticket = (name: string, date: string, price: string) => `<div class="event-card"><h3>${name}</h3>
      <p>Sa, ${date} · 19:30 Uhr · Stadthalle</p><p class="price">ab ${price} €</p>
      <ul><li>Freie Platzwahl</li><li>Einlass 18:30 Uhr</li></ul><a class="btn" href="#">Tickets</a></div>`;
    const html = page(`<h1>Termine</h1><div class="events">${ticket("Lesung", "06.03.2027", "18")}${ticket("Kabarett", "13. 3. 2027", "24")}${ticket("Kammerkonzert", "20/3/2027", "32")}</div>`, "de");
    expect(names(html)).toEqual([]);
  });

  it("a workshop list with dates in words and lesson counts (Spanish) yields no plan", () => {
    const course = (name: string, date: string, price: string) => `<div class="card"><h3>${name}</h3>
      <p>Empieza el ${date} · 8 sesiones de 2 horas</p><p class="price">${price} €</p>
      <ul><li>Grupos reducidos</li><li>Certificado</li></ul><a class="btn" href="#">Inscribirme</a></div>`;
    const html = page(`<h1>Talleres</h1><div class="grid">${course("Cerámica", "12 de abril de 2027", "180")}${course("Acuarela", "3 de mayo de 2027", "150")}${course("Fotografía", "7 de junio de 2027", "210")}</div>`, "es");
    expect(names(html)).toEqual([]);
  });

  it("a course catalogue with lessons, hours and start dates (Czech) yields no plan", () => {
    const course = (name: string, start: string, price: string) => `<article class="course-card">
      <h3>${name}</h3><ul><li>12 lekcí</li><li>24 hodin</li><li>Začátek <time datetime="${start}">${start}</time></li></ul>
      <p class="price">${price} Kč</p><a class="button" href="#">Přihlásit se</a></article>`;
    const html = page(`<h1>Kurzy</h1><section class="courses">${course("Angličtina pro začátečníky", "2027-02-01", "4 900")}${course("Němčina B1", "2027-02-08", "5 400")}${course("Španělština A2", "2027-02-15", "4 600")}</section>`, "cs");
    expect(names(html)).toEqual([]);
  });

  it("a product grid with quantity inputs and add-to-cart forms (Polish) yields no plan", () => {
    const product = (name: string, price: string) => `<div class="product-card"><h3>${name}</h3>
      <p class="price">${price} zł</p><ul><li>Stal nierdzewna</li><li>Gwarancja 2 lata</li></ul>
      <form action="/koszyk" method="post"><input type="number" name="qty" min="1" value="1"><button type="submit">Do koszyka</button></form></div>`;
    const html = page(`<h1>Sklep</h1><div class="products">${product("Czajnik", "189,00")}${product("Toster", "149,00")}${product("Mikser", "329,00")}</div>`, "pl");
    expect(names(html)).toEqual([]);
  });

  it("a restaurant menu (Italian) yields no plan", () => {
    const dish = (name: string, what: string, price: string) => `<li class="menu-item"><h4>${name}</h4><p>${what}</p><span class="price">€ ${price}</span></li>`;
    const html = page(`<h1>Il nostro menù</h1><h2>Primi</h2><ul class="menu">${dish("Carbonara", "Guanciale, uovo, pecorino", "12,00")}${dish("Cacio e pepe", "Pecorino, pepe nero", "11,00")}${dish("Amatriciana", "Pomodoro, guanciale", "12,50")}</ul>
      <h2>Secondi</h2><ul class="menu">${dish("Saltimbocca", "Vitello, salvia, prosciutto", "18,00")}${dish("Baccalà", "Con patate e olive", "19,00")}</ul>`, "it");
    expect(names(html)).toEqual([]);
  });

  it("hotel rooms priced per night with dates to book (Portuguese) yield no plan", () => {
    const room = (name: string, price: string) => `<div class="room-card"><img src="quarto.jpg" alt=""><h3>${name}</h3>
      <ul><li>2 hóspedes</li><li>Vista mar</li><li>Pequeno-almoço incluído</li></ul>
      <p class="price">R$ ${price} <small>/ noite</small></p>
      <form><label>Check-in <input type="date" name="in"></label><label>Check-out <input type="date" name="out"></label><button type="submit">Reservar</button></form></div>`;
    const html = page(`<h1>Quartos</h1><div class="rooms">${room("Quarto duplo", "420")}${room("Suíte", "780")}${room("Quarto familiar", "610")}</div>`, "pt");
    expect(names(html)).toEqual([]);
  });
});

describe("one-time plans that must still read as plans", () => {
  it("lifetime deal tiers (German) are plans", () => {
    const tier = (name: string, price: string, sites: string) => `<div class="pricing-card"><h3>${name}</h3>
      <p class="price">${price} € <span>einmalig</span></p><ul><li>${sites} Websites</li><li>Lebenslange Updates</li><li>E-Mail-Support</li></ul>
      <a class="btn" href="#">Jetzt kaufen</a></div>`;
    const html = page(`<h1>Preise</h1><div class="pricing">${tier("Starter", "59", "1")}${tier("Pro", "149", "5")}${tier("Agentur", "299", "50")}</div>`, "de");
    expect(names(html)).toEqual(["Starter", "Pro", "Agentur"]);
  });

  it("one-time licences with a quantity of seats (Spanish) are plans", () => {
    const licence = (name: string, price: string) => `<div class="plan"><h3>${name}</h3><p class="price">${price} € <small>pago único</small></p>
      <ul><li>Licencia perpetua</li><li>1 año de actualizaciones</li></ul>
      <label>Puestos <input type="number" min="1" value="1"></label><button>Comprar licencia</button></div>`;
    const html = page(`<h1>Licencias</h1><div class="plans">${licence("Personal", "49")}${licence("Empresa", "199")}</div>`, "es");
    expect(names(html)).toEqual(["Personal", "Empresa"]);
  });

  it("lifetime deals whose cards show the date the deal ends (English) are plans", () => {
    const deal = (name: string, price: string) => `<div class="pricing-card"><h3>${name}</h3><p class="price">$${price} <span>one-time payment</span></p>
      <ul><li>Lifetime access</li><li>All future updates</li></ul><p>Deal ends <time datetime="2027-01-31">January 31</time></p><a class="btn" href="#">Get lifetime access</a></div>`;
    const html = page(`<h1>Lifetime deal</h1><div class="pricing">${deal("Solo", "69")}${deal("Team", "189")}</div>`, "en");
    expect(extractPricing(html).map((p) => [p.name, p.period])).toEqual([["Solo", "one-time"], ["Team", "one-time"]]);
  });
});
