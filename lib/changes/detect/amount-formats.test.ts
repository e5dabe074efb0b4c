/**
 * An amount written another way ("$99" → "$99.00", "€1,200" → "€1,200.00") is the same amount: a
 * card's price line or a feature line that only changed how it writes its amounts is no change. An
 * amount that changed value still is one.
 */
import { describe, expect, it } from "vitest";
import { changesBetween } from "@/tests/helpers/change-stress-kit";

const doc = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string, extra: string) =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}<span>/mo</span></p><ul><li>10 boards</li><li>${extra}</li><li>Email support</li></ul><a href="/signup">Buy</a></div>`;
const page = (fmt: (n: number) => string, extraSeat = 5) =>
  doc(`<h1>Plans</h1><div class="plans">${card("Sketch", fmt(19), "Guest access")}${card("Studio", fmt(49), `Extra seats ${fmt(extraSeat)} each`)}${card("Agency", fmt(1200), "Client portal")}</div>`);
const whole = (n: number) => `$${n.toLocaleString("en-US")}`;
const cents = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

describe("amounts written another way", () => {
  it("raises nothing when every amount gains two decimals, or loses them", () => {
    expect(changesBetween(page(whole), page(cents)).map((c) => c.description)).toEqual([]);
    expect(changesBetween(page(cents), page(whole)).map((c) => c.description)).toEqual([]);
  });

  it("still raises a feature line whose amount changed value, written either way", () => {
    const raised = changesBetween(page(whole), page(cents, 7));
    expect(raised).toHaveLength(1);
    expect(raised[0].text).toContain("studio");
    expect(raised[0].text).toContain("7.00");
  });
});

describe("a documentation page whose prose writes its amounts another way", () => {
  const prose = (fmt: (n: number) => string) =>
    doc(`<h1>Billing</h1>${[
      ["Builds", 4], ["Storage", 2], ["Bandwidth", 9], ["Seats", 12], ["Backups", 3], ["Domains", 1], ["Support", 49], ["Audit", 15],
      ["Runners", 6], ["Queues", 8], ["Alerts", 5], ["Exports", 7], ["Mirrors", 11], ["Tunnels", 14],
    ].map(([what, n]) => `<h2>${what}</h2><p>${what} are billed monthly at ${fmt(Number(n))} for each unit you keep past the included amount.</p>`).join("")}`);

  it("raises nothing, not even a note of rewording", () => {
    expect(changesBetween(prose(whole), prose(cents)).map((c) => c.description)).toEqual([]);
  });
});

describe("a price of nothing written another way", () => {
  const free = (price: string) => doc(`<h1>Plans</h1><div class="plans">${card("Hobby", price, "Guest access").replace("<span>/mo</span>", "")}${card("Studio", "$49", "Client portal")}</div>`);

  it("raises nothing when a free plan's price line goes from words to an amount of nothing, or back", () => {
    expect(changesBetween(free("Free forever"), free("$0 per month")).map((c) => c.description)).toEqual([]);
    expect(changesBetween(free("$0 per month"), free("Free forever")).map((c) => c.description)).toEqual([]);
  });

  it("still raises a free plan that now costs something", () => {
    expect(changesBetween(free("Free forever"), free("$9 per month")).map((c) => c.description)).toEqual(["Hobby plan: $0 → $9/month"]);
  });
});
