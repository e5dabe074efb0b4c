import { describe, expect, it } from "vitest";
import { classifyPatternString, scorePatternTypes } from "./classify";
import { normaliseText, findClockReading, countClockUnits } from "./text-cues";

// Hand-written examples: each category phrased in several ways the rules were not built from.
const CASES: [string, string, string][] = [
  // [category, type, text]
  ["Scarcity", "Low-stock Message", "Just 4 seats remaining in the spring cohort"],
  ["Scarcity", "Low-stock Message", "Quantity: only 2"],
  ["Scarcity", "Low-stock Message", "Stock is running low in blue"],
  ["Scarcity", "Low-stock Message", "88% of vouchers claimed"],
  ["Scarcity", "Low-stock Message", "Fewer than a handful remaining"],
  ["Scarcity", "High-demand Message", "These boots are going fast!"],
  ["Scarcity", "High-demand Message", "Heavy demand on this model right now"],
  ["Urgency", "Countdown Timer", "Deal closes in 1d 04h 12m"],
  ["Urgency", "Countdown Timer", "Your basket is held for 08:41"],
  ["Urgency", "Countdown Timer", "Promo ends in: 3 hours 5 minutes"],
  ["Urgency", "Limited-time Message", "Winter pricing for a limited time"],
  ["Urgency", "Limited-time Message", "Bundle discount ends tonight"],
  ["Urgency", "Limited-time Message", "Weekend only: two for one"],
  ["Social Proof", "Activity Notification", "41 shoppers are viewing this jacket"],
  ["Social Proof", "Activity Notification", "Priya from Leeds, UK just ordered a teapot"],
  ["Social Proof", "Activity Notification", "Booked 73 times in the past day"],
  ["Social Proof", "Activity Notification", "A customer in Ghent added this to their basket 2 minutes ago"],
  ["Social Proof", "Testimonials of Uncertain Origin", "Hear what our buyers are saying"],
  ["Misdirection", "Confirmshaming", "No thanks, I enjoy overpaying for shipping and I don't want savings"],
  ["Misdirection", "Confirmshaming", "Nope, I'd rather pay more"],
  ["Misdirection", "Confirmshaming", "I don't care about exclusive perks"],
  ["Misdirection", "Confirmshaming", "Not now, I'm fine missing out"],
  ["Misdirection", "Pressured Selling", "Would you like to add a 2-year protection plan?"],
  ["Misdirection", "Visual Interference", "Compare at $80"],
  ["Misdirection", "Trick Questions", "Untick this box if you would not like us to stop sending offers"],
  ["Obstruction", "Hard to Cancel", "To cancel your membership, please phone our team on weekdays"],
  ["Sneaking", "Hidden Costs", "A convenience fee is added at the final step"],
  ["Sneaking", "Hidden Subscription", "Your box subscription auto-renews every 30 days"],
  ["Sneaking", "Sneak into Basket", "A care kit has been added to your basket"],
  ["Forced Action", "Forced Enrollment", "I accept the terms and agree to receive newsletters from partners"],
  ["Forced Action", "Forced Enrollment", "Please log in to view our trade prices"],
  ["Social Proof", "Activity Notification", "Sitting in 9 other baskets"],
  ["Social Proof", "Activity Notification", "Saved to wishlists 58 times today"],
  ["Social Proof", "Activity Notification", "Popular: 340 views in the last hour"],
  ["Urgency", "Countdown Timer", "Sale closes in 0 3 : 1 8 : 0 7"],
  ["Sneaking", "Sneak into Basket", "We have added a gift bag to your order"],
  ["Sneaking", "Hidden Costs", "Duties and surcharges are added at the final step"],
  ["Sneaking", "Hidden Subscription", "Your first crate is free, then $31 every month"],
  ["Sneaking", "Sneak into Basket", "Cancellation cover added to your reservation"],
  ["Sneaking", "Hidden Subscription", "Autoship: arrives every 45 days"],
  ["Sneaking", "Sneak into Basket", "Round up for the Ocean Cleanup Fund at checkout"],
  ["Sneaking", "Hidden Subscription", "Join the Insider Club and save 12% on every order"],
];

describe("classifyPatternString", () => {
  it.each(CASES)("%s / %s: %s", (category, type, text) => {
    const result = classifyPatternString(text);
    expect(result.category).toBe(category);
    expect(result.type).toBe(type);
    expect(result.score).toBeGreaterThanOrEqual(0.5);
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.evidence.length).toBeGreaterThan(0);
  });

  it.each([
    "Build dashboards your whole team understands.",
    "Support hours: 08:30–18:00 CET, Monday to Friday",
    "Set-up takes 3 minutes 20 seconds on average.",
    "Only admins can invite new members.",
    "Use the left-hand menu to switch projects",
    "Last updated 2 days ago",
    "Plans from $12 per user per month",
    "Returns / Warranty",
    "You might also like",
    "We use cookies to improve the site. By continuing to browse you agree to our use of cookies.",
    "Changelog: updated 3 times this week",
    "Sign up to get 15% off your first order",
    "Cancel your subscription online from the billing page at any time.",
    "Version 3.4 brings 18 new integrations",
    "",
  ])("returns null for ordinary copy: %j", (text) => {
    const result = classifyPatternString(text);
    expect(result).toEqual({ category: null, type: null, score: 0, evidence: "" });
  });

  it("gives stronger evidence a higher score", () => {
    const weak = classifyPatternString("Hurry, a few remaining");
    const strong = classifyPatternString("Hurry! Only 2 left in stock - almost sold out");
    expect(strong.score).toBeGreaterThan(weak.score);
  });

  it("treats recency ('ago', 'in the last') as social proof, not a countdown", () => {
    expect(classifyPatternString("Sold 19 times in the last 6 hours").category).toBe("Social Proof");
    expect(classifyPatternString("Dana in Perth bought a lamp 12 minutes ago").category).toBe("Social Proof");
  });

  it("handles typographic quotes and escaped characters", () => {
    expect(classifyPatternString("No thanks, I don\u2019t like bargains").type).toBe("Confirmshaming");
    expect(classifyPatternString("Only 3\\nleft").category).toBe("Scarcity");
  });

  it("exposes per-type scores with the cues that fired", () => {
    const [top] = scorePatternTypes("Only 2 left - hurry");
    expect(top.type).toBe("Low-stock Message");
    expect(top.cues.some((c) => /only 2 left/i.test(c.evidence))).toBe(true);
  });
});

describe("feature helpers", () => {
  it("normalises whitespace, quotes and escapes", () => {
    expect(normaliseText("  It\u2019s\\n  here ")).toBe("It's here");
  });

  it("finds running clocks but not times of day or ranges", () => {
    expect(findClockReading("Ends 04:12:55")).toBe("04:12:55");
    expect(findClockReading("Open 9:00 am")).toBeNull();
    expect(findClockReading("Open 09:00-17:00")).toBeNull();
  });

  it("counts distinct clock units", () => {
    expect(countClockUnits("02DAYS11HRS")).toBe(2);
    expect(countClockUnits("1d 2h 3m 4s")).toBe(4);
    expect(countClockUnits("three people")).toBe(0);
  });
});
