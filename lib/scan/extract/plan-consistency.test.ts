import { describe, expect, it } from "vitest";
import { extractPricingDetails } from "./pricing";
import { inconsistency } from "./plan-consistency";
import type { RawPlan } from "./pricing-cards";

const page = (body: string) => `<!DOCTYPE html><html><head><title>Pricing</title></head><body><main>${body}</main></body></html>`;
const card = (name: string, price: string, items: string[]) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/signup">Choose</a></div>`;

describe("plans that look misread are doubted", () => {
  it("trusts a plain page of three plans", () => {
    const r = extractPricingDetails(page(`<section class="plans">${card("Solo", "$9 / month", ["1 user", "5 projects"])}${card("Team", "$29 / month", ["10 users", "50 projects"])}${card("Scale", "$99 / month", ["Unlimited users", "SSO"])}</section>`));
    expect(r.plans.map((p) => p.name)).toEqual(["Solo", "Team", "Scale"]);
    expect(r.doubt).toBeNull();
  });

  it("doubts plans that all show the same price", () => {
    const r = extractPricingDetails(page(`<section class="plans">${card("Solo", "$19 / month", ["1 user", "5 projects"])}${card("Team", "$19 / month", ["10 users", "50 projects"])}${card("Scale", "$19 / month", ["Unlimited users", "SSO"])}</section>`));
    expect(r.plans).toHaveLength(3);
    expect(r.doubt).toMatch(/same price/);
  });

  it("doubts two plans of one group with one name, not the same name in two groups", () => {
    const plan = (name: string, price: number, group = 0): RawPlan => ({ name, price, currency: "EUR", period: "month", unit: null, addOns: [], features: [], highlighted: false, panel: null, priceKind: "money", group, nameScore: 3 });
    expect(inconsistency([plan("Most popular", 10), plan("Most popular", 20), plan("Team", 30)])).toMatch(/both named "Most popular"/);
    expect(inconsistency([plan("Basic", 10, 0), plan("Pro", 20, 0), plan("Basic", 5, 1), plan("Pro", 9, 1)])).toBeNull();
  });

  it("doubts a plan named after a line of another plan's list", () => {
    const r = extractPricingDetails(page(`<section class="plans">${card("Solo", "$9 / month", ["1 user", "Priority support"])}${card("Priority support", "$29 / month", ["10 users", "50 projects"])}</section>`));
    expect(r.doubt).toMatch(/another plan's list/);
  });

  it("doubts a unit that the price's own phrase does not state, and trusts one it states", () => {
    const table = (price: (n: number) => string) =>
      `<table><thead><tr><th></th><th>Solo</th><th>Team</th></tr></thead><tbody><tr><td>Price</td><td>${price(9)}</td><td>${price(29)}</td></tr><tr><td>Projects</td><td>5</td><td>50</td></tr><tr><td>Support</td><td>Email</td><td>Phone</td></tr></tbody></table>`;
    const cards = (price: (n: number) => string) => `<section class="plans">${card("Solo", price(9), ["1 user", "5 projects"])}${card("Team", price(29), ["10 users", "50 projects"])}</section>`;
    const foreign = extractPricingDetails(page(cards((n) => `$${n} / month`) + table((n) => `$${n} per user / month`)));
    expect(foreign.plans.map((p) => [p.name, p.unit])).toEqual([["Solo", "user"], ["Team", "user"]]);
    expect(foreign.doubt).toMatch(/unit of Solo \("per user"\) is not in its price's phrase/);
    const own = extractPricingDetails(page(cards((n) => `$${n} per user / month`) + table((n) => `$${n} per user / month`)));
    expect(own.plans.map((p) => [p.name, p.unit])).toEqual([["Solo", "user"], ["Team", "user"]]);
    expect(own.doubt).toBeNull();
  });
});
