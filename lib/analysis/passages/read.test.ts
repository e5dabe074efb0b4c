import { describe, expect, it } from "vitest";
import { readPassages } from "./read";
import type { Passage } from "./types";

// Made-up pages: a CI product's trial offer, a checkout step and an account wall.
const OFFER = `<!doctype html><html><head><title>Buildkite-like</title></head><body>
<nav class="main-nav"><a href="/">Home</a><a href="/help/returns">Returns / Warranty</a></nav>
<main>
  <h1>Builds in minutes, not hours</h1>
  <p>Parallel pipelines for every team. Read the <a href="/docs">getting-started guide</a> first.</p>
  <div class="hero-actions">
    <a class="button button--primary" href="/signup">Start free trial</a>
    <a class="subtle" href="#close">No thanks, I enjoy slow builds</a>
  </div>
  <div class="launch-offer">Launch price ends in
    <div class="digits"><span>1</span> <span>4</span> : <span>4</span> <span>5</span></div>
  </div>
  <p class="price"><del>€35</del> €29 per month per seat</p>
  <span class="badge">Only 3 seats left at this price</span>
</main>
<footer><a href="/more">You might also like</a></footer>
<div id="cookie-notice" role="dialog"><p>We use cookies. By continuing to browse you agree to our use of cookies.</p><button>Accept all</button></div>
</body></html>`;

const CHECKOUT = `<!doctype html><html><head><title>Checkout</title></head><body><main>
<form action="/pay"><h2>Your order</h2>
  <label><input type="checkbox" name="support" checked> Priority support for a year (+€49)</label>
  <label><input type="checkbox" name="invoice"> Paper invoice (+€2)</label>
  <input type="checkbox" id="news" required><label for="news">I accept the terms and want offers from partners</label>
  <label for="cover">Device cover</label><select id="cover"><option>No cover</option><option selected>Two-year cover +€19</option></select>
  <button type="submit">Pay now</button>
</form>
<small>*A handling fee is added on the payment page.</small>
</main></body></html>`;

const ACCOUNT_WALL = `<!doctype html><html><head><title>Checkout</title></head><body><main>
<h1>Checkout</h1>
<form><h2>Create an account to complete your order</h2>
  <input type="email" name="email"><input type="password" name="pw" autocomplete="new-password">
  <button type="submit">Create account and continue</button>
</form></main></body></html>`;

const byText = (ps: Passage[], text: string) => ps.find((p) => p.text === text);

describe("readPassages", () => {
  const offer = readPassages(OFFER, "https://ci.test/", "home").passages;

  it("reads the decline link on its own, beside the call to action it declines", () => {
    expect(byText(offer, "Start free trial")).toMatchObject({ role: "cta" });
    expect(byText(offer, "No thanks, I enjoy slow builds")).toMatchObject({ role: "decline", near: "Start free trial" });
    // a link that merely starts with "No" is no refusal
    const withNoCard = readPassages(OFFER.replace("Start free trial</a>", `Start free trial</a> <a href="/faq">No credit card required</a>`), "https://ci.test/", "home").passages;
    expect(byText(withNoCard, "No credit card required")?.role).toBe("link");
    // never merged into one passage with the button
    expect(offer.some((p) => p.text.includes("Start free trial") && p.text.includes("No thanks"))).toBe(false);
  });

  it("reads a timer drawn one digit per box as one timer passage", () => {
    const timer = offer.find((p) => p.role === "timer");
    expect(timer?.text).toBe("14:45");
  });

  it("keeps a sentence with its inline link, and struck prices as plain text with the struck part named", () => {
    expect(offer.some((p) => p.role === "text" && p.text === "Parallel pipelines for every team. Read the getting-started guide first.")).toBe(true);
    expect(offer.find((p) => p.role === "price")).toMatchObject({ text: "€35 €29 per month per seat", struck: ["€35"] });
    expect(offer.find((p) => p.text.startsWith("Only 3 seats"))?.role).toBe("stock");
  });

  it("marks navigation, footers and cookie banners", () => {
    expect(byText(offer, "Returns / Warranty")?.chrome).toBe("navigation");
    expect(byText(offer, "You might also like")?.chrome).toBe("navigation");
    expect(offer.find((p) => p.text.startsWith("We use cookies"))?.chrome).toBe("consent");
    expect(byText(offer, "Accept all")?.chrome).toBe("consent");
  });

  it("reads form controls with their state", () => {
    const ps = readPassages(CHECKOUT, "https://shop.test/checkout", "pricing").passages;
    expect(byText(ps, "Priority support for a year (+€49)")?.control).toEqual({ kind: "checkbox", checked: true, required: false, priced: true });
    expect(byText(ps, "Paper invoice (+€2)")?.control).toMatchObject({ checked: false, priced: true });
    expect(byText(ps, "I accept the terms and want offers from partners")?.control).toMatchObject({ kind: "checkbox", required: true, checked: false });
    expect(byText(ps, "Device cover: Two-year cover +€19")?.control).toMatchObject({ kind: "select", checked: true, priced: true });
    expect(ps.find((p) => p.role === "fine print")?.text).toBe("*A handling fee is added on the payment page.");
    expect(ps.find((p) => p.role === "form")).toMatchObject({ text: "Your order — Pay now", form: { password: false } });
  });

  it("sees a form that creates an account, and whether a guest path exists", () => {
    const wall = readPassages(ACCOUNT_WALL, "https://shop.test/checkout", "pricing").passages;
    expect(wall.find((p) => p.role === "form")).toMatchObject({ form: { password: true, guestPath: false } });
    const withGuest = ACCOUNT_WALL.replace("</form>", `</form><a href="/guest">Check out as a guest</a>`);
    expect(readPassages(withGuest, "https://shop.test/checkout", "pricing").passages.find((p) => p.role === "form")?.form?.guestPath).toBe(true);
  });

  it("skips hidden elements but keeps pop-ups", () => {
    const html = `<html><head></head><body><main><p style="display:none">Hidden annual price</p>
      <div class="modal exit-intent" hidden><p>Wait! Take 10% off.</p><a href="#">No, I prefer paying more</a></div></main></body></html>`;
    const ps = readPassages(html, "https://x.test/", "home").passages;
    expect(ps.some((p) => p.text.includes("Hidden annual price"))).toBe(false);
    expect(byText(ps, "No, I prefer paying more")?.role).toBe("decline");
  });
});
